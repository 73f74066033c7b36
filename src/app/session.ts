import { createAction, createSlice } from '@reduxjs/toolkit';

/**
 * The shopper's login session as the API layer sees it: whether an access-token refresh is
 * under way (so concurrent 401s share one refresh), and the end of a session that could not
 * be refreshed. Tokens themselves live in cookies, never here.
 */
export const tokenRefreshStarted = createAction('session/tokenRefreshStarted');
export const tokenRefreshSucceeded = createAction('session/tokenRefreshSucceeded');
export const tokenRefreshFailed = createAction('session/tokenRefreshFailed');
/** The refresh token was refused: the user is signed out (cookies already cleared by the saga). */
export const sessionEnded = createAction('session/sessionEnded');

export type TokenRefreshStatus = 'idle' | 'refreshing';

const sessionSlice = createSlice({
  name: 'session',
  initialState: { tokenRefresh: 'idle' as TokenRefreshStatus },
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
export const selectTokenRefreshStatus = (state: { session: { tokenRefresh: TokenRefreshStatus } }) =>
  state.session.tokenRefresh;
