import type { VariantPrice } from '../../src/api/types';

/** Texts the catalog keeps per language; English serves every language but Swedish. */
export interface Localized {
  sv: string;
  en: string;
}

/** The silhouette the generated product image draws (see images.ts). */
export type ImageShape =
  | 'tee'
  | 'hoodie'
  | 'cap'
  | 'mug'
  | 'tote'
  | 'card'
  | 'flyer'
  | 'poster'
  | 'sticker'
  | 'notebook'
  | 'box'
  | 'note';

export interface CatalogVariant {
  /** productVariantId, e.g. 'TEE-BLUE-M'; its family is the first two dash-separated parts. */
  id: string;
  sku: string;
  /** Colour name as the wishlist's `&color=` entries and the cart lines spell it. */
  color: string;
  colorCode: string;
  size: string;
  /** File name under /mock-assets/products/, e.g. 'classic-tee-blue.svg'. */
  image: string;
  /** Default store group's unit prices in SEK, whole kronor, VAT included. */
  basePrice: number;
  salePrice: number;
}

/**
 * An order limit: at most `quantity` items in one cart, counted over the
 * variants of one product family ('BCP-WHITE') or over the whole product parent.
 */
export interface OrderLimit {
  quantity: number;
  per: 'family' | 'parent';
}

export interface CatalogProduct {
  id: string;
  productNumber: string;
  name: string;
  description: Localized;
  slug: Localized;
  shape: ImageShape;
  categories: string[];
  /** Country codes of the markets that sell it. */
  markets: string[];
  orderLimit?: OrderLimit;
  variants: CatalogVariant[];
}

export interface CatalogDb {
  products: Map<string, CatalogProduct>;
  /** `${productParentId}|${storeGroupId}|${countryCode}` → unit prices in the market's currency (minor units). */
  prices: Map<string, VariantPrice[]>;
  /** productVariantId → units available (one warehouse serves every market and store group). */
  stocks: Map<string, number>;
}
