import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import { all } from 'redux-saga/effects';
import { call as typedCall } from 'typed-redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../src/api/apiError';
import type { Once } from '../../src/api/http';
import { callApi, callApiOnce, callApiWithoutRefresh } from '../../src/core/callApi';
import { sessionEnded, sessionReducer, tokenRefreshSucceeded } from '../../src/core/session';
import { cookieLifetimes } from '../../src/services/cookies';
import { notificationShown, notificationsReducer } from '../../src/features/notifications';
import { sagaHarness } from '../support/sagaHarness';

const { reducer, setup } = sagaHarness(
  combineReducers({ session: sessionReducer, notifications: notificationsReducer }),
);
/** A signed-in shopper whose access token has run out. */
const signedIn = { userToken: 'old', refreshToken: 'refresh-1' };
const unauthorized = () => new ApiError({ message: 'Unauthorized', statusCode: 401 });
const network = () => new ApiError({ message: 'Network Error', isNetworkError: true });
const fetchOrders = (_id: string) => Promise.resolve('never called');

/** A provider that answers each call with the next scripted outcome. */
function scripted(...outcomes: (() => unknown)[]) {
  let calls = 0;
  const provider = dynamic(() => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)];
    calls += 1;
    return outcome!();
  });
  return { provider, count: () => calls };
}

describe('callApi', () => {
  // redux-saga logs every error that escapes a saga; these tests expect such errors.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns the answer of a call that succeeds', async () => {
    const { providers } = setup({ cookies: signedIn });
    const { returnValue } = await expectSaga(callApi, fetchOrders, 'o-1')
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchOrders), 'orders'], ...providers])
      .run();
    expect(returnValue).toBe('orders');
  });

  it('refreshes the access token once on a 401, stores it and retries the call once', async () => {
    const { providers, services, cookies } = setup({ cookies: signedIn });
    const orders = scripted(
      () => {
        throw unauthorized();
      },
      () => 'orders',
    );
    const { returnValue } = await expectSaga(callApi, fetchOrders, 'o-1')
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchOrders), orders.provider],
        [matchers.call.fn(services.api.proxy.refreshToken), { access_token: 'fresh' }],
        ...providers,
      ])
      .call(services.api.proxy.refreshToken, 'refresh-1')
      .put(tokenRefreshSucceeded())
      .run();
    expect(returnValue).toBe('orders');
    expect(orders.count()).toBe(2);
    expect(cookies.get('userToken')).toBe('fresh');
    // The login's lifetime: a browser-session cookie would sign the shopper out on a restart.
    expect(cookies.jar.get('userToken')?.maxAgeSeconds).toBe(cookieLifetimes.session);
  });

  it('also refreshes on a 403 without a business code, but not on ORDER_LIMIT_REACHED', async () => {
    const { providers, services } = setup({ cookies: signedIn });
    const limit = new ApiError({
      message: 'ORDER_LIMIT_REACHED',
      statusCode: 403,
      body: { error: 'ORDER_LIMIT_REACHED' },
    });
    await expect(
      expectSaga(callApi, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchOrders), throwError(limit)], ...providers])
        .not.call.fn(services.api.proxy.refreshToken)
        .run(),
    ).rejects.toBe(limit);

    const forbidden = scripted(
      () => {
        throw new ApiError({ message: 'Forbidden', statusCode: 403, body: { error: 'Forbidden' } });
      },
      () => 'ok',
    );
    const { returnValue } = await expectSaga(callApi, fetchOrders, 'o-1')
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchOrders), forbidden.provider],
        [matchers.call.fn(services.api.proxy.refreshToken), { access_token: 'fresh' }],
        ...providers,
      ])
      .run();
    expect(returnValue).toBe('ok');
  });

  it('retries only once: a second 401 after the refresh is thrown to the caller', async () => {
    const { providers, services } = setup({ cookies: signedIn });
    const always = scripted(() => {
      throw unauthorized();
    });
    await expect(
      expectSaga(callApi, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(fetchOrders), always.provider],
          [matchers.call.fn(services.api.proxy.refreshToken), { access_token: 'fresh' }],
          ...providers,
        ])
        .run(),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(always.count()).toBe(2);
  });

  it('ends the session cleanly when the refresh is refused: cookies cleared, sessionEnded, no UI of its own', async () => {
    const { providers, services, cookies } = setup({ cookies: signedIn });
    cookies.set('userId', 'u-1');
    let thrown: unknown;
    // The refused call still fails for its caller; the wrapper keeps the saga alive so the
    // effects it put are checked (a rejected run() would skip them).
    function* caller() {
      try {
        yield* typedCall(callApi, fetchOrders, 'o-1');
      } catch (error) {
        thrown = error;
      }
    }
    await expectSaga(caller)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchOrders), throwError(unauthorized())],
        [matchers.call.fn(services.api.proxy.refreshToken), throwError(unauthorized())],
        ...providers,
      ])
      .put(sessionEnded())
      // Telling the shopper is the auth feature's job (core shows no UI).
      .not.put.actionType(notificationShown.type)
      .run();
    expect(thrown).toMatchObject({ statusCode: 401 });
    expect(cookies.get('userToken')).toBeUndefined();
    expect(cookies.get('refreshToken')).toBeUndefined();
    expect(cookies.get('userId')).toBeUndefined();
  });

  it('does not try to refresh when nobody is signed in (no refresh-token cookie)', async () => {
    const { providers, services } = setup();
    await expect(
      expectSaga(callApi, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchOrders), throwError(unauthorized())], ...providers])
        .not.call.fn(services.api.proxy.refreshToken)
        .not.put(sessionEnded())
        .run(),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('callApiWithoutRefresh throws a 401 as it came, with a refresh cookie present', async () => {
    const { providers, services, cookies } = setup({ cookies: signedIn });
    await expect(
      expectSaga(callApiWithoutRefresh, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchOrders), throwError(unauthorized())], ...providers])
        .not.call.fn(services.api.proxy.refreshToken)
        .run(),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(cookies.get('refreshToken')).toBe('refresh-1');
  });

  it('shares one refresh between calls that get a 401 at the same time', async () => {
    const { providers, services, cookies } = setup({ cookies: signedIn });
    let release: (value: { access_token: string }) => void = () => undefined;
    const pending = new Promise<{ access_token: string }>((resolve) => (release = resolve));
    const refresh = scripted(() => pending);
    const fetchA = (_: string) => Promise.resolve('a');
    const fetchB = (_: string) => Promise.resolve('b');
    // Answers arrive asynchronously, as over the network.
    const a = scripted(
      () => Promise.reject(unauthorized()),
      () => 'A',
    );
    const b = scripted(
      () => Promise.reject(unauthorized()),
      () => 'B',
    );
    function* both(): Generator<unknown, unknown, unknown> {
      return yield all([callApi(fetchA, 'x'), callApi(fetchB, 'y')]);
    }
    const run = expectSaga(both)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchA), a.provider],
        [matchers.call.fn(fetchB), b.provider],
        [matchers.call.fn(services.api.proxy.refreshToken), refresh.provider],
        ...providers,
      ])
      .run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release({ access_token: 'shared' });
    const { returnValue } = await run;
    expect(returnValue).toEqual(['A', 'B']);
    expect(refresh.count()).toBe(1);
    expect(cookies.get('userToken')).toBe('shared');
  });

  it('retries an answerless (network) failure 3 times, 500 ms apart, and then succeeds', async () => {
    const { providers } = setup({ cookies: signedIn });
    const flaky = scripted(
      () => {
        throw network();
      },
      () => {
        throw network();
      },
      () => {
        throw network();
      },
      () => 'finally',
    );
    const delays: number[] = [];
    const { returnValue } = await expectSaga(callApi, fetchOrders, 'o-1')
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchOrders), flaky.provider],
        [
          matchers.call.fn(delayP),
          dynamic((effect: { args: number[] }) => void delays.push(effect.args[0]!)),
        ],
        ...providers,
      ])
      .run();
    expect(returnValue).toBe('finally');
    expect(delays).toEqual([500, 500, 500]);
  });

  it("gives up after 3 retries with 'An unexpected error occurred' and status 500", async () => {
    const { providers } = setup({ cookies: signedIn });
    const down = scripted(() => {
      throw network();
    });
    await expect(
      expectSaga(callApi, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchOrders), down.provider], ...providers])
        .run(),
    ).rejects.toMatchObject({ message: 'An unexpected error occurred', statusCode: 500 });
    expect(down.count()).toBe(4);
  });

  it('throws other API errors at once, without retrying', async () => {
    const { providers } = setup({ cookies: signedIn });
    const notFound = scripted(() => {
      throw new ApiError({ message: 'not found', statusCode: 404 });
    });
    await expect(
      expectSaga(callApi, fetchOrders, 'o-1')
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchOrders), notFound.provider], ...providers])
        .run(),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(notFound.count()).toBe(1);
  });
});

