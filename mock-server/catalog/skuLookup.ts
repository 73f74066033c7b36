import type { SkuProduct } from '../../contracts/types/proxy';
import { variantPrice } from './pricing';
import { findByProductNumber, findBySku, imageUrl, isColourNamed, isSoldIn, textIn } from './products';
import type { CatalogDb, CatalogProduct, CatalogVariant } from './types';

/** Products per page of the lookup. */
export const SKU_PAGE_SIZE = 20;

export interface SkuEntry {
  /** A product number ('PF-1001'), or a variant's SKU ('PF-1001-BLACK-M'). */
  productNumber: string;
  color: string | null;
}

/**
 * The entries of a lookup: comma-separated `productNumber` or `productNumber&color=value` (the
 * wishlist; the value may be URL-encoded), or a variant's SKU (the quick order). Repeats count once.
 */
export function parseSkuQuery(skuQuery: string): SkuEntry[] {
  const seen = new Set<string>();
  const entries: SkuEntry[] = [];
  for (const raw of skuQuery.split(',')) {
    const text = raw.trim();
    if (!text) continue;
    const at = text.indexOf('&');
    const productNumber = (at < 0 ? text : text.slice(0, at)).trim();
    const color = at < 0 ? null : new URLSearchParams(text.slice(at + 1)).get('color')?.trim() || null;
    const key = `${productNumber.toUpperCase()}|${color?.toLowerCase() ?? ''}`;
    if (!productNumber || seen.has(key)) continue;
    seen.add(key);
    entries.push({ productNumber, color });
  }
  return entries;
}

export interface SkuContext {
  catalog: CatalogDb;
  storeGroupId: string;
  countryCode: string;
  currencyCode: string;
  languageCode: string;
}

/**
 * What an entry names in this market, or undefined (unknown, not sold here, no such colour, no
 * price): a product number resolves to its first variant (of the colour, when one is given); a
 * variant SKU to exactly that variant.
 */
export function resolveEntry(entry: SkuEntry, context: SkuContext): SkuProduct | undefined {
  const product = findByProductNumber(context.catalog, entry.productNumber);
  if (product) return resolveProductNumber(product, entry, context);
  const found = findBySku(context.catalog, entry.productNumber);
  return found ? resolveVariantSku(found.product, found.variant, entry, context) : undefined;
}

/**
 * The fields of a product, priced by one variant; undefined where the market does not sell it.
 * `colorVariant` is the colour as the entry named it (null: none); when there is one, the
 * variant's key and its name in the market's language come with it.
 */
function resolved(
  product: CatalogProduct,
  variant: CatalogVariant,
  colorVariant: string | null,
  context: SkuContext,
) {
  if (!isSoldIn(product, context.countryCode)) return undefined;
  const price = variantPrice(
    context.catalog,
    product.id,
    variant.id,
    context.storeGroupId,
    context.countryCode,
  );
  if (!price) return undefined;
  return {
    id: product.id,
    product_number: product.productNumber,
    color_variant: colorVariant,
    color_key: colorVariant === null ? null : variant.colorKey,
    color_name: colorVariant === null ? null : textIn(variant.color, context.languageCode),
    name: product.name,
    slug: textIn(product.slug, context.languageCode),
    imageUrl: imageUrl(variant.image),
    productVariantId: variant.id,
    price: {
      basePriceAmount: price.basePriceAmount,
      salePriceAmount: price.salePriceAmount,
      currencyCode: context.currencyCode,
    },
  };
}

const stockOf = (context: SkuContext, variant: CatalogVariant) => context.catalog.stocks.get(variant.id) ?? 0;

/** The wishlist's entry: the product's first variant (of the colour), in stock when any of them is. */
function resolveProductNumber(
  product: CatalogProduct,
  entry: SkuEntry,
  context: SkuContext,
): SkuProduct | undefined {
  const { color } = entry;
  const variants = color ? product.variants.filter((v) => isColourNamed(v, color)) : product.variants;
  const first = variants[0];
  // The colour goes back as the entry spells it, whatever the language: the wishlist finds its
  // entry by `productNumber&color=value`, and a translated value would hide the saved product.
  // Its key and its name in the market's language come beside it (color_key, color_name).
  const fields = first && resolved(product, first, color, context);
  if (!fields) return undefined;
  return { ...fields, inStock: variants.some((v) => stockOf(context, v) > 0) };
}

/** The quick order's entry: exactly this variant, with its stock and the product's order limit. */
function resolveVariantSku(
  product: CatalogProduct,
  variant: CatalogVariant,
  entry: SkuEntry,
  context: SkuContext,
): SkuProduct | undefined {
  // A colour beside a variant SKU must be the variant's own.
  if (entry.color && !isColourNamed(variant, entry.color)) return undefined;
  const fields = resolved(product, variant, textIn(variant.color, context.languageCode), context);
  if (!fields) return undefined;
  const stock = stockOf(context, variant);
  return {
    ...fields,
    inStock: stock > 0,
    sku: variant.sku,
    stock,
    ...(product.orderLimit ? { orderLimit: product.orderLimit.quantity } : {}),
    productParentId: product.id,
  };
}

export function paginate<T>(items: T[], page: number, pageSize = SKU_PAGE_SIZE) {
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    total_pages: Math.ceil(items.length / pageSize),
    page,
  };
}
