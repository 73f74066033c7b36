import { call, fork, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi, callApiWithoutRefresh } from '../../core/callApi';
import { loggedOut, sessionEnded } from '../../core/session';
import { t } from '../../i18n/localText';
import { notify } from '../notifications';
import { service } from '../../core/services';
import { cookieNames, logoutCookies } from '../../services/cookies';
import { loginRootSaga } from './loginSagas';
import { logoutRequested, userFailed, userRequested, userSucceeded } from './authSlice';

export { logoutCookies };

export function* loadUser() {
  const api = yield* service('api');
  try {
    const user = yield* callApi(api.proxy.getUser);
    yield* put(userSucceeded(user));
  } catch (error) {
    yield* put(userFailed(toErrorInfo(error)));
  }
}

export function* logout() {
  const api = yield* service('api');
  const cookies = yield* service('cookies');
  const navigation = yield* service('navigate');
  const refreshToken = yield* call(cookies.get, cookieNames.refreshToken);
  if (refreshToken) {
    try {
      // Without a refresh: the token being given up is the one a refresh would spend.
      yield* callApiWithoutRefresh(api.proxy.logout, refreshToken);
    } catch {
      // The shopper is signed out locally either way; the token then expires on its own.
    }
  }
  for (const name of logoutCookies) yield* call(cookies.remove, name);
  yield* put(loggedOut());
  yield* call(navigation.navigate, '/');
}

/** A session that could not be refreshed ended (core/callApi.ts); the shopper is told why. */
export function* announceSessionEnded() {
  yield* notify('warning', t('session.expired.title'), t('session.expired.body'));
}

/** The user query runs only when the user-token cookie is present (docs/rules.md#session). */
export function* requestUserIfSignedIn() {
  const cookies = yield* service('cookies');
  if (yield* call(cookies.get, cookieNames.userToken)) yield* put(userRequested());
}

export function* authRootSaga() {
  yield* takeLatest(userRequested.type, loadUser);
  yield* takeLeading(logoutRequested.type, logout);
  yield* takeLatest(sessionEnded.type, announceSessionEnded);
  yield* fork(loginRootSaga);
  yield* call(requestUserIfSignedIn);
}
