import { call } from 'typed-redux-saga';
import type { CartItem } from '../../api/types';
import { service } from '../../core/services';
import { ecommerceOf } from './ecommercePayload';

export type CartEvent = 'add_to_cart' | 'remove_from_cart' | 'view_cart';

/** Sends one cart event to the data layer; nothing for an empty change. */
export function* trackCartEvent(
  event: CartEvent,
  currency: string,
  lines: { item: CartItem; quantity: number }[],
) {
  if (lines.length === 0) return;
  const analytics = yield* service('analytics');
  yield* call(analytics.track, event, ecommerceOf(currency, lines));
}
