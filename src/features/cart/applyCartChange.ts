import { call, put } from 'typed-redux-saga';
import type { Cart } from '../../api/types';
import { cartChanged, checkoutInvalidated } from './cartSlice';
import { storeIncognitoCart } from './incognitoCart';

/**
 * After every successful change (docs/rules.md#cart-changes): the cart is replaced with the
 * returned one, the checkout is invalidated (the checkout drops its token and cached checkout), and
 * the incognito cart follows.
 */
export function* applyCartChange(cart: Cart) {
  yield* put(cartChanged(cart));
  yield* put(checkoutInvalidated());
  yield* call(storeIncognitoCart, cart);
}
