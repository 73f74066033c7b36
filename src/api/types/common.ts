// Wire shapes every backend shares (docs/rules.md#data-shapes).

/** Every answer of the product's own proxy (/api) has this envelope. */
export interface ProxyEnvelope<T> {
  ok: boolean;
  status: number;
  data: T;
}

/** The error body every backend answers with on failure (docs/rules.md#api-errors). */
export interface ErrorBody {
  error?: string;
  message?: string;
  details?: string | string[];
  statusCode?: number;
  requestId?: string;
  errors?: string[];
  productVariantIDs?: string[];
  /** A 429's wait before trying again (also in the Retry-After header). */
  retryAfterSeconds?: number;
}
