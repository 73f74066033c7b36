import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { catalogueLanguage, loadCatalogue, pageTextsIn } from './catalogues';
import { selectCurrentMarket } from '../features/market';
import { createRoutes, routerReady } from './router';
import { prerenderedState } from './prerenderedState';
import { pagePrerendered, type PrerenderedPage } from '../core/prerenderedPage';
import { createAppStore } from './store';
import { sliceLoader } from './lazySlices';

/**
 * A route as a visitor first sees it, rendered to static markup at build time: the header and
 * the page in the store's initial state (texts in Swedish, skeletons where data goes), or with
 * the page's own data as the build read it (a product, the home's listing, in the address's
 * market and language), with the page's styles inline and its head elements first. The HTML shell shows it before any JavaScript runs; the app then hydrates
 * it, starting from the same state (prerenderedState). No saga runs and no service is called.
 */
export async function prerenderShell(path: string, page?: PrerenderedPage): Promise<string> {
  const { store } = createAppStore({
    preloadedState: prerenderedState(),
    runSagas: false,
  });
  // Before the router, as the browser takes it before its router (mountApp.tsx): the route's
  // loader then asks for the same product again, and the page keeps showing it meanwhile.
  if (page) {
    store.dispatch(pagePrerendered(page));
    // The page's language whole, as the browser has it before it hydrates the page (mountApp.tsx).
    await loadCatalogue(catalogueLanguage(page.market.language));
  }
  const router = createMemoryRouter(
    createRoutes(
      // The page's slices, as the browser has them before its first render; no saga.
      sliceLoader(store.dispatch),
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
