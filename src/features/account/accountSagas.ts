import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLatest } from 'typed-redux-saga';
import { service } from '../../core/services';
import { cookieNames } from '../../services/cookies';
import { loggedOut, sessionEnded } from '../../core/session';
import { selectUser, selectUserRequest, userFailed, userRequested, userSucceeded } from '../auth';
import { paths } from '../../core/paths';
import { accountGuardPassed, accountGuardRedirected, accountPageOpened } from './accountSlice';

/**
 * The account pages are for signed-in users: with no user and no user-token cookie, or when the
 * user cannot be loaded, the shopper goes to the login page, which brings them back afterwards.
 */
export function* guardAccountPage(action: PayloadAction<{ path: string }>) {
  const cookies = yield* service('cookies');
  const navigation = yield* service('navigate');
  if (!(yield* select(selectUser))) {
    const hasToken = Boolean(yield* call(cookies.get, cookieNames.userToken));
    if (hasToken) {
      const request = yield* select(selectUserRequest);
      if (request.status !== 'loading') yield* put(userRequested());
      yield* race({
        succeeded: take(userSucceeded.type),
        failed: take(userFailed.type),
        ended: take(sessionEnded.type),
        out: take(loggedOut.type),
      });
    }
  }
  if (yield* select(selectUser)) {
    yield* put(accountGuardPassed());
    return;
  }
  yield* put(accountGuardRedirected());
  yield* call(
    navigation.navigate,
    `${paths.login}?redirect=${encodeURIComponent(action.payload.path).replace(/%2F/g, '/')}`,
    {
      replace: true,
    },
  );
}

export function* accountRootSaga() {
  yield* takeLatest(accountPageOpened.type, guardAccountPage);
}
