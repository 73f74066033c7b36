import { call, put } from 'typed-redux-saga';
import type { Cart } from '../../api/types';
import { service } from '../../core/services';
import { cookieNames } from '../../services/cookies';
import { cartChanged, checkoutInvalidated } from './cartSlice';
import { storeIncognitoCart } from './incognitoCart';

/**
 * After every successful change (spec point 4): the cart is replaced with the returned one, the
 * checkout token cookie is deleted and the cached checkout emptied, and the incognito cart follows.
 */
export function* applyCartChange(cart: Cart) {
  const cookies = yield* service('cookies');
  yield* put(cartChanged(cart));
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* put(checkoutInvalidated());
  yield* call(storeIncognitoCart, cart);
}
