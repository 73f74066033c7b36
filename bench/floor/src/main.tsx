import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { FloorApp } from './FloorApp';
import { routes } from './routes';
import { createFloorStore } from './store';

const { store, startSagas } = createFloorStore();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The build prerendered this route (plugins/prerender.ts): React adopts that markup instead of
// building it again, and may yield to the browser while it does. The saga starts once the
// hydration has committed, so its answer never lands in the middle of the first render.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <FloorApp store={store} router={router} onCommitted={startSagas} />
    </StrictMode>,
  );
});
