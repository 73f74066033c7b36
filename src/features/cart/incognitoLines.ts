import type { Cart, CartItemOptions } from '../../api/types';
import { lineName } from './cartLines';

/**
 * One line of the incognito cart (docs/rules.md#cart-session): what is needed to add it again in
 * another session. A child line keeps its parent as the parent's variant id
 * (options.parentVariantId), since line ids belong to one session; the name is kept so a line the
 * new market does not know can still be named to the shopper.
 */
export interface IncognitoLine {
  productVariantId: string;
  quantity: number;
  options: CartItemOptions & { parentVariantId?: string };
  name: string;
}

export function incognitoLinesOf(cart: Cart): IncognitoLine[] {
  const variantOfLine = new Map(cart.items.map((item) => [item.id, item.productVariantId]));
  return cart.items.map((item) => {
    const { parentItem, ...options } = item.options;
    const parentVariantId = parentItem ? variantOfLine.get(parentItem) : undefined;
    return {
      productVariantId: item.productVariantId,
      quantity: item.quantity,
      options: parentVariantId ? { ...options, parentVariantId } : options,
      name: lineName(item),
    };
  });
}

/** Whatever was stored, only well-formed lines come back (storage is shared with older versions). */
export function parseIncognitoLines(stored: unknown): IncognitoLine[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (line): line is IncognitoLine =>
      !!line &&
      typeof line === 'object' &&
      typeof line.productVariantId === 'string' &&
      typeof line.quantity === 'number' &&
      line.quantity > 0 &&
      typeof line.options === 'object' &&
      line.options !== null &&
      typeof line.name === 'string',
  );
}

/** Parents first, so their new line ids exist when the children are added. */
export const parentsFirst = (lines: IncognitoLine[]) => [
  ...lines.filter((line) => !line.options.parentVariantId),
  ...lines.filter((line) => line.options.parentVariantId),
];
