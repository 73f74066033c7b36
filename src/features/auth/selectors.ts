import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectUserRequest = (state: WithAuth) => state.auth.request;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.user !== null;
export const selectLoginRequest = (state: WithAuth) => state.auth.login;
export const selectLoginMessage = (state: WithAuth) => state.auth.loginMessage;
/** The user's name as a greeting shows it; the email when no name is known. */
export const selectUserDisplayName = (state: WithAuth) => {
  const user = state.auth.user;
  if (!user) return '';
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
};
