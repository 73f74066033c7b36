import { combineReducers } from '@reduxjs/toolkit';
import { fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import { accountRootSaga } from '../../../src/features/account/accountSagas';
import { accountPageOpened, accountReducer } from '../../../src/features/account/accountSlice';
import { authReducer, authRootSaga, userSucceeded } from '../../../src/features/auth';
import { notificationsReducer } from '../../../src/features/notifications';
import type { CookieName } from '../../../src/services/cookies';
import { contextProviders, fakeCookies, fakeServices } from '../../support/fakeServices';
import { sessionUser } from '../auth/fixtures';

const reducer = combineReducers({
  account: accountReducer,
  auth: authReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});
type State = ReturnType<typeof reducer>;
const initial = reducer(undefined, { type: '@@init' });

function setup(cookies: Partial<Record<CookieName, string>> = {}) {
  const { services, navigations } = fakeServices({ cookies: fakeCookies(cookies) });
  return { services, navigations, context: contextProviders(services) };
}

const opened = accountPageOpened({ path: '/my-account/overview/' });

describe('account page guard', () => {
  it('sends a shopper with no user and no user-token cookie to the login, which brings them back', async () => {
    const { navigations, context } = setup();
    const { storeState } = await expectSaga(accountRootSaga)
      .withReducer(reducer)
      .provide(context)
      .dispatch(opened)
      .silentRun(50);
    expect(navigations).toEqual(['/login?redirect=/my-account/overview/']);
    expect((storeState as State).account.guard).toBe('redirected');
  });

  it('lets a signed-in user stay', async () => {
    const { navigations, context } = setup({ userToken: 'access-1' });
    const { storeState } = await expectSaga(accountRootSaga)
      .withReducer(reducer, reducer(initial, userSucceeded(sessionUser)))
      .provide(context)
      .dispatch(opened)
      .silentRun(50);
    expect(navigations).toEqual([]);
    expect((storeState as State).account.guard).toBe('signedIn');
  });

  it('waits for the user while the user-token cookie is present', async () => {
    const { services, navigations, context } = setup({ userToken: 'access-1' });
    function* boot() {
      yield fork(accountRootSaga);
      yield fork(authRootSaga);
      yield put(opened);
    }
    const { storeState } = await expectSaga(boot)
      .withReducer(reducer)
      .provide([[matchers.call.fn(services.api.proxy.getUser), sessionUser], ...context])
      .silentRun(50);
    expect(navigations).toEqual([]);
    expect((storeState as State).account.guard).toBe('signedIn');
  });

  it('sends the shopper to the login when the user cannot be loaded', async () => {
    const { services, navigations, context } = setup({ userToken: 'stale' });
    function* boot() {
      yield fork(accountRootSaga);
      yield fork(authRootSaga);
      yield put(opened);
    }
    await expectSaga(boot)
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(services.api.proxy.getUser),
          throwError(new ApiError({ message: 'Unauthorized', statusCode: 401 })),
        ],
        ...context,
      ])
      .silentRun(50);
    expect(navigations).toEqual(['/login?redirect=/my-account/overview/']);
  });
});
