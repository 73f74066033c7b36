import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company, ContactPerson } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import { sessionUserChanged } from '../auth';

/** The company and contact person a buyer chose at checkout (docs/rules.md#customer-card). */
export interface SessionBuyer {
  company: Company;
  contact: ContactPerson;
}

/** What the cart session orders for, as its one owner (sessionCompanySagas.ts) last gave it. */
export interface SessionCompanyState {
  /** The buyer chosen at checkout; null: the signed-in user's own first company. */
  buyer: SessionBuyer | null;
  /** The cart and attributes the session was last given (carriedKey), null when not known. */
  sentFor: string | null;
  request: RequestState;
  /** Buyer choices announced and not yet carried: the checkout waits until there are none. */
  buyersInLine: number;
}

declare module '../../core/rootState' {
  interface RootState {
    sessionCompany: SessionCompanyState;
  }
}

const initialState: SessionCompanyState = {
  buyer: null,
  sentFor: null,
  request: idleRequest,
  buyersInLine: 0,
};

const sessionCompanySlice = createSlice({
  name: 'sessionCompany',
  initialState,
  reducers: {
    /** The checkout's customer card chose a buyer: an announcement, carried by the owner in turn. */
    sessionBuyerChosen: (state, action: PayloadAction<SessionBuyer>) => {
      state.buyer = action.payload;
      state.buyersInLine += 1;
    },
    /** One announced buyer choice was carried (or refused, or had no session to go to). */
    sessionBuyerSettled: (state) => {
      state.buyersInLine = Math.max(0, state.buyersInLine - 1);
    },
    ...requestReducers<SessionCompanyState, { succeeded: { sentFor: string } }>()(
      'sessionCompany',
      (s) => s,
      'request',
      {
        succeeded: (state, action) => {
          state.sentFor = action.payload.sentFor;
        },
        failed: (state) => {
          state.sentFor = null;
        },
      },
    ),
  },
  extraReducers: (builder) =>
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(sessionEnded, () => initialState)
      // Another account, or the same one in another company: the checkout chooses the buyer again.
      .addCase(sessionUserChanged, (state) => {
        state.buyer = null;
      }),
});

export const {
  sessionBuyerChosen,
  sessionBuyerSettled,
  sessionCompanyRequested,
  sessionCompanySucceeded,
  sessionCompanyFailed,
} = sessionCompanySlice.actions;
export const sessionCompanyReducer = sessionCompanySlice.reducer;

export const selectSessionCompany = (state: { sessionCompany: SessionCompanyState }) => state.sessionCompany;
