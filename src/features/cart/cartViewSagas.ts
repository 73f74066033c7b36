import { call, select, take, takeLatest } from 'typed-redux-saga';
import { trackCartEvent } from './cartAnalytics';
import { cartSucceeded, cartViewed } from './cartSlice';
import { selectCart } from './selectors';

/** view_cart (docs/rules.md#analytics) with the cart's lines; waits for the cart when it is still loading. */
export function* trackCartView() {
  let cart = yield* select(selectCart);
  if (!cart) cart = (yield* take(cartSucceeded)).payload;
  yield* call(
    trackCartEvent,
    'view_cart' as const,
    cart.currencyCode,
    cart.items.map((item) => ({ item, quantity: item.quantity })),
  );
}

export function* cartViewWatcher() {
  yield* takeLatest(cartViewed.type, trackCartView);
}
