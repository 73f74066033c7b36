import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import { routes } from '../../src/app/router';
import { createTestStore } from './testStore';

/** The whole app at a path: real store, real sagas, the mock backend's handlers through msw. */
export function renderApp(path = '/', options: Parameters<typeof createTestStore>[0] = {}) {
  const created = createTestStore(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  created.services.navigate.bind((to) => void router.navigate(to));
  const view = render(<App store={created.store} router={router as never} />);
  return { ...created, router, view };
}
