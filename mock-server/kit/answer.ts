import { getResponse, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

// msw's getResponse runs the handlers in turn until one answers, and every run first parses the
// request for that handler: it compiles the handler's path pattern, and it reads the cookies (the
// document's under jsdom, and msw's own cookie jar) and appends them to the request's cookie
// header, for every handler it passes, whatever the method. With the mock's ~160 handlers that was
// most of the time a request took (and with a cookie in the jar the header grows with every
// handler passed). So the handlers that cannot answer a request are left out before msw runs the
// rest, decided with msw's own matching: the answer is the one msw would have chosen.

/**
 * Whether msw could let this handler answer: always, unless it is an HttpHandler with a string
 * path (the mock's start with `*`) that msw's own `matchRequestUrl` does not match, or whose method
 * (compared as msw does, case-insensitively) is not the request's. A handler whose matching throws
 * (a mis-encoded path parameter) is kept, so msw throws at it just as it would have.
 */
function mayAnswer(handler: RequestHandler, method: string, url: URL): boolean {
  // http.get() and the like; a subclass (sse) may match in its own way.
  if (!(handler instanceof HttpHandler) || Object.getPrototypeOf(handler) !== HttpHandler.prototype) {
    return true;
  }
  const { method: handlerMethod, path } = handler.info;
  // A predicate decides for itself; a relative path would depend on the page's location.
  if (typeof path !== 'string' || path.startsWith('/')) return true;
  try {
    if (!matchRequestUrl(url, path).matches) return false;
  } catch {
    return true;
  }
  return typeof handlerMethod !== 'string' || handlerMethod.toLowerCase() === method.toLowerCase();
}

/** How many (method, URL) pairs a handler list remembers its candidates for; then it starts over. */
const REMEMBERED = 1000;

/**
 * Which handlers of a list may answer, by method and URL without query (all that msw's matching
 * reads). The lists are built once, at start-up (handlers.ts, managementClient.ts).
 */
const candidatesByList = new WeakMap<readonly RequestHandler[], Map<string, RequestHandler[]>>();

/** `getResponse(handlers, request)` of msw, without running the handlers that cannot answer. */
export function answerFrom(
  handlers: readonly RequestHandler[],
  request: Request,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const { method } = request;
  let remembered = candidatesByList.get(handlers);
  if (!remembered) {
    remembered = new Map();
    candidatesByList.set(handlers, remembered);
  }
  const key = `${method} ${url.origin}${url.pathname}`;
  let candidates = remembered.get(key);
  if (!candidates) {
    candidates = handlers.filter((handler) => mayAnswer(handler, method, url));
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(key, candidates);
  }
  return getResponse(candidates, request);
}
