import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { createRoutes } from './router';
import { createAppStore } from './store';
import type { Services } from '../core/services';

/**
 * A route as a visitor first sees it, rendered to static markup at build time: the header and
 * the page in the store's initial state (texts in Swedish, skeletons where data goes), with the
 * page's styles inline. The HTML shell shows it before any JavaScript runs; React then renders
 * the same thing over it. No saga runs and no service is called.
 */
export async function prerenderShell(path: string): Promise<string> {
  const { store } = createAppStore({ services: {} as Omit<Services, 'supportLog'>, runSagas: false });
  const router = createMemoryRouter(
    createRoutes(async () => undefined, store.dispatch),
    { initialEntries: [path] },
  );
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const html = renderToString(<App store={store} router={router as never} />);
  router.dispose();
  return html;
}
