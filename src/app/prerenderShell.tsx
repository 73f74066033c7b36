import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { pageTextsIn } from './catalogues';
import { selectCurrentMarket } from '../features/market';
import { createRoutes, routerReady } from './router';
import { prerenderedState } from './prerenderedState';
import { createAppStore } from './store';

/**
 * A route as a visitor first sees it, rendered to static markup at build time: the header and
 * the page in the store's initial state (texts in Swedish, skeletons where data goes), with the
 * page's styles inline. The HTML shell shows it before any JavaScript runs; the app then hydrates
 * it, starting from the same state (prerenderedState). No saga runs and no service is called.
 */
export async function prerenderShell(path: string): Promise<string> {
  const { store } = createAppStore({
    preloadedState: prerenderedState(),
    runSagas: false,
  });
  const router = createMemoryRouter(
    createRoutes(
      async () => undefined,
      store.dispatch,
      pageTextsIn(() => selectCurrentMarket(store.getState()).language),
    ),
    { initialEntries: [path] },
  );
  await routerReady(router);
  // prerender, unlike renderToString, waits for the lazy parts (the home's newsletter block), so
  // the picture has them and hydrating it finds nothing the server gave up on.
  const { prelude } = await prerender(<App store={store} router={router as never} />, {
    // Every boundary inline: a picture has no script to move a late one into place.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  router.dispose();
  return new Response(prelude).text();
}
