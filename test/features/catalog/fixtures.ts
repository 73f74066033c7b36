import type { PriceData, ProductParent, ProductSummary, VariantStock } from '../../../src/api/types';

/** A product shaped like the shopper backend's answers: two colours, two sizes. */
export function product(overrides: Partial<ProductParent> = {}): ProductParent {
  return {
    id: 'pp-tee',
    productNumber: 'PF-1001',
    name: 'Classic Tee',
    description: 'A soft tee.',
    brand: 'Printfabriken',
    slug: 'klassisk-t-shirt',
    slugs: { sv: 'klassisk-t-shirt', en: 'classic-tee' },
    updatedAt: '2026-09-01T08:00:00.000Z',
    markets: ['SE', 'NO', 'FI'],
    imageUrl: '/img/tee-blue.svg',
    categories: ['apparel'],
    variants: [
      {
        id: 'TEE-BLUE-S',
        sku: 'PF-1001-BLUE-S',
        color: 'Blue',
        colorKey: 'blue',
        colorCode: '#1f4e9c',
        size: 'S',
        imageUrl: '/b.svg',
      },
      {
        id: 'TEE-BLUE-M',
        sku: 'PF-1001-BLUE-M',
        color: 'Blue',
        colorKey: 'blue',
        colorCode: '#1f4e9c',
        size: 'M',
        imageUrl: '/b.svg',
      },
      {
        id: 'TEE-RED-M',
        sku: 'PF-1001-RED-M',
        color: 'Red',
        colorKey: 'red',
        colorCode: '#c0392b',
        size: 'M',
        imageUrl: '/r.svg',
      },
    ],
    customAttributes: {},
    ...overrides,
  };
}

export function summary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    ...product(),
    price: { basePriceAmount: 29900, salePriceAmount: 23900, currencyCode: 'SEK' },
    ...overrides,
  };
}

export function prices(overrides: Partial<PriceData> = {}): PriceData {
  return {
    productParentId: 'pp-tee',
    currencyCode: 'SEK',
    isTaxIncludedInPrice: true,
    variants: [
      { productVariantId: 'TEE-BLUE-S', basePriceAmount: 29900, salePriceAmount: 23900, taxPercentage: 2500 },
      { productVariantId: 'TEE-BLUE-M', basePriceAmount: 29900, salePriceAmount: 23900, taxPercentage: 2500 },
      { productVariantId: 'TEE-RED-M', basePriceAmount: 34900, salePriceAmount: 34900, taxPercentage: 2500 },
    ],
    ...overrides,
  };
}

export const stocks: VariantStock[] = [
  { productVariantId: 'TEE-BLUE-S', available: 40, inStock: true },
  { productVariantId: 'TEE-BLUE-M', available: 3, inStock: true },
  { productVariantId: 'TEE-RED-M', available: 0, inStock: false },
];
