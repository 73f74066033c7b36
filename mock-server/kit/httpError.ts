import { HttpResponse } from 'msw';
import { newId } from './ids';

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

/** Each backend spells its error body its own way (docs/rules.md#api-errors). */
export type ErrorStyle = 'shopper' | 'management' | 'proxy' | 'newsletter' | 'control';

export function errorBody(style: ErrorStyle, status: number, error: string, extra: HttpError['extra'] = {}) {
  switch (style) {
    case 'proxy':
      return { ok: false, status, error, ...extra };
    case 'newsletter':
      // The list answers `{ success, message }`, failures too, with `error` as every backend's key.
      return { success: false, message: error, error, ...extra };
    case 'shopper':
      // The shopper backend's error body carries a requestId the app keeps with the error (src/api/http.ts).
      return { error, statusCode: status, requestId: newId('req'), ...extra };
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
