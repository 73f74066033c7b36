import { call, getContext, put, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { Services } from '../../app/services';
import { cookieNames } from '../../services/cookies';
import { marketChosen } from '../market';
import { readIncognitoCart, storeIncognitoCart } from './cartEffects';
import { readdAndReport } from './cartReadd';
import { startCartSession } from './cartSession';
import { cartFailed, cartSucceeded, checkoutInvalidated } from './cartSlice';

/**
 * Spec point 4, "Market switch": the market is already stored (market feature); a new session
 * starts for the new market's country and language in the visitor's store group, and the
 * incognito lines are added to it. Lines the new market refuses are named in one warning and
 * then leave the incognito cart with the rest of the old session (it mirrors the server cart).
 */
export function* switchMarketCart() {
  const cookies = yield* getContext<Services['cookies']>('cookies');
  try {
    const lines = yield* call(readIncognitoCart);
    const started = yield* call(startCartSession);
    const cart = yield* call(readdAndReport, started, lines);
    yield* put(cartSucceeded(cart));
    // The old session's checkout belongs to the old market.
    yield* call(cookies.remove, cookieNames.checkoutToken);
    yield* put(checkoutInvalidated());
    yield* call(storeIncognitoCart, cart);
  } catch (error) {
    // The incognito cart is left as it was, so the lines come back with the next session.
    yield* put(cartFailed(toErrorInfo(error)));
  }
}

export function* marketSwitchWatcher() {
  yield* takeLatest(marketChosen.type, switchMarketCart);
}
