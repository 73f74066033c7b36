import type { VariantPrice } from '../../contracts/types/shopper';

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
  /**
   * The colour's name per language, as the product page, the cart lines and the wishlist's
   * `&color=` entries spell it; the id and SKU keep the English name, so they never change.
   */
  color: Localized;
  /**
   * The colour's language-neutral key ('red', 'navy'): the same in every market, so a favourite or
   * a link saved in one language names the same colour in another.
   */
  colorKey: string;
  colorCode: string;
  /** The same text in both languages where the label is no word ('M', 'A5', '30 cl'). */
  size: Localized;
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
  /** One name in every language: the demo data fixes the names ('Classic Tee', …). */
  name: string;
  description: Localized;
  slug: Localized;
  /** ISO date-time of the product's last edit (its texts, pictures or variants). */
  updatedAt: string;
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
