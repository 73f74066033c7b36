import type { Action } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Cart } from '../../api/types';
import { callApi } from '../../app/callApi';
import type { Services } from '../../app/services';
import { config } from '../../config';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import { loggedOut } from '../auth';
import { selectCurrentMarket } from '../market';
import { selectStoreGroupBySlug } from '../settings';
import { clearIncognitoCart, readIncognitoCart, storeIncognitoCart } from './cartEffects';
import { readdAndReport } from './cartReadd';
import { cartFailed, cartSucceeded } from './cartSlice';

/** The shopper backend answers 404 for a cart token it no longer knows. */
const isLostSession = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/** Starts a cart session for the current market and the visitor's store group. */
export function* startCartSession() {
  const api = yield* getContext<Services['api']>('api');
  const cookies = yield* getContext<Services['cookies']>('cookies');
  const market = yield* select(selectCurrentMarket);
  const slug = (yield* call(cookies.get, cookieNames.storeGroupSlug)) || config.defaultStoreGroup;
  const storeGroup = yield* select(selectStoreGroupBySlug, slug);
  const { token, cart } = yield* callApi(api.shopper.startSession, {
    storeGroupId: storeGroup?.id ?? slug,
    countryCode: market.country,
    languageCode: market.language,
  });
  yield* call(cookies.set, cookieNames.cartToken, token, cookieLifetimes.cart);
  yield* call(cookies.set, cookieNames.storeGroupId, cart.storeGroupId, cookieLifetimes.cart);
  return cart;
}

/**
 * Loads the visitor's cart, starting a new session when there is none or it was lost; a new
 * session gets the incognito cart's lines back (spec point 1), except after a logout, which
 * clears the cart for the next visitor.
 */
export function* loadCart(action?: Action) {
  const api = yield* getContext<Services['api']>('api');
  const cookies = yield* getContext<Services['cookies']>('cookies');
  try {
    if (action?.type === loggedOut.type) yield* call(clearIncognitoCart);
    let cart: Cart | null = null;
    if (yield* call(cookies.get, cookieNames.cartToken)) {
      try {
        cart = yield* callApi(api.shopper.getSession);
      } catch (error) {
        if (!isLostSession(error)) throw error;
      }
    }
    if (!cart) {
      const lines = yield* call(readIncognitoCart);
      cart = yield* call(readdAndReport, yield* call(startCartSession), lines);
    }
    yield* put(cartSucceeded(cart));
    yield* call(storeIncognitoCart, cart);
  } catch (error) {
    yield* put(cartFailed(toErrorInfo(error)));
  }
}
