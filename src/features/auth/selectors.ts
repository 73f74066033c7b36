import type { AuthState } from './authSlice';
import { userDisplayName } from '../../lib/userNames';

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectUserRequest = (state: WithAuth) => state.auth.request;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.user !== null;
export const selectLoginRequest = (state: WithAuth) => state.auth.login;
export const selectLoginMessage = (state: WithAuth) => state.auth.loginMessage;
/** The signed-in user's display name (userNames.ts); empty when nobody is signed in. */
export const selectUserDisplayName = (state: WithAuth) =>
  state.auth.user ? userDisplayName(state.auth.user) : '';
