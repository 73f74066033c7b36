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
import { anna } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    account: accountReducer,
    auth: authReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;

const opened = accountPageOpened({ path: '/my-account/overview/' });

describe('account page guard', () => {
  it('sends a shopper with no user and no user-token cookie to the login, which brings them back', async () => {
    const { navigations, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(accountRootSaga).withReducer(reducer).provide(providers).dispatch(opened),
    );
    expect(navigations).toEqual(['/login?redirect=/my-account/overview/']);
    expect((storeState as State).account.guard).toBe('redirected');
  });

  it('lets a signed-in user stay', async () => {
    const { navigations, providers } = setup({ cookies: { userToken: 'access-1' } });
    const { storeState } = await runToEnd(
      expectSaga(accountRootSaga)
        .withReducer(reducer, state(userSucceeded(anna)))
        .provide(providers)
        .dispatch(opened),
    );
    expect(navigations).toEqual([]);
    expect((storeState as State).account.guard).toBe('signedIn');
  });

  it('waits for the user while the user-token cookie is present', async () => {
    const { services, navigations, providers } = setup({ cookies: { userToken: 'access-1' } });
    function* boot() {
      yield fork(accountRootSaga);
      yield fork(authRootSaga);
      yield put(opened);
    }
    const { storeState } = await runToEnd(
      expectSaga(boot)
        .withReducer(reducer)
        .provide([[matchers.call.fn(services.api.proxy.getUser), anna], ...providers]),
    );
    expect(navigations).toEqual([]);
    expect((storeState as State).account.guard).toBe('signedIn');
  });

  it('sends the shopper to the login when the user cannot be loaded', async () => {
    const { services, navigations, providers } = setup({ cookies: { userToken: 'stale' } });
    function* boot() {
      yield fork(accountRootSaga);
      yield fork(authRootSaga);
      yield put(opened);
    }
    await runToEnd(
      expectSaga(boot)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(services.api.proxy.getUser),
            throwError(new ApiError({ message: 'Unauthorized', statusCode: 401 })),
          ],
          ...providers,
        ]),
    );
    expect(navigations).toEqual(['/login?redirect=/my-account/overview/']);
  });
});
