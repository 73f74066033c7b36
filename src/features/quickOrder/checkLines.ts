import type { CartItem, SkuProduct } from '../../api/types';
import { exceededOrderLimit } from '../cart';
import type { LineProblem, ParsedLine, QuickOrderLine } from './types';

/** What keeps a found variant out of the cart: stock, then the cart's order-limit rule. */
function problemOf(quantity: number, product: SkuProduct, cartItems: CartItem[]): LineProblem | null {
  if (!product.inStock) return { kind: 'outOfStock' };
  if (product.stock !== undefined && quantity > product.stock)
    return { kind: 'overStock', stock: product.stock };
  // The cart's own rule, against what is in the cart now; the add checks again line by line.
  const limit = exceededOrderLimit(
    cartItems,
    product.productParentId ?? product.id,
    quantity,
    product.orderLimit,
  );
  return limit === null ? null : { kind: 'orderLimit', limit };
}

/**
 * Each parsed line with the variant the lookup found for its SKU and what stands in its way: its
 * own typo, an unknown SKU (or a product number where a variant SKU is needed), no stock, fewer
 * in stock than asked for, or the order limit given what the cart already holds. Pure.
 */
export function checkLines(
  lines: ParsedLine[],
  products: SkuProduct[],
  cartItems: CartItem[],
): QuickOrderLine[] {
  const bySku = new Map<string, SkuProduct>();
  const productNumbers = new Set<string>();
  for (const product of products) {
    if (product.sku) bySku.set(product.sku.toUpperCase(), product);
    else productNumbers.add(product.product_number.toUpperCase());
  }
  return lines.map(({ error, ...line }): QuickOrderLine => {
    if (error) return { ...line, product: null, problem: { kind: 'parse', code: error } };
    const product = bySku.get(line.sku);
    if (!product) {
      const problem: LineProblem = productNumbers.has(line.sku)
        ? { kind: 'productNumber' }
        : { kind: 'notFound' };
      return { ...line, product: null, problem };
    }
    return { ...line, product, problem: problemOf(line.quantity ?? 0, product, cartItems) };
  });
}

/** The SKUs worth looking up: those of the lines that could be read. */
export const skusToLookUp = (lines: ParsedLine[]) =>
  lines.filter((line) => !line.error).map((line) => line.sku);

/** A line that can go to the cart: found, and nothing in its way. */
export const isAddable = (
  line: QuickOrderLine,
): line is QuickOrderLine & { product: SkuProduct; quantity: number } =>
  line.product !== null && line.problem === null && line.quantity !== null;
