import type { Cart, CartItem } from '../../api/types';

/** A line as it was before an optimistic change, with its place in the cart, for the rollback. */
export interface SavedLine {
  index: number;
  item: CartItem;
}

/**
 * The name a shopper knows a line by: the product's name (a variant's name repeats the colour and
 * size shown beside it), else the line's own names, else its variant id.
 */
export const lineName = (item: CartItem) =>
  item.customAttributes.parentName || item.displayName || item.name || item.productVariantId;

/** The child lines of a line (options.parentItem is the parent's line id). */
export const childrenOf = (items: CartItem[], itemId: string) =>
  items.filter((item) => item.options.parentItem === itemId);

/** The line and its children: what one change on the line touches. */
export function linesTouchedBy(items: CartItem[], itemId: string): SavedLine[] {
  return items
    .map((item, index) => ({ index, item }))
    .filter(({ item }) => item.id === itemId || item.options.parentItem === itemId);
}

/** The optimistic quantity change: the line and its children take the new quantity (as the backend does). */
export function withQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.id === itemId || item.options.parentItem === itemId
        ? { ...item, quantity, totalPriceAmount: item.salePriceAmount * quantity }
        : item,
    ),
  };
}

/** The optimistic removal: the line goes, and its children go with it. */
export function withoutLine(cart: Cart, itemId: string): Cart {
  return {
    ...cart,
    items: cart.items.filter((item) => item.id !== itemId && item.options.parentItem !== itemId),
  };
}

/** Puts saved lines back: replaced where they still are, re-inserted at their old place where not. */
export function withLinesRestored(cart: Cart, saved: SavedLine[]): Cart {
  const items = [...cart.items];
  for (const { index, item } of [...saved].sort((a, b) => a.index - b.index)) {
    const at = items.findIndex((line) => line.id === item.id);
    if (at >= 0) items[at] = item;
    else items.splice(Math.min(index, items.length), 0, item);
  }
  return { ...cart, items };
}

/**
 * The client-side order-limit check (docs/rules.md#order-limit): the quantity of all variants of the
 * product parent already in the cart plus the added quantity may not exceed the parent's
 * orderLimit. Returns the limit when it would be exceeded, else null.
 */
export function exceededOrderLimit(
  items: CartItem[],
  productParentId: string | undefined,
  added: number,
  knownLimit?: number,
): number | null {
  if (!productParentId) return null;
  const family = items.filter((item) => item.productParentId === productParentId && !item.options.parentItem);
  const limit =
    knownLimit ?? family.find((item) => item.customAttributes.orderLimit)?.customAttributes.orderLimit;
  if (!limit) return null;
  const inCart = family.reduce((sum, item) => sum + item.quantity, 0);
  return inCart + added > limit ? limit : null;
}

const ownOptions = (item: CartItem) => {
  const { parentItem, ...options } = item.options;
  return JSON.stringify({ ...options, child: parentItem !== undefined });
};

/** The line in another session's cart that stands for `line` (line ids differ between sessions). */
export const sameLineIn = (cart: Cart, line: CartItem): CartItem | undefined =>
  cart.items.find(
    (item) => item.productVariantId === line.productVariantId && ownOptions(item) === ownOptions(line),
  );
