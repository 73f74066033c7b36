import { call } from 'typed-redux-saga';
import { ApiError, UNEXPECTED_ERROR } from '../../api/apiError';
import type { CartItem } from '../../api/types';
import { changingOrder } from '../../core/orderChange';
import { trackCartEvent } from './cartAnalytics';
import { cartErrorMessage, isNotAvailableError, isOrderLimitError } from './cartErrors';
import { addToCurrentCart } from './cartItemSagas';
import { loadCart } from './cartSession';

/** One line of a bulk add (the quick order's checked lines). */
export interface BulkLine {
  productVariantId: string;
  quantity: number;
  /** The name the caller shows the line by; the cart does not use it. */
  name: string;
  /** With these the order limit is checked before the call even for a product not yet in the cart. */
  productParentId?: string;
  orderLimit?: number;
}

export type BulkRefusalCode = 'outOfStock' | 'orderLimit' | 'notAvailable' | 'failed';

/** Why a line was not added: plain data, fit for actions and state. */
export interface BulkRefusal {
  code: BulkRefusalCode;
  /** The backend's own text, when it gave one. */
  message: string | null;
  /** The order limit the line would exceed, when the cart's own check refused it. */
  limit?: number;
}

export interface BulkAddResult {
  added: BulkLine[];
  refused: { line: BulkLine; reason: BulkRefusal }[];
}

/** A refused add as plain data, by the same recognisers as the cart's toasts (cartErrors.ts). */
export function bulkRefusalOf(error: unknown): BulkRefusal {
  const text = cartErrorMessage(error);
  const message = error instanceof ApiError && text !== UNEXPECTED_ERROR ? text : null;
  if (error instanceof ApiError && error.isOutOfStock) return { code: 'outOfStock', message };
  if (isOrderLimitError(error)) return { code: 'orderLimit', message };
  if (isNotAvailableError(error)) return { code: 'notAvailable', message };
  return { code: 'failed', message };
}

function* addLines(lines: BulkLine[]) {
  const result: BulkAddResult = { added: [], refused: [] };
  const tracked: { item: CartItem; quantity: number }[] = [];
  let currency: string | null = null;
  let failed = false;
  for (const line of lines) {
    const { name: _name, ...request } = line;
    try {
      // Checked against the cart as the previous lines of this batch left it.
      const outcome = yield* call(addToCurrentCart, request);
      if (outcome.kind === 'overLimit') {
        result.refused.push({ line, reason: { code: 'orderLimit', message: null, limit: outcome.limit } });
        continue;
      }
      result.added.push(line);
      currency = outcome.cart.currencyCode;
      if (outcome.line) tracked.push({ item: outcome.line, quantity: line.quantity });
    } catch (error) {
      failed = true;
      result.refused.push({ line, reason: bulkRefusalOf(error) });
    }
  }
  if (currency) yield* call(trackCartEvent, 'add_to_cart' as const, currency, tracked);
  // A refusal may mean the cart changed under us (stock, a lost session): show what the backend has.
  if (failed) yield* call(loadCart);
  return result;
}

/**
 * Adds lines to the current cart one after another, the way a product page's add does
 * (`addToCurrentCart`: order limit, cart session, the returned cart applied), but with no toast
 * per line: the caller reports the result. The whole batch is one change of the order, so an open
 * payment widget is suspended once. A refused line does not stop the others; after a refusal by
 * the backend the cart is reloaded. One add_to_cart event covers the added lines.
 */
export function* addLinesToCart(lines: BulkLine[]) {
  return yield* changingOrder(() => addLines(lines));
}
