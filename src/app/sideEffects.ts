import type { NavigationService } from '../services/navigation';
import { createBrowserServices } from './browserServices';
import { sagaRuntime } from './sagaRuntime';

/**
 * Everything the store's side effects need, as one chunk every page asks for beside the shell
 * (tooling/prerenderShells.ts): the saga runtime, the sagas every page runs, and the browser's
 * services with the API clients and axios. The first screen renders without it (src/main.tsx).
 */
export const browserSagaRuntime = (navigation: NavigationService) =>
  sagaRuntime(createBrowserServices(navigation));
