import type { SkuProduct } from '../../api/types';

/**
 * A wishlist entry (docs/rules.md#wishlist): the product number, with '&color=value' when a colour was
 * chosen. The value is the colour's language-neutral key ('red'), so the entry names the same
 * colour in every market; entries saved before the keys hold the colour's name ('Röd').
 */
export function wishlistEntry(productNumber: string, color?: string | null): string {
  return color ? `${productNumber}&color=${color}` : productNumber;
}

type ResolvedColour = Pick<SkuProduct, 'product_number' | 'color_variant' | 'color_key'>;

/** The entry a product resolved by the lookup stands for: by its colour key when the lookup sent one. */
export const entryOfProduct = (product: ResolvedColour) =>
  wishlistEntry(product.product_number, product.color_key ?? product.color_variant);

/**
 * Every spelling under which a resolved product may be stored, preferred first: by colour key, as
 * the entry named the colour (an old entry's 'Röd', echoed back as color_variant), and plain (a
 * plain entry may come back with the colour the lookup chose for it).
 */
export function storedSpellings(product: ResolvedColour): string[] {
  return [
    ...new Set([
      entryOfProduct(product),
      wishlistEntry(product.product_number, product.color_variant),
      product.product_number,
    ]),
  ];
}

/** The first of these spellings of one entry that the wishlist holds, or null. */
export function firstStored(spellings: readonly string[], entries: readonly string[]): string | null {
  return spellings.find((spelling) => entries.includes(spelling)) ?? null;
}

/** The entry the wishlist holds for a resolved product, or null when it holds none. */
export const storedEntryOf = (product: ResolvedColour, entries: readonly string[]) =>
  firstStored(storedSpellings(product), entries);

/**
 * The entries with every colour name a lookup resolved replaced by its colour key ('PF-1003&color=Röd'
 * → 'PF-1003&color=red'), in their order and each once. An entry the lookup did not resolve (not
 * sold in this market, or a backend without keys) stays as it is: nobody loses a saved favourite.
 */
export function entriesWithColourKeys(
  entries: readonly string[],
  products: readonly ResolvedColour[],
): string[] {
  const keyed = new Map<string, string>();
  for (const product of products) {
    if (!product.color_key || !product.color_variant) continue;
    keyed.set(wishlistEntry(product.product_number, product.color_variant), entryOfProduct(product));
  }
  return [...new Set(entries.map((entry) => keyed.get(entry) ?? entry))];
}

/** What local storage held, kept only if it is a list of entries (an old or tampered value is dropped). */
export function parseStoredEntries(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((entry): entry is string => typeof entry === 'string' && entry !== ''))];
}
