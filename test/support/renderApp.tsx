import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import { componentFeatureLoader, featureLoader } from '../../src/app/lazySagas';
import { pageTextsIn } from '../../src/app/catalogues';
import { createRoutes } from '../../src/app/router';
import { selectCurrentMarket } from '../../src/features/market';
import { createTestStore } from './testStore';

/**
 * The whole app at a path: real store, real sagas, the mock backend's handlers through msw.
 * `strictMode` renders it as `npm start` does, where React runs every effect twice.
 */
export function renderApp(
  path = '/',
  options: Parameters<typeof createTestStore>[0] = {},
  { strictMode = false }: { strictMode?: boolean } = {},
) {
  const created = createTestStore(options);
  // The later features whose sagas started, in order: what a route or a panel brought.
  const startedFeatures: string[] = [];
  const loadFeatures = featureLoader((name, saga) => {
    startedFeatures.push(name);
    created.startFeatureSaga(name, saga);
  }, created.store.dispatch);
  const router = createMemoryRouter(
    createRoutes(
      loadFeatures,
      created.store.dispatch,
      pageTextsIn(() => selectCurrentMarket(created.store.getState()).language),
    ),
    {
      initialEntries: [path],
    },
  );
  created.services.navigate.bind((to) => void router.navigate(to));
  const app = (
    <App store={created.store} router={router as never} loadFeatures={componentFeatureLoader(loadFeatures)} />
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...created, router, view, startedFeatures };
}
