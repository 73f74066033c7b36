import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { idleRequest, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import type { LocalText } from '../../i18n/localText';

export interface AuthState {
  /** The cached signed-in user; tokens stay in cookies. */
  user: SessionUser | null;
  request: RequestState;
  /** The login form's submission. */
  login: RequestState;
  /** The login failure's message, shown for 5 s (spec point 9). */
  loginMessage: LocalText | null;
}

declare module '../../core/rootState' {
  interface RootState {
    auth: AuthState;
  }
}

/** What the login form submits; the password is redacted from every recording (core/redact.ts). */
export interface LoginRequest {
  email: string;
  password: string;
  /** The page's `redirect` query value, checked by the saga. */
  redirect?: string | null;
}

const initialState: AuthState = { user: null, request: idleRequest, login: idleRequest, loginMessage: null };

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
    loginRequested: (state, _action: PayloadAction<LoginRequest>) => {
      state.login = { status: 'loading', error: null };
      state.loginMessage = null;
    },
    loginSucceeded: (state) => {
      state.login = { status: 'succeeded', error: null };
      state.loginMessage = null;
    },
    loginFailed: (state, action: PayloadAction<{ error: ErrorInfo; message: LocalText }>) => {
      state.login = { status: 'failed', error: action.payload.error };
      state.loginMessage = action.payload.message;
    },
    loginMessageCleared: (state) => {
      state.loginMessage = null;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionEnded, () => initialState).addCase(loggedOut, () => initialState),
});

export const {
  userRequested,
  userSucceeded,
  userFailed,
  logoutRequested,
  loginRequested,
  loginSucceeded,
  loginFailed,
  loginMessageCleared,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
