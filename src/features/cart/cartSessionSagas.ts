import { call, getContext, put, select, take, takeLatest } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Cart } from '../../api/types';
import { callApi } from '../../app/callApi';
import type { Services } from '../../app/services';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import { loggedOut } from '../auth';
import { selectCurrentMarket } from '../market';
import {
  selectSettingsRequest,
  selectStoreGroupBySlug,
  settingsFailed,
  settingsSucceeded,
} from '../settings';
import { config } from '../../config';
import { cartFailed, cartRequested, cartSucceeded } from './cartSlice';

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

/** Loads the visitor's cart, starting a new session when there is none or it was lost. */
export function* loadCart() {
  const api = yield* getContext<Services['api']>('api');
  const cookies = yield* getContext<Services['cookies']>('cookies');
  try {
    let cart: Cart | null = null;
    if (yield* call(cookies.get, cookieNames.cartToken)) {
      try {
        cart = yield* callApi(api.shopper.getSession);
      } catch (error) {
        if (!isLostSession(error)) throw error;
      }
    }
    cart = cart ?? (yield* call(startCartSession));
    yield* put(cartSucceeded(cart));
  } catch (error) {
    yield* put(cartFailed(toErrorInfo(error)));
  }
}

/** The store groups come with the settings; wait for them before the first cart call. */
function* waitForSettings() {
  const request = yield* select(selectSettingsRequest);
  if (request.status === 'succeeded' || request.status === 'failed') return;
  yield* take([settingsSucceeded.type, settingsFailed.type]);
}

export function* cartSessionRootSaga() {
  yield* takeLatest([cartRequested.type, loggedOut.type], loadCart);
  yield* call(waitForSettings);
  yield* put(cartRequested());
}
