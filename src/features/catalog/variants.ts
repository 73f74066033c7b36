import type { ProductParent, ProductVariant, VariantStock } from '../../api/types';

/** At or below this many items left the product page says so (the lead's choice). */
export const FEW_LEFT_THRESHOLD = 5;

export interface ColourOption {
  color: string;
  colorCode: string;
}

/** The product's colours in catalogue order, each once. */
export function colourOptions(variants: ProductVariant[]): ColourOption[] {
  const seen = new Map<string, ColourOption>();
  for (const variant of variants) {
    if (!seen.has(variant.color))
      seen.set(variant.color, { color: variant.color, colorCode: variant.colorCode });
  }
  return [...seen.values()];
}

/** The sizes offered in a colour, in catalogue order. */
export function sizesForColour(variants: ProductVariant[], color: string): string[] {
  return [...new Set(variants.filter((variant) => variant.color === color).map((variant) => variant.size))];
}

/**
 * The variant for a colour and size. An unknown colour (an old link) falls back to the first
 * colour, and a size the colour lacks to that colour's first size, so the page always shows
 * something buyable rather than an empty choice.
 */
export function chooseVariant(
  product: Pick<ProductParent, 'variants'>,
  color: string | null,
  size: string | null,
): ProductVariant | undefined {
  const { variants } = product;
  const colour = variants.some((variant) => variant.color === color) ? color : variants[0]?.color;
  const inColour = variants.filter((variant) => variant.color === colour);
  return inColour.find((variant) => variant.size === size) ?? inColour[0];
}

export type StockLevel = 'unknown' | 'inStock' | 'fewLeft' | 'outOfStock';

export function stockLevel(stock: VariantStock | null): StockLevel {
  if (!stock) return 'unknown';
  if (!stock.inStock || stock.available <= 0) return 'outOfStock';
  return stock.available <= FEW_LEFT_THRESHOLD ? 'fewLeft' : 'inStock';
}
