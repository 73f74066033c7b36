export {
  authReducer,
  userRequested,
  userSucceeded,
  userFailed,
  logoutRequested,
  loggedOut,
} from './authSlice';
export type { AuthState } from './authSlice';
export { selectUser, selectUserRequest, selectIsLoggedIn } from './selectors';
export { authRootSaga } from './authSagas';
export { AccountMenu } from './components/AccountMenu';
