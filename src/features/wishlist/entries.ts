import type { SkuProduct } from '../../api/types';

/** A wishlist entry (spec point 3): the product number, with '&color=value' when a colour was chosen. */
export function wishlistEntry(productNumber: string, color?: string | null): string {
  return color ? `${productNumber}&color=${color}` : productNumber;
}

/** The entry a product resolved by the lookup stands for. */
export const entryOfProduct = (product: Pick<SkuProduct, 'product_number' | 'color_variant'>) =>
  wishlistEntry(product.product_number, product.color_variant);

/** What local storage held, kept only if it is a list of entries (an old or tampered value is dropped). */
export function parseStoredEntries(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((entry): entry is string => typeof entry === 'string' && entry !== ''))];
}
