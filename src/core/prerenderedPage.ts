import { createAction } from '@reduxjs/toolkit';
import type { Market, PriceData, ProductParent, ProductSummary, VariantStock } from '../api/types';

/** A market's offer of a product as the build saw it: its lowest price and whether any is in stock. */
export interface MarketOffer {
  /** The market's country code ('NO'). */
  country: string;
  currency: string;
  /** The lowest sale price of the product's variants, in minor units. */
  price: number;
  inStock: boolean;
  /** Whether the price includes VAT (the store group's way of pricing). */
  taxIncluded: boolean;
}

/**
 * What the build knew of a page when it rendered it (tooling/prerenderShells.ts): the market the
 * address speaks for, every market (for the page's language alternates), and the page's data from
 * the catalogue: the home's listing, or a product with its prices and stocks in that market's
 * default store group and its offer in each market the address serves.
 */
export interface PrerenderedPage {
  market: Market;
  markets: Market[];
  listing?: { key: string; products: ProductSummary[] };
  product?: {
    slug: string;
    product: ProductParent;
    storeGroupId: string;
    prices: PriceData;
    stocks: VariantStock[];
    offers: MarketOffer[];
  };
}

/**
 * The served document's page, taken into the store as the app hydrates it (src/app/mountApp.tsx),
 * so the first render is the picture the visitor already sees. The sagas then ask for the same
 * data in the shopper's own market and store group, and their answers replace it.
 */
export const pagePrerendered = createAction<PrerenderedPage>('storefront/pagePrerendered');
