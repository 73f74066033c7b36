import { call, put, select } from 'typed-redux-saga';
import { readdAndReport } from './cartReadd';
import { startCartSession, type CartDestination } from './cartSession';
import { cartSessionStarted, cartSucceeded, checkoutInvalidated } from './cartSlice';
import { readIncognitoCart, storeIncognitoCart } from './incognitoCart';
import { incognitoLinesOf } from './incognitoLines';
import { selectCart } from './selectors';

/**
 * Moves the shopper's cart to a new session in another market or store group
 * (docs/rules.md#cart-session): the one flow behind the market switch and the login's store-group
 * migration. A new session starts at the destination, the lines (the loaded cart's, else the stored
 * incognito cart's) are added again parents first, the refused ones are named in one warning, the
 * old session's checkout is dropped and the incognito cart follows the new cart; the new session is
 * announced, for the company it carries. A failure to start the session is the caller's.
 */
export function* moveCart(destination: Partial<CartDestination> = {}) {
  const loaded = yield* select(selectCart);
  const lines = loaded ? incognitoLinesOf(loaded) : yield* call(readIncognitoCart);
  const started = yield* call(startCartSession, destination);
  const cart = yield* call(readdAndReport, started, lines);
  yield* put(cartSucceeded(cart));
  yield* put(cartSessionStarted({ cartId: cart.id }));
  // The old session's checkout belongs to the old cart.
  yield* put(checkoutInvalidated());
  yield* call(storeIncognitoCart, cart);
  return cart;
}
