import { call, getContext, put } from 'typed-redux-saga';
import type { Cart, CartItem } from '../../api/types';
import type { Services } from '../../app/services';
import { toMajorUnits } from '../../lib/money';
import { cookieNames } from '../../services/cookies';
import { storageKeys } from '../../services/storage';
import { cartChanged, checkoutInvalidated } from './cartSlice';
import { incognitoLinesOf, parseIncognitoLines } from './incognitoLines';

export type CartEvent = 'add_to_cart' | 'remove_from_cart' | 'view_cart';

/** A GA4 ecommerce payload (amounts in major units, spec point 3). */
export function ecommerceOf(currency: string, lines: { item: CartItem; quantity: number }[]) {
  return {
    ecommerce: {
      currency,
      value: toMajorUnits(
        lines.reduce((sum, { item, quantity }) => sum + item.salePriceAmount * quantity, 0),
      ),
      items: lines.map(({ item, quantity }) => ({
        item_id: item.productVariantId,
        item_name: item.customAttributes.parentName ?? item.displayName ?? item.name,
        item_brand: item.customAttributes.brand,
        item_variant: [item.customAttributes.color, item.customAttributes.size].filter(Boolean).join(' / '),
        price: toMajorUnits(item.salePriceAmount),
        quantity,
      })),
    },
  };
}

export function* trackCartEvent(
  event: CartEvent,
  currency: string,
  lines: { item: CartItem; quantity: number }[],
) {
  if (lines.length === 0) return;
  const analytics = yield* getContext<Services['analytics']>('analytics');
  yield* call(analytics.track, event, ecommerceOf(currency, lines));
}

/** Keeps the incognito cart in step with the server cart (spec point 1). */
export function* storeIncognitoCart(cart: Cart) {
  const storage = yield* getContext<Services['localStorage']>('localStorage');
  yield* call(storage.set, storageKeys.incognitoCart, incognitoLinesOf(cart));
}

export function* readIncognitoCart() {
  const storage = yield* getContext<Services['localStorage']>('localStorage');
  return parseIncognitoLines(yield* call(storage.get<unknown>, storageKeys.incognitoCart));
}

export function* clearIncognitoCart() {
  const storage = yield* getContext<Services['localStorage']>('localStorage');
  yield* call(storage.remove, storageKeys.incognitoCart);
}

/**
 * After every successful change (spec point 4): the cart is replaced with the returned one, the
 * checkout token cookie is deleted and the cached checkout emptied, and the incognito cart follows.
 */
export function* applyCartChange(cart: Cart) {
  const cookies = yield* getContext<Services['cookies']>('cookies');
  yield* put(cartChanged(cart));
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* put(checkoutInvalidated());
  yield* call(storeIncognitoCart, cart);
}
