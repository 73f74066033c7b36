import { call, fork, getContext, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi } from '../../app/callApi';
import type { Services } from '../../app/services';
import { cookieNames, logoutCookies } from '../../services/cookies';
import { loginRootSaga } from './loginSagas';
import { loggedOut, logoutRequested, userFailed, userRequested, userSucceeded } from './authSlice';

export { logoutCookies };

export function* loadUser() {
  const api = yield* getContext<Services['api']>('api');
  try {
    const user = yield* callApi(api.proxy.getUser);
    yield* put(userSucceeded(user));
  } catch (error) {
    yield* put(userFailed(toErrorInfo(error)));
  }
}

export function* logout() {
  const api = yield* getContext<Services['api']>('api');
  const cookies = yield* getContext<Services['cookies']>('cookies');
  const navigation = yield* getContext<Services['navigate']>('navigate');
  const refreshToken = yield* call(cookies.get, cookieNames.refreshToken);
  if (refreshToken) {
    try {
      yield* call(api.proxy.logout, refreshToken);
    } catch {
      // The shopper is signed out locally either way; the token then expires on its own.
    }
  }
  for (const name of logoutCookies) yield* call(cookies.remove, name);
  yield* put(loggedOut());
  yield* call(navigation.navigate, '/');
}

/** The user query runs only when the user-token cookie is present (spec point 4). */
export function* requestUserIfSignedIn() {
  const cookies = yield* getContext<Services['cookies']>('cookies');
  if (yield* call(cookies.get, cookieNames.userToken)) yield* put(userRequested());
}

export function* authRootSaga() {
  yield* takeLatest(userRequested.type, loadUser);
  yield* takeLeading(logoutRequested.type, logout);
  yield* fork(loginRootSaga);
  yield* call(requestUserIfSignedIn);
}
