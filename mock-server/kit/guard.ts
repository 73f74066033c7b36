import { HttpResponse, type PathParams } from 'msw';

/** A failure a handler reports by throwing; guard() turns it into the backend's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly extra: { details?: string | string[]; message?: string; [key: string]: unknown } = {},
  ) {
    super(error);
  }
}

/** Each backend spells its error body its own way (spec point 3, "Error body"). */
export type ErrorStyle = 'shopper' | 'management' | 'proxy' | 'control';

export function errorBody(style: ErrorStyle, status: number, error: string, extra: HttpError['extra'] = {}) {
  switch (style) {
    case 'proxy':
      return { ok: false, status, error, ...extra };
    case 'shopper':
      return { error, statusCode: status, ...extra };
    default:
      return { error, ...extra };
  }
}

export function errorResponse(
  style: ErrorStyle,
  status: number,
  error: string,
  extra?: HttpError['extra'],
): Response {
  return HttpResponse.json(errorBody(style, status, error, extra), { status });
}

export type Resolver = (info: {
  request: Request;
  params: PathParams;
}) => Promise<Response | undefined> | Response | undefined;

/**
 * Wraps a resolver so a thrown HttpError becomes its error answer and any
 * other throw a 500, instead of an exception escaping into msw.
 */
export function guard(style: ErrorStyle, resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (thrown) {
      if (thrown instanceof HttpError) return errorResponse(style, thrown.status, thrown.error, thrown.extra);
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      console.error('[mock] handler failed', thrown);
      return errorResponse(style, 500, 'Internal mock error', { message });
    }
  };
}