describe('callApiOnce', () => {
  const placeOrder = (_orderId: string, _once: Once) => Promise.resolve('never called');

  it('sends one idempotency key, made once, with every attempt of the call', async () => {
    const { providers } = setup();
    const keys: string[] = [];
    let calls = 0;
    const { returnValue } = await expectSaga(callApiOnce, placeOrder, 'o-1')
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(placeOrder),
          dynamic(({ args }: { args: [string, Once] }) => {
            keys.push(args[1].idempotencyKey);
            calls += 1;
            if (calls < 3) throw network();
            return 'placed';
          }),
        ],
        ...providers,
      ])
      .run();
    expect(returnValue).toBe('placed');
    expect(keys).toEqual(['id-1', 'id-1', 'id-1']);
  });

  it('makes a new key for each action: two calls are two keys', async () => {
    const { providers } = setup();
    const keys: string[] = [];
    function* twice() {
      yield* typedCall(callApiOnce, placeOrder, 'o-1');
      yield* typedCall(callApiOnce, placeOrder, 'o-1');
    }
    await expectSaga(twice)
      .provide([
        [
          matchers.call.fn(placeOrder),
          dynamic(({ args }: { args: [string, Once] }) => {
            keys.push(args[1].idempotencyKey);
            return 'placed';
          }),
        ],
        ...providers,
      ])
      .run();
    expect(keys).toEqual(['id-1', 'id-2']);
  });
});
