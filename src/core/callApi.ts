import { call, delay, put, race, select, take } from 'typed-redux-saga';
import { ApiError, UNEXPECTED_ERROR } from '../api/apiError';
import type { Once } from '../api/http';
import { newId } from '../lib/ids';
import { cookieLifetimes, cookieNames, loginCookies } from '../services/cookies';
import { service } from './services';
import {
  selectTokenRefreshStatus,
  sessionEnded,
  tokenRefreshFailed,
  tokenRefreshStarted,
  tokenRefreshSucceeded,
} from './session';

export const NETWORK_RETRIES = 3;
export const NETWORK_RETRY_DELAY_MS = 500;

/**
 * Calls an API function with the shop's retry rules (docs/architecture.md#backend-calls):
 * a 401/403 refreshes the user's access token once (shared by concurrent calls) and retries once;
 * an answerless failure (network, timeout) is retried 3 times 500 ms apart, then becomes
 * 'An unexpected error occurred' with status 500. Everything else is thrown as it came.
 *
 * Retrying is safe only for a call that does the same thing however often it runs (reads, PUT,
 * DELETE). A call that must take effect once takes a `Once` and goes through `callApiOnce`.
 */
export function* callApi<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, ...args: Args) {
  return yield* callWithRules(true, fn, args);
}

/**
 * callApi for a call whose 401 means wrong credentials rather than an expired token (the login):
 * a refused password must not spend, or end, the session a stale refresh cookie still holds.
 */
export function* callApiWithoutRefresh<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
) {
  return yield* callWithRules(false, fn, args);
}

function* callWithRules<Args extends unknown[], R>(
  mayRefresh: boolean,
  fn: (...args: Args) => Promise<R>,
  args: Args,
) {
  let refreshed = !mayRefresh;
  let networkRetries = 0;
  for (;;) {
    try {
      return (yield* call(fn, ...args)) as R;
    } catch (error) {
      if (!refreshed && isAuthFailure(error)) {
        refreshed = true;
        if (yield* call(refreshAccessToken)) continue;
        throw error;
      }
      if (isAnswerless(error)) {
        if (networkRetries < NETWORK_RETRIES) {
          networkRetries += 1;
          yield* delay(NETWORK_RETRY_DELAY_MS);
          continue;
        }
        throw new ApiError({ message: UNEXPECTED_ERROR, statusCode: 500 });
      }
      throw error;
    }
  }
}

/**
 * Calls an API function that must take effect at most once (add to cart, sign-up …) with one
 * idempotency key for all its attempts, so a retry after a lost answer gets the first answer from
 * the backend instead of applying the call again.
 */
export function* callApiOnce<Args extends unknown[], R>(
  fn: (...args: [...Args, Once]) => Promise<R>,
  ...args: Args
) {
  const once: Once = { idempotencyKey: yield* call(newId) };
  return (yield* callApi(fn, ...args, once)) as R;
}

/**
 * 401, or 403 without a business error code: a 403 such as ORDER_LIMIT_REACHED is a refusal,
 * not an expired token, and refreshing would not change it.
 */
function isAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.statusCode === 401) return true;
  const code = error.body?.error;
  return error.statusCode === 403 && !(typeof code === 'string' && /^[A-Z][A-Z_]+$/.test(code));
}

function isAnswerless(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError;
}

/** Returns true when a fresh access token is in the cookie. */
export function* refreshAccessToken() {
  const cookies = yield* service('cookies');
  const refreshToken = yield* call(cookies.get, cookieNames.refreshToken);
  // Nobody is signed in: a 401 is the caller's to handle, not a session to refresh.
  if (!refreshToken) return false;

  if ((yield* select(selectTokenRefreshStatus)) === 'refreshing') {
    const { done } = yield* race({ done: take(tokenRefreshSucceeded), failed: take(tokenRefreshFailed) });
    return Boolean(done);
  }

  yield* put(tokenRefreshStarted());
  let succeeded = false;
  try {
    const api = yield* service('api');
    const { access_token: accessToken } = yield* call(api.proxy.refreshToken, refreshToken);
    // The login's lifetime, not a browser-session cookie: after a browser restart the shopper is
    // still signed in for as long as the refresh token and the store group cookies say so.
    yield* call(cookies.set, cookieNames.userToken, accessToken, cookieLifetimes.session);
    succeeded = true;
  } catch {
    yield* call(endSession);
  } finally {
    // Also on cancellation, so callers waiting on this refresh are released.
    yield* put(succeeded ? tokenRefreshSucceeded() : tokenRefreshFailed());
  }
  return succeeded;
}

function* endSession() {
  const cookies = yield* service('cookies');
  for (const name of loginCookies) yield* call(cookies.remove, name);
  // The auth feature tells the shopper; core shows no UI.
  yield* put(sessionEnded());
}
