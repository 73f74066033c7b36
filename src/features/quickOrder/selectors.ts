import { createSelector } from '@reduxjs/toolkit';
import { selectCurrentMarket, type MarketState } from '../market';
import { isAddable } from './checkLines';
import type { QuickOrderState } from './quickOrderSlice';

type WithQuickOrder = { quickOrder: QuickOrderState };

export const selectQuickOrderText = (state: WithQuickOrder) => state.quickOrder.text;
export const selectQuickOrderLines = (state: WithQuickOrder) => state.quickOrder.lines;
export const selectQuickOrderCheck = (state: WithQuickOrder) => state.quickOrder.check;
export const selectQuickOrderInputError = (state: WithQuickOrder) => state.quickOrder.inputError;
export const selectQuickOrderAdd = (state: WithQuickOrder) => state.quickOrder.add;
export const selectQuickOrderLastAdded = (state: WithQuickOrder) => state.quickOrder.lastAdded;
export const selectIsQuickOrderChecking = (state: WithQuickOrder) =>
  state.quickOrder.check.status === 'loading';
export const selectIsQuickOrderAdding = (state: WithQuickOrder) => state.quickOrder.add.status === 'loading';

/** The lines were checked for the text as it stands and the market the shopper is in. */
export const selectIsQuickOrderCheckCurrent = (state: WithQuickOrder & { market: MarketState }) => {
  const { checked, text } = state.quickOrder;
  return checked !== null && checked.text === text && checked.marketId === selectCurrentMarket(state).id;
};

/** The checked lines that can go to the cart. */
export const selectAddableLines = createSelector([selectQuickOrderLines], (lines) => lines.filter(isAddable));

/** The lines to add now: none while the check is stale, under way, or an add runs. */
export const selectLinesToAdd = createSelector(
  [selectAddableLines, selectIsQuickOrderCheckCurrent, selectIsQuickOrderChecking, selectIsQuickOrderAdding],
  (lines, current, checking, adding) => (current && !checking && !adding ? lines : []),
);
