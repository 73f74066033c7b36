import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select } from 'typed-redux-saga';
import { ApiError } from '../../api/apiError';
import type { Cart, CartItem } from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { changingOrder } from '../../core/orderChange';
import { service } from '../../core/services';
import { applyCartChange } from './applyCartChange';
import { trackCartEvent } from './cartAnalytics';
import { notifyCartError, notifyOrderLimit } from './cartErrors';
import { exceededOrderLimit, linesTouchedBy, sameLineIn } from './cartLines';
import { inCartSession, loadCart } from './cartSession';
import { saveGiftNote } from './giftNoteSagas';
import {
  cartItemAddRequested,
  cartItemAddSettled,
  cartItemChangeFailed,
  cartItemQuantityChangeRequested,
  cartItemQuantityChangeStarted,
  cartItemReleased,
  cartItemRemoveRequested,
  cartItemRemoveStarted,
  type AddToCartRequest,
} from './cartSlice';
import { selectCart } from './selectors';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';

/** Item controls come back 700 ms after the change settled (docs/rules.md#cart-changes). */
export const ITEM_REENABLE_DELAY_MS = 700;

const sameOptions = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One add to the current cart, without a toast: the order-limit check against the cart as it is
 * now, the call in the cart session (a lost session is restarted), and the returned cart applied.
 * Answers 'added' with the returned cart and the added line, or 'overLimit' with the limit the add
 * would exceed (no call made); the backend's refusals (stock, limit, market) are thrown.
 */
export function* addToCurrentCart(request: AddToCartRequest) {
  const { productVariantId, quantity, options, productParentId, orderLimit } = request;
  const api = yield* service('api');
  const items = (yield* select(selectCart))?.items ?? [];
  const parentId =
    productParentId ?? items.find((item) => item.productVariantId === productVariantId)?.productParentId;
  // A child line follows its parent's quantity and does not count against the limit.
  const limit = options?.parentItem ? null : exceededOrderLimit(items, parentId, quantity, orderLimit);
  if (limit !== null) return { kind: 'overLimit' as const, limit };
  const input = { productVariantId, quantity, ...(options ? { options } : {}) };
  const cart = yield* inCartSession(function* addToSession() {
    return yield* callApiOnce(api.shopper.addItem, input);
  });
  yield* call(applyCartChange, cart);
  const line =
    cart.items.find(
      (item) => item.productVariantId === productVariantId && sameOptions(item.options, options ?? {}),
    ) ?? cart.items.find((item) => item.productVariantId === productVariantId);
  return { kind: 'added' as const, cart, line };
}

/**
 * Adds a variant; the backend merges it into a line with the same variant and options. A gift
 * note asked for with it follows as the added line's child, while the add still counts as under
 * way, so a double click adds neither twice.
 */
export function* addItemToCart(action: PayloadAction<AddToCartRequest>) {
  const { productVariantId, quantity, giftNote } = action.payload;
  try {
    const outcome = yield* call(addToCurrentCart, action.payload);
    if (outcome.kind === 'overLimit') {
      yield* call(notifyOrderLimit, outcome.limit);
      return;
    }
    const { cart, line } = outcome;
    yield* call(
      trackCartEvent,
      'add_to_cart' as const,
      cart.currencyCode,
      line ? [{ item: line, quantity }] : [],
    );
    if (giftNote !== undefined && line) yield* call(saveGiftNote, line.id, giftNote, 'withBox' as const);
  } catch (error) {
    yield* call(notifyCartError, error);
    // The cart may have changed under us (stock, a lost session): show what the backend has.
    yield* call(loadCart);
  } finally {
    yield* put(cartItemAddSettled({ productVariantId }));
  }
}

function* findLine(itemId: string) {
  const cart = yield* select(selectCart);
  const line = cart?.items.find((item) => item.id === itemId);
  return cart && line ? { cart, line } : null;
}

