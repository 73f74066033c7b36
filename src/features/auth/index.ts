export {
  authReducer,
  userRequested,
  userSucceeded,
  userFailed,
  logoutRequested,
  loginRequested,
  loginSucceeded,
  loginFailed,
  sessionUserChanged,
} from './authSlice';
export type { AuthState, LoginRequest } from './authSlice';
export {
  selectUser,
  selectUserRequest,
  selectIsLoggedIn,
  selectLoginRequest,
  selectLoginMessage,
  selectUserDisplayName,
} from './selectors';
export { authRootSaga } from './authSagas';
export { followUserStoreGroup } from './loginSagas';
export { signedInUser } from './signedInUser';
export { AccountMenu } from './components/AccountMenu';
export { useSignedInUser } from './useSignedInUser';
