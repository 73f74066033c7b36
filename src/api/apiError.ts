import type { ErrorBody } from './types';

/** Plain, serializable error data for Redux state and actions. */
export interface ErrorInfo {
  message: string;
  code: string | null;
  statusCode: number | null;
  requestId: string | null;
  errors: string[];
  details: string | null;
  productVariantIDs: string[];
}

export const SOMETHING_WENT_WRONG = 'somethingWentWrong';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const OUT_OF_STOCK_ERROR = 'out of stock error';

/** Every failed backend call becomes one of these (docs/rules.md#api-errors). */
export class ApiError extends Error {
  readonly statusCode: number | null;
  readonly requestId: string | null;
  readonly errors: string[];
  readonly body: ErrorBody | null;
  readonly details: string | null;
  readonly productVariantIDs: string[];
  /** True when no answer came back at all (network down, CORS, aborted). */
  readonly isNetworkError: boolean;

  constructor(init: {
    message: string;
    statusCode?: number | null;
    requestId?: string | null;
    errors?: string[];
    body?: ErrorBody | null;
    isNetworkError?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode ?? null;
    this.requestId = init.requestId ?? null;
    this.errors = init.errors ?? [];
    this.body = init.body ?? null;
    const details = init.body?.details;
    this.details = Array.isArray(details) ? details.join(', ') : (details ?? null);
    this.productVariantIDs = init.body?.productVariantIDs ?? [];
    this.isNetworkError = init.isNetworkError ?? false;
  }

  get isOutOfStock(): boolean {
    return this.statusCode === 404 && this.message === OUT_OF_STOCK_ERROR;
  }
}

/** The message rule (docs/rules.md#api-errors): `error`, then `message`, else 'somethingWentWrong'. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as ErrorBody;
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return SOMETHING_WENT_WRONG;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError) {
    return {
      message: error.message,
      code: typeof error.body?.error === 'string' ? error.body.error : null,
      statusCode: error.statusCode,
      requestId: error.requestId,
      errors: error.errors,
      details: error.details,
      productVariantIDs: error.productVariantIDs,
    };
  }
  return {
    message: error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR,
    code: null,
    statusCode: null,
    requestId: null,
    errors: [],
    details: null,
    productVariantIDs: [],
  };
}
