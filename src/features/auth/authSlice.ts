import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import type { LocalText } from '../../i18n/localText';

export interface AuthState {
  /** The cached signed-in user; tokens stay in cookies. */
  user: SessionUser | null;
  request: RequestState;
  /** The login form's submission. */
  login: RequestState;
  /** The login failure's message, shown for 5 s (docs/rules.md#login). */
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

/**
 * The signed-in account may order for another company now: a login, or the account read again after
 * it joined or left one (its cart already moved to its store group). The company feature's owner
 * decides what the cart session carries (features/company/sessionCompanySagas.ts).
 */
export const sessionUserChanged = createAction<SessionUser>('auth/sessionUserChanged');

const initialState: AuthState = { user: null, request: idleRequest, login: idleRequest, loginMessage: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    ...requestReducers<AuthState, { succeeded: SessionUser }>()('user', (s) => s, 'request', {
      succeeded: (state, action) => {
        state.user = action.payload;
      },
    }),
    // Intent only; the saga does the work.
    logoutRequested: (state) => state,
    ...requestReducers<
      AuthState,
      { requested: LoginRequest; failed: { error: ErrorInfo; message: LocalText } }
    >()('login', (s) => s, 'login', {
      requested: (state) => {
        state.loginMessage = null;
      },
      succeeded: (state) => {
        state.loginMessage = null;
      },
      failed: (state, action) => {
        state.loginMessage = action.payload.message;
      },
    }),
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
