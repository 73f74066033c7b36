import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, messageFromBody } from './apiError';
import type { ErrorBody, ProxyEnvelope } from './types';

/** Reads the credential an instance sends; cookies are injected so tests and SSR can swap them. */
export type TokenSource = () => string | undefined;

export interface HttpBaseUrls {
  proxy: string;
  shopper: string;
  orders: string;
  uploads: string;
  newsletter: string;
}

export interface HttpTokens {
  /** The signed-in user's access token (proxy, orders, uploads). */
  user: TokenSource;
  /** The shopper backend's cart session token. */
  cart: TokenSource;
}

/**
 * An answer the page's boot script asked for before the app's code arrived (the product of a
 * product address), by the request's full URL: taken once, then gone. Null when that request
 * failed or was refused, so the app asks itself and meets the error as usual.
 */
export type TakeEarlyAnswer = (url: string) => Promise<{ status: number; data: unknown } | null> | undefined;

/** One axios instance per backend (docs/architecture.md#api-layer). */
export interface HttpClients {
  proxy: AxiosInstance;
  shopper: AxiosInstance;
  orders: AxiosInstance;
  uploads: AxiosInstance;
  newsletter: AxiosInstance;
}

/**
 * How long a call may go unanswered before it counts as lost (and, if it is safe, is retried).
 * Generous, as a payment provider may take its time; without it a hung backend hangs the button.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A call that must take effect at most once (add to cart, sign-up, create order …) carries a key that
 * stays the same on every retry of that one action; the backend applies the first and answers the
 * rest with the first answer. A backend that ignores the header loses nothing: such calls are then
 * simply not retried blindly by anything else.
 */
export interface Once {
  idempotencyKey: string;
}

/** The data of a proxy (or order backend) answer, `{ ok, status, data }`. */
export const unwrapEnvelope = <T>(promise: Promise<{ data: ProxyEnvelope<T> }>) =>
  promise.then((response) => response.data.data);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The request config that sends a call's idempotency key. */
export function onceConfig(once: Once, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...config, headers: { ...config.headers, [IDEMPOTENCY_HEADER]: once.idempotencyKey } };
}

/**
 * The instances are made on their first use and kept, so a page that calls one backend never
 * builds (nor sets up the interceptors of) the others.
 */
export function createHttpClients(
  baseUrls: HttpBaseUrls,
  tokens: HttpTokens,
  timeoutMs = REQUEST_TIMEOUT_MS,
  takeEarlyAnswer?: TakeEarlyAnswer,
): HttpClients {
  const create = (baseURL: string, token?: TokenSource) => () =>
    createInstance(baseURL, token, timeoutMs, takeEarlyAnswer);
  return lazyProperties({
    proxy: create(baseUrls.proxy, tokens.user),
    shopper: create(baseUrls.shopper, tokens.cart),
    orders: create(baseUrls.orders, tokens.user),
    uploads: create(baseUrls.uploads, tokens.user),
    newsletter: create(baseUrls.newsletter),
  });
}

/**
 * An object whose every property is made by its function on the first read and is the same value
 * on every later one. The properties stay enumerable, so spreading or Object.values still sees them
 * (and makes them).
 */
export function lazyProperties<T extends Record<string, () => unknown>>(
  makers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const made: Partial<Record<keyof T, unknown>> = {};
  const target = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => {
        if (!(key in made)) made[key] = makers[key]!();
        return made[key];
      },
    });
  }
  return target;
}

function createInstance(
  baseURL: string,
  token: TokenSource | undefined,
  timeout: number,
  takeEarlyAnswer: TakeEarlyAnswer | undefined,
): AxiosInstance {
  const instance = axios.create({ baseURL, timeout, headers: { 'Content-Type': 'application/json' } });
  if (takeEarlyAnswer) {
    const network = axios.getAdapter(instance.defaults.adapter);
    instance.defaults.adapter = async (config) => {
      const early = config.method === 'get' ? takeEarlyAnswer(instance.getUri(config)) : undefined;
      const answer = early ? await early : null;
      if (!answer) return network(config);
      return { data: answer.data, status: answer.status, statusText: '', headers: {}, config, request: null };
    };
  }
  instance.interceptors.request.use((request: InternalAxiosRequestConfig) => {
    const value = token?.();
    // A call may bring its own Authorization (the checkout token); keep it.
    if (value && !request.headers.Authorization) request.headers.Authorization = `Bearer ${value}`;
    return request;
  });
  instance.interceptors.response.use(
    (response) => {
      if (response.status === 204 || response.data === '' || response.data == null) response.data = {};
      return response;
    },
    (error: unknown) => Promise.reject(normaliseError(error)),
  );
  return instance;
}

export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) {
      return new ApiError({ message: error.message || 'Network Error', isNetworkError: true });
    }
    const body = (
      response.data && typeof response.data === 'object' ? response.data : null
    ) as ErrorBody | null;
    const headerRequestId = response.headers?.['x-request-id'];
    return new ApiError({
      message: messageFromBody(body),
      statusCode: response.status,
      requestId: body?.requestId ?? (typeof headerRequestId === 'string' ? headerRequestId : null),
      errors: Array.isArray(body?.errors) ? body.errors : [],
      body,
    });
  }
  return new ApiError({
    message: error instanceof Error ? error.message : String(error),
    isNetworkError: true,
  });
}
