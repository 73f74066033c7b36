import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { FloorApp } from './FloorApp';
import { routes } from './routes';
import { createFloorStore } from './store';

/**
 * A route as the browser's first render will show it: the store in its initial state and no
 * saga, so the hydration finds the same tree. Emotion's style tags are in the markup; the build
 * moves them to the head (plugins/prerender.ts).
 */
export function renderRoute(path: string): string {
  const { store } = createFloorStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(
    <StrictMode>
      <FloorApp store={store} router={router} />
    </StrictMode>,
  );
  router.dispose();
  return html;
}
