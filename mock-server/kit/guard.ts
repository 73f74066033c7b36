import type { PathParams } from 'msw';
import { errorResponse, HttpError, type ErrorStyle } from './httpError';
import { checkPathParams, checkQuery } from './paths';

export { errorBody, errorResponse, HttpError, type ErrorStyle } from './httpError';

export type Resolver = (info: {
  request: Request;
  params: PathParams;
}) => Promise<Response | undefined> | Response | undefined;

/** What a thrown value answers: its own status, a 400 for bad percent-encoding, else a 500. */
function failureResponse(style: ErrorStyle, thrown: unknown): Response {
  if (thrown instanceof HttpError) return errorResponse(style, thrown.status, thrown.error, thrown.extra);
  // decodeURIComponent of something the client sent (a handler decoding a value itself).
  if (thrown instanceof URIError) return errorResponse(style, 400, 'malformed percent-encoding');
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  console.error('[mock] handler failed', thrown);
  return errorResponse(style, 500, 'Internal mock error', { message });
}

/**
 * Wraps a resolver so its path parameters and query are bounded first, a thrown HttpError
 * becomes its error answer and any other throw a 500, instead of an exception escaping into msw.
 */
export function guard(style: ErrorStyle, resolver: Resolver): Resolver {
  return async (info) => {
    try {
      checkPathParams(info.params);
      checkQuery(new URL(info.request.url));
      return await resolver(info);
    } catch (thrown) {
      return failureResponse(style, thrown);
    }
  };
}