/** Optimistic quantity change, rolled back when the backend refuses; quantity 0 removes the line. */
export function* changeItemQuantity(action: PayloadAction<{ itemId: string; quantity: number }>) {
  const { itemId, quantity } = action.payload;
  if (quantity < 1) {
    yield* call(removeItem, itemId);
    return;
  }
  const found = yield* call(findLine, itemId);
  if (!found || found.line.quantity === quantity) return;
  const { cart, line } = found;
  const delta = quantity - line.quantity;
  if (delta > 0) {
    const limit = exceededOrderLimit(cart.items, line.productParentId, delta);
    if (limit !== null) {
      yield* call(notifyOrderLimit, limit);
      return;
    }
  }
  const api = yield* service('api');
  const saved = linesTouchedBy(cart.items, itemId);
  yield* put(cartItemQuantityChangeStarted({ itemId, quantity }));
  try {
    const updated = yield* inCartSession(function* changeInSession(restarted: Cart | null) {
      const target = restarted ? sameLineIn(restarted, line)?.id : itemId;
      if (!target) throw new ApiError({ message: 'item not found', statusCode: 404 });
      return yield* callApi(api.shopper.updateItemQuantity, target, quantity);
    });
    yield* call(applyCartChange, updated);
    yield* call(
      trackCartEvent,
      delta > 0 ? ('add_to_cart' as const) : ('remove_from_cart' as const),
      updated.currencyCode,
      [{ item: line, quantity: Math.abs(delta) }],
    );
  } catch (error) {
    yield* put(cartItemChangeFailed({ itemId, cartId: cart.id, saved }));
    yield* call(notifyCartError, error);
  }
  yield* call(release, itemId);
}

/** Optimistic removal of a line and its children, rolled back when the backend refuses. */
export function* removeItem(itemId: string) {
  const found = yield* call(findLine, itemId);
  if (!found) return;
  const { cart, line } = found;
  const api = yield* service('api');
  const saved = linesTouchedBy(cart.items, itemId);
  yield* put(cartItemRemoveStarted({ itemId }));
  try {
    const updated = yield* inCartSession(function* removeInSession(restarted: Cart | null) {
      const target = restarted ? sameLineIn(restarted, line)?.id : itemId;
      // Not in the restarted cart: it is gone already, which is what the shopper asked for.
      if (!target) return restarted!;
      return yield* callApiOnce(api.shopper.removeItem, target);
    });
    yield* call(applyCartChange, updated);
    const removed: { item: CartItem; quantity: number }[] = [{ item: line, quantity: line.quantity }];
    yield* call(trackCartEvent, 'remove_from_cart' as const, updated.currencyCode, removed);
  } catch (error) {
    yield* put(cartItemChangeFailed({ itemId, cartId: cart.id, saved }));
    yield* call(notifyCartError, error);
  }
  yield* call(release, itemId);
}

function* release(itemId: string) {
  yield* delay(ITEM_REENABLE_DELAY_MS);
  yield* put(cartItemReleased({ itemId }));
}

function* removeItemRequested(action: PayloadAction<{ itemId: string }>) {
  yield* call(removeItem, action.payload.itemId);
}

function* lineChange(action: PayloadAction<{ itemId: string; quantity?: number }>) {
  if (action.type === cartItemRemoveRequested.type) yield* call(removeItemRequested, action);
  else yield* call(changeItemQuantity, action as PayloadAction<{ itemId: string; quantity: number }>);
}

// Each change is bracketed so an open payment widget waits for it (core/orderChange.ts).
function* addItemChangingOrder(action: PayloadAction<AddToCartRequest>) {
  yield* changingOrder(() => addItemToCart(action));
}

function* lineChangeChangingOrder(action: PayloadAction<{ itemId: string; quantity?: number }>) {
  yield* changingOrder(() => lineChange(action));
}

export function* cartItemWatchers() {
  yield* takeLeadingPerKey<AddToCartRequest>(
    cartItemAddRequested.type,
    (p) => p.productVariantId,
    addItemChangingOrder,
  );
  yield* takeLeadingPerKey<{ itemId: string; quantity?: number }>(
    [cartItemQuantityChangeRequested.type, cartItemRemoveRequested.type],
    (p) => p.itemId,
    lineChangeChangingOrder,
  );
}
