import type { ProductParent, ProductVariant, VariantStock } from '../../api/types';

/** At or below this many items left the product page says so (the lead's choice). */
export const FEW_LEFT_THRESHOLD = 5;

export interface ColourOption {
  /** The language-neutral key ('red'): the value of `?color=` and of the picker. */
  key: string;
  /** The name in the market's language. */
  color: string;
  colorCode: string;
}

/** The product's colours in catalogue order, each once. */
export function colourOptions(variants: ProductVariant[]): ColourOption[] {
  const seen = new Map<string, ColourOption>();
  for (const variant of variants) {
    if (!seen.has(variant.colorKey))
      seen.set(variant.colorKey, {
        key: variant.colorKey,
        color: variant.color,
        colorCode: variant.colorCode,
      });
  }
  return [...seen.values()];
}

/** The sizes offered in a colour (by its key), in catalogue order. */
export function sizesForColour(variants: ProductVariant[], colorKey: string): string[] {
  return [
    ...new Set(variants.filter((variant) => variant.colorKey === colorKey).map((variant) => variant.size)),
  ];
}

/**
 * The colour key an address's `?color=` names: a key ('red', any case), or a colour name in the
 * market's language, as links made before the keys spell it ('Röd' in Sverige). Null: none of
 * the product's colours.
 */
export function colourKeyFor(variants: ProductVariant[], color: string | null): string | null {
  if (!color) return null;
  const wanted = color.trim().toLowerCase();
  const byKey = variants.find((variant) => variant.colorKey.toLowerCase() === wanted);
  const byName = byKey ?? variants.find((variant) => variant.color.toLowerCase() === wanted);
  return byName?.colorKey ?? null;
}

/**
 * The variant for a colour (its key, or its name in the market's language) and size. An unknown
 * colour (an old link) falls back to the first colour, and a size the colour lacks to that
 * colour's first size, so the page always shows something buyable rather than an empty choice.
 */
export function chooseVariant(
  product: Pick<ProductParent, 'variants'>,
  color: string | null,
  size: string | null,
): ProductVariant | undefined {
  const { variants } = product;
  const colour = colourKeyFor(variants, color) ?? variants[0]?.colorKey;
  const inColour = variants.filter((variant) => variant.colorKey === colour);
  return inColour.find((variant) => variant.size === size) ?? inColour[0];
}

export type StockLevel = 'unknown' | 'inStock' | 'fewLeft' | 'outOfStock';

export function stockLevel(stock: VariantStock | null): StockLevel {
  if (!stock) return 'unknown';
  if (!stock.inStock || stock.available <= 0) return 'outOfStock';
  return stock.available <= FEW_LEFT_THRESHOLD ? 'fewLeft' : 'inStock';
}
