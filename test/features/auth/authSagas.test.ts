import { combineReducers } from '@reduxjs/toolkit';
import { fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { loggedOut, sessionReducer } from '../../../src/core/session';
import {
  authRootSaga,
  loadUser,
  logout,
  logoutCookies,
  requestUserIfSignedIn,
} from '../../../src/features/auth/authSagas';
import {
  authReducer,
  logoutRequested,
  userFailed,
  userRequested,
  userSucceeded,
} from '../../../src/features/auth/authSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import type { CookieName } from '../../../src/services/cookies';
import { anna } from '../../support/demoAccounts';
import { sagaHarness } from '../../support/sagaHarness';
import { held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    auth: authReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;
const initialState = state();
const signedInState = state(userSucceeded(anna));

const signedInCookies: Partial<Record<CookieName, string>> = {
  userToken: 'access-1',
  refreshToken: 'refresh-1',
  userId: 'user-anna',
  checkoutToken: 'checkout-1',
  paymentJwt: 'jwt-1',
  cartToken: 'cart-1',
  storeGroupId: 'sg-default',
};

describe('requestUserIfSignedIn', () => {
  it('puts userRequested when the userToken cookie exists', async () => {
    const { providers } = setup({ cookies: { userToken: 'access-1' } });
    await expectSaga(requestUserIfSignedIn).provide(providers).put(userRequested()).run();
  });

  it('does not request the user without a userToken cookie (even with a refresh token)', async () => {
    const { providers } = setup({ cookies: { refreshToken: 'refresh-1' } });
    await expectSaga(requestUserIfSignedIn).provide(providers).not.put(userRequested()).run();
  });
});

describe('loadUser', () => {
  it('puts userSucceeded with the user from api.proxy.getUser, which the reducer caches', async () => {
    const { services, providers } = setup({ cookies: { userToken: 'access-1' } });
    const { storeState } = await expectSaga(loadUser)
      .withReducer(reducer)
      .provide([[matchers.call.fn(services.api.proxy.getUser), anna], ...providers])
      .put(userSucceeded(anna))
      .run();
    expect((storeState as State).auth).toEqual({
      ...initialState.auth,
      user: anna,
      request: { status: 'succeeded', error: null },
    });
  });

  it('puts userFailed with the ErrorInfo when the user cannot be loaded', async () => {
    const { services, providers } = setup({ cookies: { userToken: 'access-1' } });
    const error = new ApiError({
      message: 'Not found',
      statusCode: 404,
      requestId: 'req-3',
      body: { error: 'Not found' },
    });
    const { storeState } = await expectSaga(loadUser)
      .withReducer(reducer)
      .provide([[matchers.call.fn(services.api.proxy.getUser), throwError(error)], ...providers])
      .put(userFailed(toErrorInfo(error)))
      .not.put.actionType(userSucceeded.type)
      .run();
    const { auth } = storeState as State;
    expect(auth.user).toBeNull();
    expect(auth.request).toEqual({
      status: 'failed',
      error: {
        message: 'Not found',
        code: 'Not found',
        statusCode: 404,
        requestId: 'req-3',
        errors: [],
        details: null,
        productVariantIDs: [],
      },
    });
  });
});

describe('logout', () => {
  it("names the cookies a logout removes: the login's and its store group (the cart and the checkout end their own)", () => {
    expect([...logoutCookies]).toEqual([
      'userToken',
      'refreshToken',
      'userId',
      'storeGroupId',
      'storeGroupSlug',
    ]);
  });

  it('calls api.proxy.logout with the refresh token, removes the logout cookies, puts loggedOut and navigates to /', async () => {
    const { services, cookies, navigations, providers } = setup({ cookies: signedInCookies });
    const { storeState } = await expectSaga(logout)
      .withReducer(reducer, signedInState)
      .provide([[matchers.call.fn(services.api.proxy.logout), { message: 'ok' }], ...providers])
      .call(services.api.proxy.logout, 'refresh-1')
      .put(loggedOut())
      .call(services.navigate.navigate, '/')
      .run();
    expect((storeState as State).auth).toEqual(initialState.auth);
    for (const name of logoutCookies) expect(cookies.get(name)).toBeUndefined();
    // The cart and checkout cookies are their owners' to end on loggedOut (test/app/tokenOwners.test.ts).
    expect(cookies.get('cartToken')).toBe(signedInCookies.cartToken);
    expect(navigations).toEqual(['/']);
  });

  it('still signs out locally when api.proxy.logout fails', async () => {
    const { services, cookies, navigations, providers } = setup({ cookies: signedInCookies });
    const { storeState } = await expectSaga(logout)
      .withReducer(reducer, signedInState)
      .provide([
        [
          matchers.call.fn(services.api.proxy.logout),
          throwError(new ApiError({ message: 'Bad Gateway', statusCode: 502 })),
        ],
        ...providers,
      ])
      .call(services.api.proxy.logout, 'refresh-1')
      .put(loggedOut())
      .run();
    expect((storeState as State).auth.user).toBeNull();
    for (const name of logoutCookies) expect(cookies.get(name)).toBeUndefined();
    expect(navigations).toEqual(['/']);
  });

  it('does not call the backend without a refresh token but still signs out', async () => {
    const { services, cookies, navigations, providers } = setup({
      cookies: { userToken: 'access-1', userId: 'user-anna' },
    });
    const { storeState } = await expectSaga(logout)
      .withReducer(reducer, signedInState)
      .provide(providers)
      .not.call.fn(services.api.proxy.logout)
      .put(loggedOut())
      .run();
    expect((storeState as State).auth.user).toBeNull();
    expect(cookies.get('userToken')).toBeUndefined();
    expect(cookies.get('userId')).toBeUndefined();
    expect(navigations).toEqual(['/']);
  });
});

describe('authRootSaga', () => {
  it('loads the user at start when the userToken cookie exists', async () => {
    const { services, providers } = setup({ cookies: { userToken: 'access-1' } });
    const { storeState } = await runToEnd(
      expectSaga(authRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(services.api.proxy.getUser), anna], ...providers])
        .put(userRequested())
        .put(userSucceeded(anna)),
    );
    expect((storeState as State).auth.user).toEqual(anna);
  });

  it('does not load the user at start when signed out', async () => {
    const { services, providers } = setup();
    await runToEnd(
      expectSaga(authRootSaga)
        .withReducer(reducer)
        .provide(providers)
        .not.put(userRequested())
        .not.call.fn(services.api.proxy.getUser),
    );
  });

  it('ignores a second logoutRequested while the first logout is still running', async () => {
    const { services, navigations, providers } = setup({ cookies: signedInCookies });
    let calls = 0;
    // Two clicks on "log out" while the first logout waits for the backend, which answers after.
    const answers = held();
    function* doubleClick() {
      yield fork(authRootSaga);
      yield put(logoutRequested());
      yield put(logoutRequested());
    }
    await runToEnd(
      expectSaga(doubleClick)
        .withReducer(reducer, signedInState)
        .provide([
          [
            matchers.call.fn(services.api.proxy.logout),
            dynamic(() => {
              calls += 1;
              return answers.later({ message: 'ok' });
            }),
          ],
          ...providers,
        ])
        .put(loggedOut()),
      answers.release,
    );
    expect(calls).toBe(1);
    expect(navigations).toEqual(['/']);
  });
});
