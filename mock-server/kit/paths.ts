import { http, type PathParams, type RequestHandler } from 'msw';
import { MAX_ID_LENGTH, MAX_QUERY_PARAMS, MAX_STRING_LENGTH } from './bounds';
import { errorResponse, HttpError, type ErrorStyle } from './httpError';

// msw percent-decodes path parameters (and the `*` of '*/shopper/...') with decodeURIComponent
// while it matches a request against a handler, before any resolver runs: a malformed escape
// ('%', '%E0%A4%A') throws a URIError there, for every handler whose pattern fits the path, and
// even for handlers of another method. So mis-encoded paths are refused before any handler matches.

/** Whether the path has an escape decodeURIComponent refuses. */
export function hasMalformedEncoding(pathname: string): boolean {
  // The decoded text is compared, not dropped: a bundler (Vite bundles its config, and with it the
  // embedded mock) removes a call to a built-in whose result is unused, and the check with it.
  try {
    return decodeURIComponent(pathname) === undefined;
  } catch {
    return true;
  }
}

/** The backends by the path segment their routes start with; anything else answers like the mock's own. */
const STYLE_BY_SEGMENT: Readonly<Record<string, ErrorStyle>> = {
  shopper: 'shopper',
  api: 'proxy',
  management: 'management',
  newsletter: 'newsletter',
  __mock: 'control',
  'mock-assets': 'control',
  // Before the 'api' segment of /mock-providers/{slug}/api/…
  'mock-providers': 'control',
};

/**
 * Whose error body a path gets: the backend of its first segment, as the Vite plugin routes it;
 * else of the first backend segment in it, since the handlers' patterns match after any prefix.
 */
export function styleOfPath(pathname: string): ErrorStyle {
  // The provider backends beside the shopper backend (/shopper-klarna, /shopper-retain24) answer like it.
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('shopper-') ? 'shopper' : segment));
  const known = segments.find((segment) => Object.hasOwn(STYLE_BY_SEGMENT, segment));
  return (known === undefined ? undefined : STYLE_BY_SEGMENT[known]) ?? 'control';
}

/** The first handler: a mis-encoded path gets a 400 in its backend's error body. */
export const malformedPathHandler: RequestHandler = http.all(
  ({ request }) => hasMalformedEncoding(new URL(request.url).pathname),
  ({ request }) => {
    const { pathname } = new URL(request.url);
    return errorResponse(styleOfPath(pathname), 400, 'path has malformed percent-encoding');
  },
);

/** Every path parameter an id's length at most; 400 otherwise. */
export function checkPathParams(params: PathParams): void {
  for (const [name, value] of Object.entries(params)) {
    const texts = Array.isArray(value) ? value : [value ?? ''];
    if (texts.some((text) => text.length > MAX_ID_LENGTH)) {
      throw new HttpError(400, `${name} must be at most ${MAX_ID_LENGTH} characters`);
    }
  }
}

/** At most MAX_QUERY_PARAMS query parameters, each at most MAX_STRING_LENGTH characters; 400 otherwise. */
export function checkQuery(url: URL): void {
  const entries = [...url.searchParams];
  if (entries.length > MAX_QUERY_PARAMS) {
    throw new HttpError(400, `at most ${MAX_QUERY_PARAMS} query parameters`);
  }
  const tooLong = entries.find(([, value]) => value.length > MAX_STRING_LENGTH);
  if (tooLong) {
    throw new HttpError(400, `query parameter ${tooLong[0]} must be at most ${MAX_STRING_LENGTH} characters`);
  }
}
