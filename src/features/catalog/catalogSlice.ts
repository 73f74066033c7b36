import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { pagePrerendered, type MarketOffer } from '../../core/prerenderedPage';
import { sameData } from '../../lib/sameData';
import type { PriceData, ProductParent, ProductSummary, VariantStock } from '../../api/types';
import {
  answersFor,
  idleRequest,
  requestReducers,
  succeededRequest,
  type RequestState,
} from '../../core/requestState';

/** The home listing for one market and store group: another key means another price list. */
export interface ListingState {
  key: string | null;
  products: ProductSummary[];
  request: RequestState;
}

export interface ProductState {
  slug: string | null;
  product: ProductParent | null;
  request: RequestState;
  /**
   * The product's offer in each market its address serves, as the served page had them (its
   * structured data); empty once the page is the app's own.
   */
  offers: MarketOffer[];
  /**
   * The product, prices and stocks are the served page's (the build's, in the address's market's
   * default store group): they stay on screen while the shopper's own are asked for.
   */
  prerendered: boolean;
}

export interface PricesState {
  /** The store group the prices are for, so a store-group change reloads them. */
  storeGroupId: string | null;
  data: PriceData | null;
  request: RequestState;
}

/** The gift note's prices, for a product offered with one (the note is a product of its own). */
export interface GiftNotePricesState {
  data: PriceData | null;
  request: RequestState;
}

export interface StocksState {
  data: VariantStock[];
  request: RequestState;
}

export interface CatalogState {
  listing: ListingState;
  product: ProductState;
  prices: PricesState;
  stocks: StocksState;
  giftNotePrices: GiftNotePricesState;
}

declare module '../../core/rootState' {
  interface RootState {
    catalog: CatalogState;
  }
}

export const initialCatalogState: CatalogState = {
  listing: { key: null, products: [], request: idleRequest },
  product: { slug: null, product: null, request: idleRequest, offers: [], prerendered: false },
  prices: { storeGroupId: null, data: null, request: idleRequest },
  stocks: { data: [], request: idleRequest },
  giftNotePrices: { data: null, request: idleRequest },
};

/**
 * The product's prices, gift-note prices and stocks: kept when they come, emptied when they fail,
 * so another store group's or market's never show in their place.
 */
const keepsData = <D>(part: (state: Draft<CatalogState>) => { data: D }, none: D) => ({
  succeeded: (state: Draft<CatalogState>, action: PayloadAction<D>) => {
    part(state).data = action.payload;
  },
  failed: (state: Draft<CatalogState>) => {
    part(state).data = none;
  },
});

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** Intent: show the home listing for the current market and store group. */
    listingRequested: () => undefined,
    ...requestReducers<
      CatalogState,
      {
        requested: { key: string };
        succeeded: { key: string; products: ProductSummary[] };
        failed: { key: string; error: ErrorInfo };
      }
    >()(['listingStarted', 'listingSucceeded', 'listingFailed'], (s) => s.listing, 'request', {
      requested: (state, action) => {
        // Another market's products never show under this market's prices.
        if (state.listing.key !== action.payload.key) state.listing.products = [];
        state.listing.key = action.payload.key;
      },
      succeeded: (state, action) => {
        if (!sameData(state.listing.products, action.payload.products))
          state.listing.products = action.payload.products;
      },
      when: answersFor((s) => s.listing.key, 'key'),
    }),

    ...requestReducers<CatalogState, { requested: { slug: string }; succeeded: ProductParent }>()(
      'product',
      (s) => s.product,
      'request',
      {
        requested: (state, action) => {
          // The same product asked for again (another market) stays on screen while it reloads;
          // its prices and stocks never outlive the request, as they may be another market's,
          // except the served page's own, asked for again in the same market as it opens.
          const refresh = state.product.prerendered && state.product.slug === action.payload.slug;
          state.product.prerendered = false;
          if (refresh) return;
          if (state.product.slug !== action.payload.slug) state.product.product = null;
          state.product.offers = [];
          state.prices = initialCatalogState.prices;
          state.stocks = initialCatalogState.stocks;
          state.giftNotePrices = initialCatalogState.giftNotePrices;
          state.product.slug = action.payload.slug;
        },
        succeeded: (state, action) => {
          state.product.product = action.payload;
        },
        failed: (state) => {
          state.product.product = null;
        },
      },
    ),
    /** The product page closed: nothing follows this product to another market any more. */
    productLeft: (state) => {
      state.product = initialCatalogState.product;
      state.prices = initialCatalogState.prices;
      state.stocks = initialCatalogState.stocks;
      state.giftNotePrices = initialCatalogState.giftNotePrices;
    },

    ...requestReducers<CatalogState, { requested: { storeGroupId: string }; succeeded: PriceData }>()(
      ['pricesStarted', 'pricesSucceeded', 'pricesFailed'],
      (s) => s.prices,
      'request',
      {
        ...keepsData((s) => s.prices, null),
        requested: (state, action) => {
          state.prices.storeGroupId = action.payload.storeGroupId;
        },
      },
    ),
    ...requestReducers<CatalogState, { succeeded: PriceData }>()(
      ['giftNotePricesStarted', 'giftNotePricesSucceeded', 'giftNotePricesFailed'],
      (s) => s.giftNotePrices,
      'request',
      keepsData((s) => s.giftNotePrices, null),
    ),
    ...requestReducers<CatalogState, { succeeded: VariantStock[] }>()(
      ['stocksStarted', 'stocksSucceeded', 'stocksFailed'],
      (s) => s.stocks,
      'request',
      keepsData((s) => s.stocks, []),
    ),
  },
  extraReducers: (builder) =>
    builder.addCase(pagePrerendered, (state, { payload }) => {
      if (payload.listing) {
        state.listing = {
          key: payload.listing.key,
          products: payload.listing.products,
          request: succeededRequest,
        };
      }
      if (payload.product) {
        const { slug, product, storeGroupId, prices, stocks, offers } = payload.product;
        state.product = { slug, product, request: succeededRequest, offers, prerendered: true };
        state.prices = { storeGroupId, data: prices, request: succeededRequest };
        state.stocks = { data: stocks, request: succeededRequest };
      }
    }),
});

export const {
  listingRequested,
  listingStarted,
  listingSucceeded,
  listingFailed,
  productRequested,
  productSucceeded,
  productFailed,
  productLeft,
  pricesStarted,
  pricesSucceeded,
  pricesFailed,
  giftNotePricesStarted,
  giftNotePricesSucceeded,
  giftNotePricesFailed,
  stocksStarted,
  stocksSucceeded,
  stocksFailed,
} = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;
