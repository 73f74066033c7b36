import { createSelector } from '@reduxjs/toolkit';
import { GIFT_NOTE } from '../cart';
import type { CatalogState } from './catalogSlice';

type WithCatalog = { catalog: CatalogState };

export const selectListing = (state: WithCatalog) => state.catalog.listing;
export const selectProductState = (state: WithCatalog) => state.catalog.product;
export const selectCurrentProduct = (state: WithCatalog) => state.catalog.product.product;
export const selectPrices = (state: WithCatalog) => state.catalog.prices;
export const selectStocks = (state: WithCatalog) => state.catalog.stocks;

export const selectVariantPrice = (state: WithCatalog, productVariantId: string | undefined) =>
  state.catalog.prices.data?.variants.find((price) => price.productVariantId === productVariantId) ?? null;

export const selectVariantStock = (state: WithCatalog, productVariantId: string | undefined) =>
  state.catalog.stocks.data.find((stock) => stock.productVariantId === productVariantId) ?? null;

/** The gift note's price in the page's market and store group, or null while unknown. */
export const selectGiftNotePrice = createSelector(
  (state: WithCatalog) => state.catalog.giftNotePrices.data,
  (data) => {
    const price = data?.variants.find((variant) => variant.productVariantId === GIFT_NOTE.productVariantId);
    return data && price ? { price, currencyCode: data.currencyCode } : null;
  },
);
