import { http, passthrough } from 'msw';
import { mockServer } from '../../mock-server/node';

/**
 * Lets requests to a real server (the node mock server, the Vite dev server) out of the jest msw
 * server, which intercepts every fetch. A predicate, not a path pattern, which msw would
 * percent-decode, so mis-encoded paths reach the server untouched. Handlers reset after each test.
 */
export function letThroughTo(origin: string): void {
  mockServer.use(
    http.all(
      ({ request }) => request.url.startsWith(origin),
      () => passthrough(),
    ),
  );
}
