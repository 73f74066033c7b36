import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectUserRequest = (state: WithAuth) => state.auth.request;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.user !== null;
