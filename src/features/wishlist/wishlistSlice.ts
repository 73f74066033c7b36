import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SkuProduct } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';

export interface WishlistState {
  entries: string[];
  /** The entry just added; the toggle shows a short confirmation while it is set (5 s). */
  added: string | null;
  lookup: { products: SkuProduct[]; request: RequestState };
}

declare module '../../core/rootState' {
  interface RootState {
    wishlist: WishlistState;
  }
}

export const initialWishlistState: WishlistState = {
  entries: [],
  added: null,
  lookup: { products: [], request: idleRequest },
};

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** The entries read from local storage. */
    entriesLoaded: (state, action: PayloadAction<string[]>) => {
      state.entries = action.payload;
    },
    /** Intent: add the entry when absent, remove it when present. */
    toggleRequested: (_state, _action: PayloadAction<string>) => undefined,
    entryAdded: (state, action: PayloadAction<string>) => {
      if (!state.entries.includes(action.payload)) state.entries.push(action.payload);
      state.added = action.payload;
    },
    entryRemoved: (state, action: PayloadAction<string>) => {
      state.entries = state.entries.filter((entry) => entry !== action.payload);
      if (state.added === action.payload) state.added = null;
    },
    addedFlagCleared: (state, action: PayloadAction<string>) => {
      if (state.added === action.payload) state.added = null;
    },
    /**
     * Intent: resolve the entries into products (the /favorites page). A failed lookup: the page
     * says so and offers a retry; the stored entries stay.
     */
    ...requestReducers<WishlistState, { succeeded: SkuProduct[] }>()('lookup', (s) => s.lookup, 'request', {
      succeeded: (state, action) => {
        state.lookup.products = action.payload;
      },
      failed: (state) => {
        state.lookup.products = [];
      },
    }),
  },
});

export const {
  entriesLoaded,
  toggleRequested,
  entryAdded,
  entryRemoved,
  addedFlagCleared,
  lookupRequested,
  lookupSucceeded,
  lookupFailed,
} = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;
