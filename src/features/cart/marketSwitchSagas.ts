import { call, put, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { marketChosen } from '../market';
import { moveCart } from './cartMove';
import { cartFailed } from './cartSlice';

/**
 * docs/rules.md#market-switch: the market is already stored (market feature); the cart moves to
 * a new session for the new market's country and language in the visitor's store group. Lines the
 * new market refuses are named in one warning and leave the cart.
 */
export function* switchMarketCart() {
  try {
    yield* call(moveCart);
  } catch (error) {
    // The incognito cart is left as it was, so the lines come back with the next session.
    yield* put(cartFailed(toErrorInfo(error)));
  }
}

export function* marketSwitchWatcher() {
  yield* takeLatest(marketChosen.type, switchMarketCart);
}
