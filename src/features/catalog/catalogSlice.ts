import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { PriceData, ProductParent, ProductSummary, VariantStock } from '../../api/types';
import {
  idleRequest,
  loadingRequest as loading,
  succeededRequest as succeeded,
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
  product: { slug: null, product: null, request: idleRequest },
  prices: { storeGroupId: null, data: null, request: idleRequest },
  stocks: { data: [], request: idleRequest },
  giftNotePrices: { data: null, request: idleRequest },
};

const failed = (error: ErrorInfo): RequestState => ({ status: 'failed', error });

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** Intent: show the home listing for the current market and store group. */
    listingRequested: () => undefined,
    listingStarted: (state, action: PayloadAction<{ key: string }>) => {
      // Another market's products never show under this market's prices.
      if (state.listing.key !== action.payload.key) state.listing.products = [];
      state.listing.key = action.payload.key;
      state.listing.request = loading;
    },
    listingSucceeded: (state, action: PayloadAction<{ key: string; products: ProductSummary[] }>) => {
      if (state.listing.key !== action.payload.key) return;
      state.listing.products = action.payload.products;
      state.listing.request = succeeded;
    },
    listingFailed: (state, action: PayloadAction<{ key: string; error: ErrorInfo }>) => {
      if (state.listing.key !== action.payload.key) return;
      state.listing.request = failed(action.payload.error);
    },

    productRequested: (state, action: PayloadAction<{ slug: string }>) => {
      // The same product asked for again (another market) stays on screen while it reloads;
      // its prices and stocks never outlive the request, as they may be another market's.
      if (state.product.slug !== action.payload.slug) state.product.product = null;
      state.prices = initialCatalogState.prices;
      state.stocks = initialCatalogState.stocks;
      state.giftNotePrices = initialCatalogState.giftNotePrices;
      state.product.slug = action.payload.slug;
      state.product.request = loading;
    },
    productSucceeded: (state, action: PayloadAction<ProductParent>) => {
      state.product.product = action.payload;
      state.product.request = succeeded;
    },
    productFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.product.product = null;
      state.product.request = failed(action.payload);
    },
    /** The product page closed: nothing follows this product to another market any more. */
    productLeft: (state) => {
      state.product = initialCatalogState.product;
      state.prices = initialCatalogState.prices;
      state.stocks = initialCatalogState.stocks;
      state.giftNotePrices = initialCatalogState.giftNotePrices;
    },

    pricesStarted: (state, action: PayloadAction<{ storeGroupId: string }>) => {
      state.prices.storeGroupId = action.payload.storeGroupId;
      state.prices.request = loading;
    },
    pricesSucceeded: (state, action: PayloadAction<PriceData>) => {
      state.prices.data = action.payload;
      state.prices.request = succeeded;
    },
    pricesFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.prices.data = null;
      state.prices.request = failed(action.payload);
    },
    giftNotePricesStarted: (state) => {
      state.giftNotePrices.request = loading;
    },
    giftNotePricesSucceeded: (state, action: PayloadAction<PriceData>) => {
      state.giftNotePrices.data = action.payload;
      state.giftNotePrices.request = succeeded;
    },
    giftNotePricesFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.giftNotePrices.data = null;
      state.giftNotePrices.request = failed(action.payload);
    },
    stocksStarted: (state) => {
      state.stocks.request = loading;
    },
    stocksSucceeded: (state, action: PayloadAction<VariantStock[]>) => {
      state.stocks.data = action.payload;
      state.stocks.request = succeeded;
    },
    stocksFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.stocks.data = [];
      state.stocks.request = failed(action.payload);
    },
  },
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
