import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { App } from './App';
import { catalogueLanguage, catalogueReady, loadCatalogue, pageTextsIn } from './catalogues';
import { holdFirstRender } from './firstRenderHold';
import { nextTask } from './nextTask';
import { componentFeatureLoader, featureLoader, type StartFeatureSaga } from './lazySagas';
import { prerenderedState } from './prerenderedState';
import {
  dropServedHead,
  prerenderedPageOf,
  releasePicture,
  showsPrerenderedPicture,
} from './prerenderedPicture';
import { pagePrerendered } from '../core/prerenderedPage';
import { rootReducer } from './rootReducer';
import { createAppRouter, routerReady } from './router';
import type { AppStore } from './store';
import type { Services } from '../core/services';
import { selectCurrentMarket } from '../features/market';

export interface MountOptions {
  container: HTMLElement;
  /** The address the page opened at. */
  path: string;
  store: AppStore;
  startFeatureSaga: StartFeatureSaga;
  navigation: Services['navigate'];
  /** React's report of a render it had to redo (a hydration that did not match, above all). */
  onRecoverableError?: RootOptions['onRecoverableError'];
  /**
   * Settles once the sagas run (their chunk loads beside the shell; src/main.tsx). A first render
   * without a picture to hydrate waits for it, so what the route's loader asked for (a product, a
   * signed-in shopper's account) can be in it.
   */
  sagasStarted?: Promise<unknown>;
}

/**
 * Puts the app into #root: hydrates the prerendered picture where the first render matches it
 * (its address, in Swedish, from the state it was rendered in), renders anew elsewhere. Resolves
 * once the first render has committed, telling which it did.
 */
export async function mountApp({
  container,
  path,
  store,
  startFeatureSaga,
  navigation,
  onRecoverableError,
  sagasStarted,
}: MountOptions): Promise<{ hydrated: boolean; root: Root }> {
  const hydrate = showsPrerenderedPicture(container, path);
  if (!hydrate) dropServedHead(container.ownerDocument);
  // The sagas start, and their requests go out, as their chunk arrives; React sees their answers
  // once its first render has committed (firstRenderHold.ts).
  const hold = holdFirstRender(store, rootReducer, hydrate ? prerenderedState() : undefined);
  // The page as served (its market, product or listing), before the router's loaders ask for it
  // again in the shopper's own market and store group, as the build rendered it.
  const page = hydrate ? prerenderedPageOf(container.ownerDocument) : null;
  if (page) hold.dispatch(pagePrerendered(page));
  // The store's, not the held view's: reading that would fix the first render's state here.
  const language = catalogueLanguage(selectCurrentMarket(store.getState()).language);
  // The store's task is done; the router gets a task of its own.
  await nextTask();
  // Through the hold: the slices a page brings join the state its first render reads.
  const loadFeatures = featureLoader(startFeatureSaga, hold.dispatch);
  const router = createAppRouter(
    loadFeatures,
    hold.dispatch,
    pageTextsIn(() => selectCurrentMarket(store.getState()).language),
  );
  navigation.bind((to, options) => void router.navigate(to, options));

  // A returning shopper's English market: its catalogue first, so the page never flashes Swedish.
  // The page's code too (the shell's picker asked for it early): the first render is the page.
  // Without a picture, the sagas too, which answer the route's loader (a product page's product,
  // from the answer the picker asked for early) instead of a skeleton the answer replaces a moment
  // later. A picture is hydrated from the state it was rendered in whatever the sagas have
  // answered (the hold), so its first render needs none of their code: the page is the app, links
  // and buttons working, before the sagas' chunk is even in, and what is dispatched meanwhile
  // waits for them in order (store.ts).
  await Promise.all([
    catalogueReady(language) ? undefined : loadCatalogue(language).catch(() => undefined),
    routerReady(router),
    hydrate ? undefined : sagasStarted,
  ]);

  return new Promise((resolve) => {
    let root: Root | undefined;
    const committed = () => {
      hold.release();
      releasePicture(container);
      if (root) resolve({ hydrated: hydrate, root });
    };
    const app = (
      <StrictMode>
        <App
          store={hold.view}
          router={router}
          onCommitted={committed}
          loadFeatures={componentFeatureLoader(loadFeatures)}
        />
      </StrictMode>
    );
    // As a transition, the first render yields to the browser between components instead of
    // holding the main thread until the whole tree is built: the picture is on screen meanwhile.
    startTransition(() => {
      if (hydrate) root = hydrateRoot(container, app, { onRecoverableError });
      else {
        root = createRoot(container, { onRecoverableError });
        root.render(app);
      }
    });
  });
}
