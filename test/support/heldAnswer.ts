import { http } from 'msw';
import { mockServer } from '../../mock-server/node';

/**
 * Holds the next request to the mock whose pathname contains `path` (of `method`, when given) until
 * `release()`; the mock's own handlers then answer it as usual. A screen test sees what the page
 * shows while it waits for as long as it looks, without waiting for a latency fault to run out.
 * (msw tries this handler first, handlers reset after each test.)
 */
export function holdNextAnswer(path: string, method?: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  mockServer.use(
    http.all(
      ({ request }) =>
        (method === undefined || request.method === method.toUpperCase()) &&
        new URL(request.url).pathname.includes(path),
      async () => {
        requests += 1;
        await released;
        // No answer of its own: msw goes on to the mock's handlers.
        return undefined;
      },
      { once: true },
    ),
  );
  return {
    release,
    /** Whether the request has come (and is being held, until released). */
    arrived: () => requests > 0,
  };
}
