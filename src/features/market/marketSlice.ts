import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Market } from '../../api/types';
import { config } from '../../config';
import { pagePrerendered } from '../../core/prerenderedPage';
import { settingsSucceeded } from '../settings';
import { defaultMarket } from './defaultMarket';

export interface MarketState {
  markets: Market[];
  selected: Market;
}

declare module '../../core/rootState' {
  interface RootState {
    market: MarketState;
  }
}

const initialState: MarketState = { markets: [], selected: defaultMarket };

const marketSlice = createSlice({
  name: 'market',
  initialState,
  reducers: {
    /** The shopper picked a market in the selector. */
    marketChosen: (state, action: PayloadAction<Market>) => {
      state.selected = action.payload;
    },
    /** The market remembered from an earlier visit. */
    marketRestored: (state, action: PayloadAction<Market>) => {
      state.selected = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      // The market the served page was rendered for: its address's (a new visitor's until the
      // saved one, if any, is restored; the page is only hydrated when the two agree).
      .addCase(pagePrerendered, (state, action) => {
        state.selected = action.payload.market;
        if (state.markets.length === 0) state.markets = action.payload.markets;
      })
      .addCase(settingsSucceeded, (state, action) => {
        state.markets = action.payload.markets;
        // Keep the chosen market current with the backend's data; an unknown one falls back.
        const current = action.payload.markets.find((market) => market.id === state.selected.id);
        const configured = action.payload.markets.find((market) => market.id === config.defaultMarketId);
        state.selected = current ?? configured ?? action.payload.markets[0] ?? defaultMarket;
      }),
});

export const { marketChosen, marketRestored } = marketSlice.actions;
export const marketReducer = marketSlice.reducer;
