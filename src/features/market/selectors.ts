import type { MarketState } from './marketSlice';

type WithMarket = { market: MarketState };

export const selectMarkets = (state: WithMarket) => state.market.markets;
export const selectCurrentMarket = (state: WithMarket) => state.market.selected;
export const selectLanguage = (state: WithMarket) => state.market.selected.language;
export const selectLocale = (state: WithMarket) =>
  `${state.market.selected.language}-${state.market.selected.country}`;
