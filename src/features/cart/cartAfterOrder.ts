import { call, select, take } from 'typed-redux-saga';
import type { Cart } from '../../api/types';
import { cartFailed, cartSucceeded } from './cartSlice';
import { endCartSession, restartCartSession } from './cartSession';
import { clearIncognitoCart } from './incognitoCart';
import { selectCart, selectCartRequest } from './selectors';

/** The cart as soon as it has loaded (a confirmation page opened by a reload waits for it). */
export function* loadedCart() {
  const request = yield* select(selectCartRequest);
  if (request.status === 'idle' || request.status === 'loading') {
    const cart = yield* select(selectCart);
    if (!cart) yield* take([cartSucceeded.type, cartFailed.type]);
  }
  return (yield* select(selectCart)) as Cart | null;
}

/**
 * An order was placed from the cart `cartId`: that cart is done, and the shopper gets a new, empty
 * one (the checkout ends its own part). A different cart (the shopper has shopped on since) is left alone; returns whether it cleared.
 */
export function* clearOrderedCart(cartId: string) {
  const cart = yield* call(loadedCart);
  if (cart && cart.id !== cartId) return false;
  yield* call(endCartSession);
  yield* call(clearIncognitoCart);
  yield* call(restartCartSession);
  return true;
}
