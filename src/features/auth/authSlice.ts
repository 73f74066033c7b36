import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { idleRequest, type RequestState } from '../../app/requestState';
import { sessionEnded } from '../../app/session';

export interface AuthState {
  /** The cached signed-in user; tokens stay in cookies. */
  user: SessionUser | null;
  request: RequestState;
}

const initialState: AuthState = { user: null, request: idleRequest };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userRequested: (state) => {
      state.request = { status: 'loading', error: null };
    },
    userSucceeded: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.request = { status: 'succeeded', error: null };
    },
    userFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.request = { status: 'failed', error: action.payload };
    },
    // Intent only; the saga does the work.
    logoutRequested: (state) => state,
    loggedOut: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { userRequested, userSucceeded, userFailed, logoutRequested, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
