import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { FloorApp } from './FloorApp';
import { routes } from './routes';
import { createFloorStore, productLoaded, type FloorProduct } from './store';

const { store, startSagas } = createFloorStore();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <FloorApp store={store} router={router} onCommitted={startSagas} />
  </StrictMode>
);
const early = (window as { __floorEarly?: Promise<FloorProduct | null> }).__floorEarly;
if (early) {
  // A page whose heading needs data (the product page): its boot script asked for the data, and
  // the first render waits for it, so it shows the heading instead of a skeleton.
  void early.then((product) => {
    if (product) store.dispatch(productLoaded(product));
    startTransition(() => createRoot(container).render(app));
  });
} else {
  // The build prerendered this route (plugins/prerender.ts): React adopts that markup instead of
  // building it again, and may yield to the browser while it does. The saga starts once the
  // hydration has committed, so its answer never lands in the middle of the first render.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
