import type { VariantPrice } from '../../contracts/types/shopper';
import type { CatalogDb, CatalogVariant } from './types';

/** VAT in basis points per market country (Finland raised its standard rate to 25.5 % in 2024). */
export const VAT_BASIS_POINTS: Readonly<Record<string, number>> = { SE: 2500, NO: 2500, FI: 2550 };

/** The business store group's price level: this share of the consumer price, before VAT. */
export const BUSINESS_PRICE_FACTOR = 0.85;

/** One currency unit of the seed (SEK) in each market currency, before rounding to whole units. */
const PER_SEK: Readonly<Record<string, number>> = { SEK: 1, NOK: 1, EUR: 1 / 11 };

export function vatBasisPoints(countryCode: string): number {
  const rate = VAT_BASIS_POINTS[countryCode.toUpperCase()];
  if (rate === undefined) throw new Error(`no VAT rate for country '${countryCode}'`);
  return rate;
}

/**
 * A seed price (whole SEK, VAT included) as a unit price in minor units of the
 * market's currency and the store group's price level. Whole kronor/euros, never 0,
 * so a sale price stays at or below its base price after rounding.
 */
export function unitPriceMinor(
  sekWhole: number,
  currency: string,
  vatBp: number,
  pricesIncludeTax: boolean,
): number {
  const perSek = PER_SEK[currency];
  if (perSek === undefined) throw new Error(`no exchange rate for currency '${currency}'`);
  const consumer = sekWhole * perSek;
  const units = pricesIncludeTax ? consumer : (consumer / (1 + vatBp / 10000)) * BUSINESS_PRICE_FACTOR;
  return Math.max(1, Math.round(units)) * 100;
}

/** The price list of one product parent for one store group and market. */
export function priceList(
  variants: CatalogVariant[],
  currency: string,
  vatBp: number,
  pricesIncludeTax: boolean,
): VariantPrice[] {
  return variants.map((variant) => ({
    productVariantId: variant.id,
    basePriceAmount: unitPriceMinor(variant.basePrice, currency, vatBp, pricesIncludeTax),
    salePriceAmount: unitPriceMinor(variant.salePrice, currency, vatBp, pricesIncludeTax),
    taxPercentage: vatBp,
  }));
}

export function priceKey(productParentId: string, storeGroupId: string, countryCode: string): string {
  return `${productParentId}|${storeGroupId}|${countryCode.toUpperCase()}`;
}

/** A variant's unit prices for a store group and market; undefined where the product is not priced. */
export function variantPrice(
  catalog: CatalogDb,
  productParentId: string,
  productVariantId: string,
  storeGroupId: string,
  countryCode: string,
): VariantPrice | undefined {
  return catalog.prices
    .get(priceKey(productParentId, storeGroupId, countryCode))
    ?.find((price) => price.productVariantId === productVariantId);
}

/** Flat shipping per order in minor units of the currency; an empty cart ships nothing. */
export const SHIPPING_MINOR: Readonly<Record<string, number>> = { SEK: 4900, NOK: 4900, EUR: 490 };

export function shippingFor(currency: string, lineCount: number): number {
  if (lineCount === 0) return 0;
  const amount = SHIPPING_MINOR[currency];
  if (amount === undefined) throw new Error(`no shipping rate for currency '${currency}'`);
  return amount;
}
