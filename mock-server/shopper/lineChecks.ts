import type { Cart, CartItem, CartItemOptions } from '../../contracts/types/shopper';
import { db } from '../db';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { optionalObject, requireInteger, type JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { limitBreaches, overStock } from './cartRules';

// What every change to a cart's lines checks before it is stored.

/** A line's quantity; more than a shop sells in one line is a typo or an attack, not an order. */
export const QUANTITY = { min: 1, max: 999 };

/**
 * Lines one cart may hold, child lines (a gift box's note) included: a shop's largest real orders
 * (the quick order's 100 lines) fit, while every cart answer, which carries every line, stays small
 * (docs/rules.md#order-limit). Past it a new line is refused; quantities of the lines in the cart
 * still change.
 */
export const MAX_CART_LINES = 100;

/** The refusal of a line past MAX_CART_LINES (403, like ORDER_LIMIT_REACHED: a business refusal). */
export const CART_LINE_LIMIT_REACHED = 'CART_LINE_LIMIT_REACHED';

/**
 * Line options are kept and echoed in every cart answer, so they stay small and shallow
 * (a parentItem, a note, a print choice or two).
 */
export const LINE_OPTIONS = { maxDepth: 3, maxChars: 2_000 };

/**
 * A line's `text` option is what is printed on it (a gift note's message): what fits on the card.
 * The shop's note field has the same bound (src/features/cart/giftNote.ts; a test keeps them equal).
 */
export const LINE_TEXT_MAX_LENGTH = 200;

export function requireQuantity(body: JsonObject): number {
  return requireInteger(body, 'quantity', {
    ...QUANTITY,
    details: 'to remove a line, DELETE /shopper/sessions/items/{itemId}',
  });
}

/**
 * The `options` of a body: absent is {}, else a bounded object whose parentItem, if any, is an id
 * and whose text, if any, is a text that fits on a card.
 */
export function optionsOf(body: JsonObject): CartItemOptions {
  const options: CartItemOptions = optionalObject(body, 'options', LINE_OPTIONS) ?? {};
  const { parentItem, text } = options;
  if (
    parentItem !== undefined &&
    (typeof parentItem !== 'string' || parentItem === '' || parentItem.length > MAX_ID_LENGTH)
  ) {
    throw new HttpError(400, 'options.parentItem must be the id of a line in the cart');
  }
  if (
    text !== undefined &&
    (typeof text !== 'string' || text.trim() === '' || text.length > LINE_TEXT_MAX_LENGTH)
  ) {
    throw new HttpError(400, `options.text must be a text of 1 to ${LINE_TEXT_MAX_LENGTH} characters`);
  }
  return structuredClone(options);
}

/** A child line hangs under a top-level line of the same cart (one level, like a note in a gift box). */
export function checkParent(cart: Cart, options: CartItemOptions, itemId?: string): void {
  const parentId = options.parentItem;
  if (parentId === undefined) return;
  const parent = cart.items.find((item) => item.id === parentId);
  if (!parent || parentId === itemId) {
    throw new HttpError(400, `options.parentItem '${parentId}' is not a line of this cart`);
  }
  if (parent.options.parentItem !== undefined) {
    throw new HttpError(400, `options.parentItem '${parentId}' is itself a child line`);
  }
  if (itemId !== undefined && cart.items.some((item) => item.options.parentItem === itemId)) {
    throw new HttpError(400, `line '${itemId}' has child lines and cannot become a child`);
  }
}

export function lineOf(cart: Cart, itemId: string): CartItem {
  const line = cart.items.find((item) => item.id === itemId);
  if (!line) throw new HttpError(404, 'item not found', { details: `no line '${itemId}' in this cart` });
  return line;
}

/** Refuses a change that adds a line to a cart holding MAX_CART_LINES lines already. */
export function enforceLineLimit(before: CartItem[], after: CartItem[]): void {
  if (after.length <= before.length || after.length <= MAX_CART_LINES) return;
  throw new HttpError(403, CART_LINE_LIMIT_REACHED, {
    details: `a cart holds at most ${MAX_CART_LINES} lines; remove a line to add another`,
    lineLimit: MAX_CART_LINES,
  });
}

/** Refuses a change that raises a variant above its stock or a product family/parent above its order limit. */
export function enforceStockAndLimits(before: CartItem[], after: CartItem[]): void {
  const { catalog } = db();
  const over = overStock(before, after, (id) => catalog.stocks.get(id) ?? 0);
  if (over.length > 0) throw new HttpError(404, 'out of stock error', { productVariantIDs: over });
  const [breach] = limitBreaches(before, after, (id) => catalog.products.get(id)?.orderLimit);
  if (breach) {
    const scope = breach.per === 'family' ? `product family ${breach.group}` : `product ${breach.group}`;
    throw new HttpError(403, 'ORDER_LIMIT_REACHED', {
      details: `at most ${breach.limit} items of ${scope} per order`,
      orderLimit: breach.limit,
    });
  }
}
