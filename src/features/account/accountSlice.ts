import { createSlice } from '@reduxjs/toolkit';

export interface AccountState {
  /** Whether the signed-in check of the account pages is under way. */
  guard: 'idle' | 'checking' | 'signedIn' | 'redirected';
}

declare module '../../core/rootState' {
  interface RootState {
    account: AccountState;
  }
}

const initialState: AccountState = { guard: 'idle' };

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** An account page opened; the saga checks the shopper is signed in. */
    accountPageOpened: (state, _action: { payload: { path: string } }) => {
      state.guard = 'checking';
    },
    accountGuardPassed: (state) => {
      state.guard = 'signedIn';
    },
    accountGuardRedirected: (state) => {
      state.guard = 'redirected';
    },
  },
});

export const { accountPageOpened, accountGuardPassed, accountGuardRedirected } = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
