import { createAction, createSlice } from '@reduxjs/toolkit';

/**
 * The shopper's login session as every feature sees it. Tokens themselves live in cookies, never
 * here; this slice only knows whether an access-token refresh is under way, so concurrent 401s
 * share one refresh.
 */
export const tokenRefreshStarted = createAction('session/tokenRefreshStarted');
export const tokenRefreshSucceeded = createAction('session/tokenRefreshSucceeded');
export const tokenRefreshFailed = createAction('session/tokenRefreshFailed');
/** The refresh token was refused: the user is signed out (cookies already cleared by the saga). */
export const sessionEnded = createAction('session/sessionEnded');
/**
 * The shopper logged out (cookies already cleared). Every feature that keeps a user's data resets
 * on it; the type keeps its historic `auth/` name so recorded support logs still replay.
 */
export const loggedOut = createAction('auth/loggedOut');

export type TokenRefreshStatus = 'idle' | 'refreshing';

export interface SessionState {
  tokenRefresh: TokenRefreshStatus;
}

const initialState: SessionState = { tokenRefresh: 'idle' };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(tokenRefreshStarted, (state) => {
        state.tokenRefresh = 'refreshing';
      })
      .addCase(tokenRefreshSucceeded, (state) => {
        state.tokenRefresh = 'idle';
      })
      .addCase(tokenRefreshFailed, (state) => {
        state.tokenRefresh = 'idle';
      }),
});

export const sessionReducer = sessionSlice.reducer;
export const selectTokenRefreshStatus = (state: { session: SessionState }) => state.session.tokenRefresh;
