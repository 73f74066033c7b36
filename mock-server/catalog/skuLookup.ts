import type { SkuProduct } from '../../src/api/types';
import { variantPrice } from './pricing';
import { findByProductNumber, imageUrl, isSoldIn, textIn } from './products';
import type { CatalogDb } from './types';

/** Products per page of the lookup. */
export const SKU_PAGE_SIZE = 20;

export interface SkuEntry {
  productNumber: string;
  color: string | null;
}

/**
 * The entries of a wishlist query: comma-separated `productNumber` or
 * `productNumber&color=value` (the value may be URL-encoded). Repeats count once.
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

/** The product an entry names in this market, or undefined (unknown, not sold here, no such colour). */
export function resolveEntry(entry: SkuEntry, context: SkuContext): SkuProduct | undefined {
  const product = findByProductNumber(context.catalog, entry.productNumber);
  if (!product || !isSoldIn(product, context.countryCode)) return undefined;
  const wanted = entry.color?.toLowerCase();
  const variants = wanted
    ? product.variants.filter((v) => v.color.toLowerCase() === wanted)
    : product.variants;
  const first = variants[0];
  if (!first) return undefined;
  const price = variantPrice(
    context.catalog,
    product.id,
    first.id,
    context.storeGroupId,
    context.countryCode,
  );
  if (!price) return undefined;
  return {
    id: product.id,
    product_number: product.productNumber,
    color_variant: entry.color,
    name: product.name,
    slug: textIn(product.slug, context.languageCode),
    imageUrl: imageUrl(first.image),
    productVariantId: first.id,
    price: {
      basePriceAmount: price.basePriceAmount,
      salePriceAmount: price.salePriceAmount,
      currencyCode: context.currencyCode,
    },
    inStock: variants.some((v) => (context.catalog.stocks.get(v.id) ?? 0) > 0),
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
