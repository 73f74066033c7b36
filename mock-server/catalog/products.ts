import type { ProductParent, ProductSummary, VariantPrice } from '../../contracts/types/shopper';
import type { CatalogDb, CatalogProduct, CatalogVariant, Localized } from './types';

export const BRAND = 'Printfabriken';

/** Swedish texts for 'sv', English for every other language. */
export function textIn(text: Localized, languageCode: string): string {
  return languageCode.toLowerCase() === 'sv' ? text.sv : text.en;
}

/**
 * Whether a colour (a wishlist entry's `&color=`, any case) is this variant's colour: its
 * language-neutral key ('red'), or its name in either language, as entries saved before the keys
 * spell it: an entry saved in Sverige ('Röd') still names the colour in Norge ('Red').
 */
export function isColourNamed(variant: CatalogVariant, name: string): boolean {
  const wanted = name.toLowerCase();
  return (
    variant.colorKey.toLowerCase() === wanted ||
    variant.color.sv.toLowerCase() === wanted ||
    variant.color.en.toLowerCase() === wanted
  );
}

export function imageUrl(image: string): string {
  return `/mock-assets/products/${image}`;
}

/** The family of a variant id: its first two dash-separated parts ('BCP-WHITE-STD' → 'BCP-WHITE'). */
export function familyOf(productVariantId: string): string {
  return productVariantId.split('-').slice(0, 2).join('-');
}

export function isSoldIn(product: CatalogProduct, countryCode: string): boolean {
  return product.markets.includes(countryCode.toUpperCase());
}

export function findVariant(
  catalog: CatalogDb,
  productVariantId: string,
): { product: CatalogProduct; variant: CatalogVariant } | undefined {
  for (const product of catalog.products.values()) {
    const variant = product.variants.find((v) => v.id === productVariantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** Either language's slug finds the product. */
export function findBySlug(catalog: CatalogDb, slug: string): CatalogProduct | undefined {
  const wanted = slug.toLowerCase();
  for (const product of catalog.products.values()) {
    if (product.slug.sv === wanted || product.slug.en === wanted) return product;
  }
  return undefined;
}

export function findByProductNumber(catalog: CatalogDb, productNumber: string): CatalogProduct | undefined {
  const wanted = productNumber.trim().toUpperCase();
  for (const product of catalog.products.values()) {
    if (product.productNumber.toUpperCase() === wanted) return product;
  }
  return undefined;
}

/** The variant with this SKU ('PF-1001-BLACK-M'), whatever its case. */
export function findBySku(
  catalog: CatalogDb,
  sku: string,
): { product: CatalogProduct; variant: CatalogVariant } | undefined {
  const wanted = sku.trim().toUpperCase();
  for (const product of catalog.products.values()) {
    const variant = product.variants.find((v) => v.sku.toUpperCase() === wanted);
    if (variant) return { product, variant };
  }
  return undefined;
}

export function toProductParent(product: CatalogProduct, languageCode: string): ProductParent {
  return {
    id: product.id,
    productNumber: product.productNumber,
    name: product.name,
    description: textIn(product.description, languageCode),
    brand: BRAND,
    slug: textIn(product.slug, languageCode),
    slugs: { sv: product.slug.sv, en: product.slug.en },
    updatedAt: product.updatedAt,
    markets: [...product.markets],
    imageUrl: imageUrl(product.variants[0]?.image ?? ''),
    categories: [...product.categories],
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: textIn(v.color, languageCode),
      colorKey: v.colorKey,
      colorCode: v.colorCode,
      size: textIn(v.size, languageCode),
      imageUrl: imageUrl(v.image),
    })),
    customAttributes: product.orderLimit ? { orderLimit: product.orderLimit.quantity } : {},
  };
}

/** The variant a listing shows the price of: the lowest sale price, then the lowest base price. */
export function lowestPrice(prices: VariantPrice[]): VariantPrice | undefined {
  return [...prices].sort(
    (a, b) => a.salePriceAmount - b.salePriceAmount || a.basePriceAmount - b.basePriceAmount,
  )[0];
}

export function toSummary(
  product: CatalogProduct,
  languageCode: string,
  prices: VariantPrice[],
  currencyCode: string,
): ProductSummary {
  const lowest = lowestPrice(prices);
  return {
    ...toProductParent(product, languageCode),
    price: {
      basePriceAmount: lowest?.basePriceAmount ?? 0,
      salePriceAmount: lowest?.salePriceAmount ?? 0,
      currencyCode,
    },
  };
}
