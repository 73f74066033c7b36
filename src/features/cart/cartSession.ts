import type { Action } from '@reduxjs/toolkit';
import { call, put, select, take } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Cart, Market } from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { cookieLifetimes, cookieNames, type CookieService } from '../../services/cookies';
import { loggedOut } from '../../core/session';
import { selectCurrentMarket } from '../market';
import { resolveStoreGroup } from '../settings';
import { readdAndReport } from './cartReadd';
import { clearIncognitoCart, readIncognitoCart, storeIncognitoCart } from './incognitoCart';
import { cartFailed, cartSessionStarted, cartSucceeded } from './cartSlice';
import { selectCartRequest } from './selectors';

/** The shopper backend answers 404 for a cart token it no longer knows. */
const isLostSession = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/**
 * A change refused because the backend no longer has the page's cart session (it expired while
 * the page was open, or the cookie went): 404 'session not found', or 401 when no token went along.
 */
export const isLostCartSession = (error: unknown) =>
  error instanceof ApiError &&
  ((error.statusCode === 404 && error.message === 'session not found') || error.statusCode === 401);

/** Where a cart session is started: a store group (id, or slug where no id is known) and a market. */
export interface CartDestination {
  storeGroupId: string;
  market: Market;
}

/** The cart session's token, for the shopper backend's Authorization header. */
export const storedCartToken = (cookies: CookieService) => cookies.get(cookieNames.cartToken);

/** Whether the visitor has a cart session (its token is stored). */
export function* hasCartSession() {
  const cookies = yield* service('cookies');
  return Boolean(yield* call(cookies.get, cookieNames.cartToken));
}

/** The cart session is over (its cart was ordered, or the shopper signed out). */
export function* endCartSession() {
  const cookies = yield* service('cookies');
  yield* call(cookies.remove, cookieNames.cartToken);
}

/** Starts a cart session; by default in the current market and the visitor's store group. */
export function* startCartSession(destination: Partial<CartDestination> = {}) {
  const api = yield* service('api');
  const cookies = yield* service('cookies');
  const market = destination.market ?? (yield* select(selectCurrentMarket));
  const storeGroupId = destination.storeGroupId ?? (yield* call(resolveStoreGroup)).id;
  const { token, cart } = yield* callApiOnce(api.shopper.startSession, {
    storeGroupId,
    countryCode: market.country,
    languageCode: market.language,
  });
  yield* call(cookies.set, cookieNames.cartToken, token, cookieLifetimes.cart);
  yield* call(cookies.set, cookieNames.storeGroupId, cart.storeGroupId, cookieLifetimes.cart);
  return cart;
}

/**
 * Loads the visitor's cart, starting a new session when there is none or it was lost; a new session
 * gets the incognito cart's lines back (docs/rules.md#cart-session), except after a logout, which
 * clears the cart for the next visitor.
 */
export function* loadCart(action?: Action) {
  const api = yield* service('api');
  try {
    if (action?.type === loggedOut.type) {
      yield* call(endCartSession);
      yield* call(clearIncognitoCart);
    }
    let cart: Cart | null = null;
    if (yield* call(hasCartSession)) {
      try {
        cart = yield* callApi(api.shopper.getSession);
      } catch (error) {
        if (!isLostSession(error)) throw error;
      }
    }
    if (cart) {
      yield* put(cartSucceeded(cart));
      yield* call(storeIncognitoCart, cart);
    } else {
      yield* call(restartCartSession);
    }
  } catch (error) {
    yield* put(cartFailed(toErrorInfo(error)));
  }
}

/** A new cart session with the incognito cart's lines in it, shown; returns the new cart. */
export function* restartCartSession() {
  const lines = yield* call(readIncognitoCart);
  const cart = yield* call(readdAndReport, yield* call(startCartSession), lines);
  yield* put(cartSucceeded(cart));
  yield* put(cartSessionStarted({ cartId: cart.id }));
  yield* call(storeIncognitoCart, cart);
  return cart;
}

/**
 * Runs a cart change; when the backend has lost the page's cart session, starts a new one with
 * the incognito lines (the cart as the shopper last saw it) and runs the change once more in it,
 * so the click is not lost. `change` gets the cart it applies to: null the first time.
 */
export function* inCartSession<R>(change: (restarted: Cart | null) => Generator<unknown, R, unknown>) {
  // Before the page's cart has loaded, a new visitor has no session yet (it starts once the
  // settings are known): a change waits for it, as sent without a token it would be refused and
  // start a second session beside the page's.
  const { status } = yield* select(selectCartRequest);
  if ((status === 'idle' || status === 'loading') && !(yield* call(hasCartSession)))
    yield* take([cartSucceeded, cartFailed]);
  try {
    return (yield* call(change, null)) as R;
  } catch (error) {
    if (!isLostCartSession(error)) throw error;
  }
  const restarted = yield* call(restartCartSession);
  return (yield* call(change, restarted)) as R;
}
