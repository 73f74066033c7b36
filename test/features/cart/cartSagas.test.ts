import { fork, put, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { cookieLifetimes } from '../../../src/services/cookies';
import { loggedOut } from '../../../src/core/session';
import { cartRootSaga } from '../../../src/features/cart/cartSagas';
import { loadCart, startCartSession } from '../../../src/features/cart/cartSession';
import {
  cartFailed,
  cartMayHaveLines,
  cartReducer,
  cartRequested,
  cartSucceeded,
} from '../../../src/features/cart/cartSlice';
import { settingsFailed, settingsSucceeded } from '../../../src/features/settings/settingsSlice';
import { finland, norway, shopConfig } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { cart, cartItem, cartSagaReducer, stateWith } from './fixtures';
import { runToEnd, watchState } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

/** State after the settings arrived, with the shopper in the given market. */
const loadedState = (market = norway) => stateWith(null, market);

const existingCart = cart({ id: 'cart-old', items: [cartItem('a', 2)], storeGroupId: 'sg-business' });
const newCart = (storeGroupId = 'sg-default') =>
  cart({ id: 'cart-new', storeGroupId, countryCode: 'NO', languageCode: 'en' });
const sessionNotFound = () =>
  new ApiError({ message: 'session not found', statusCode: 404, body: { error: 'session not found' } });

describe('loadCart', () => {
  it('fetches the session of an existing cartToken cookie and puts cartSucceeded without starting a session', async () => {
    const { services, cookies, providers } = setup({
      cookies: { cartToken: 'token-old', storeGroupId: 'sg-business' },
    });
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.getSession), existingCart], ...providers])
      .call(services.api.shopper.getSession)
      .put(cartSucceeded(existingCart))
      .not.call.fn(services.api.shopper.startSession)
      .run();
    expect((storeState as State).cart).toMatchObject({
      cart: existingCart,
      request: { status: 'succeeded', error: null },
    });
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-old' });
  });

  it("starts a new session when getSession answers 404 'session not found'", async () => {
    const { services, cookies, providers } = setup({ cookies: { cartToken: 'token-lost' } });
    const started = newCart();
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getSession), throwError(sessionNotFound())],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...providers,
      ])
      .call(
        services.api.shopper.startSession,
        {
          storeGroupId: 'sg-default',
          countryCode: 'NO',
          languageCode: 'en',
        },
        once('id-1'),
      )
      .put(cartSucceeded(started))
      .not.put.actionType(cartFailed.type)
      .run();
    expect((storeState as State).cart.cart).toEqual(started);
    expect(cookies.get('cartToken')).toBe('token-new');
  });

  it('without a cartToken cookie starts a session for the store group of the storeGroupSlug cookie and the current market', async () => {
    const { services, providers } = setup({ cookies: { storeGroupSlug: 'business' } });
    const started = newCart('sg-business');
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState(finland))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.getSession)
      .call(
        services.api.shopper.startSession,
        {
          storeGroupId: 'sg-business',
          countryCode: 'FI',
          languageCode: 'en',
        },
        once('id-1'),
      )
      .put(cartSucceeded(started))
      .run();
  });

  it("without a storeGroupSlug cookie starts the session in the store group of the default slug 'default'", async () => {
    const { services, providers } = setup();
    const started = newCart();
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...providers,
      ])
      .call(
        services.api.shopper.startSession,
        {
          storeGroupId: 'sg-default',
          countryCode: 'NO',
          languageCode: 'en',
        },
        once('id-1'),
      )
      .put(cartSucceeded(started))
      .run();
  });

  it('after starting a session sets the cartToken and storeGroupId cookies for 30 days (cookieLifetimes.cart)', async () => {
    const { services, cookies, providers } = setup({ cookies: { storeGroupSlug: 'business' } });
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [
          matchers.call.fn(services.api.shopper.startSession),
          { token: 'token-new', cart: newCart('sg-business') },
        ],
        ...providers,
      ])
      .run();
    expect(cookieLifetimes.cart).toBe(2_592_000);
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-new', maxAgeSeconds: 2_592_000 });
    expect(cookies.jar.get('storeGroupId')).toEqual({ value: 'sg-business', maxAgeSeconds: 2_592_000 });
  });

  it('puts cartFailed and does NOT start a session when getSession fails with something other than 404', async () => {
    const { services, cookies, providers } = setup({ cookies: { cartToken: 'token-old' } });
    const error = new ApiError({ message: 'Internal Server Error', statusCode: 500, requestId: 'req-7' });
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.getSession), throwError(error)], ...providers])
      .put(cartFailed(toErrorInfo(error)))
      .not.call.fn(services.api.shopper.startSession)
      .not.put.actionType(cartSucceeded.type)
      .run();
    expect((storeState as State).cart.request).toEqual({ status: 'failed', error: toErrorInfo(error) });
    expect((storeState as State).cart.request.error).toMatchObject({ statusCode: 500, requestId: 'req-7' });
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-old' });
  });

  it('puts cartFailed and sets no cookies when starting the session fails', async () => {
    const { services, cookies, providers } = setup();
    const error = new ApiError({
      message: 'invalid store group',
      statusCode: 400,
      body: { error: 'invalid store group' },
    });
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.startSession), throwError(error)], ...providers])
      .put(cartFailed(toErrorInfo(error)))
      .run();
    expect(cookies.get('cartToken')).toBeUndefined();
    expect(cookies.get('storeGroupId')).toBeUndefined();
  });
});

describe('startCartSession', () => {
  it('returns the new cart', async () => {
    const { services, providers } = setup();
    const started = newCart();
    const { returnValue } = await expectSaga(startCartSession)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 't', cart: started }],
        ...providers,
      ])
      .run();
    expect(returnValue).toEqual(started);
  });
});

describe('cartRootSaga', () => {
  it("waits for the settings before starting a new visitor's cart session", async () => {
    const { services, providers } = setup();
    const store = watchState(reducer);
    let sessionsStarted = 0;
    let beforeSettings: { requested: boolean; sessionsStarted: number } | undefined;
    await runToEnd(
      expectSaga(cartRootSaga)
        .withReducer(store.reducer)
        .provide([
          [
            matchers.call.fn(services.api.shopper.startSession),
            dynamic(() => {
              sessionsStarted += 1;
              return { token: 'token-new', cart: newCart() };
            }),
          ],
          ...providers,
        ]),
      () => (beforeSettings = { requested: store.types().includes(cartRequested.type), sessionsStarted }),
      settingsSucceeded(shopConfig()),
    );
    expect(beforeSettings).toEqual({ requested: false, sessionsStarted: 0 });
    expect(store.types()).toContain(cartRequested.type);
    expect(sessionsStarted).toBe(1);
  });

  it("loads a returning visitor's cart (token cookie) at once, beside the settings", async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'token-old', storeGroupId: 'sg-business' },
    });
    const { storeState } = await runToEnd(
      expectSaga(cartRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(services.api.shopper.getSession), existingCart], ...providers])
        .put(cartRequested())
        .call(services.api.shopper.getSession)
        .put(cartSucceeded(existingCart))
        .not.call.fn(services.api.shopper.startSession),
    );
    expect((storeState as State).settings.request.status).toBe('idle');
  });

  it.each([
    ['a cart session (token cookie)', { cookies: { cartToken: 'token-old' } }, false],
    [
      'incognito lines',
      {
        localStorage: {
          incognitoCart: [{ productVariantId: 'TEE-BLUE-M', quantity: 1, options: {}, name: 'Classic Tee' }],
        },
      },
      false,
    ],
    ['neither', {}, true],
  ] as const)(
    'tells before asking for any cart whether it starts empty: %s',
    async (_, options, startsEmpty) => {
      const { services, providers } = setup(options);
      const store = watchState(reducer);
      await runToEnd(
        expectSaga(cartRootSaga)
          .withReducer(store.reducer)
          .provide([
            [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: newCart() }],
            [matchers.call.fn(services.api.shopper.getSession), existingCart],
            ...providers,
          ]),
        settingsSucceeded(shopConfig()),
      );
      const types = store.types();
      expect(types).toContain(cartRequested.type);
      if (startsEmpty) expect(types).not.toContain(cartMayHaveLines.type);
      else expect(types.indexOf(cartMayHaveLines.type)).toBeLessThan(types.indexOf(cartRequested.type));
      expect(types.indexOf(cartMayHaveLines.type)).not.toBe(0);
    },
  );

  it('requests and loads the cart once the settings have arrived', async () => {
    const { services, providers } = setup();
    const started = newCart();
    const { storeState } = await runToEnd(
      expectSaga(cartRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
          ...providers,
        ])
        .dispatch(settingsSucceeded(shopConfig()))
        .put(cartRequested())
        .call(
          services.api.shopper.startSession,
          {
            storeGroupId: 'sg-default',
            countryCode: 'SE',
            languageCode: 'sv',
          },
          once('id-1'),
        )
        .put(cartSucceeded(started)),
    );
    expect((storeState as State).cart.cart).toEqual(started);
  });

  it('requests the cart also when the settings failed, so the shop still gets a cart', async () => {
    const { services, providers } = setup();
    const started = newCart();
    await runToEnd(
      expectSaga(cartRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
          ...providers,
        ])
        .dispatch(settingsFailed(toErrorInfo(new Error('down'))))
        .put(cartRequested())
        .put(cartSucceeded(started)),
    );
  });

  it('requests the cart at once when the settings are already loaded', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'token-old' } });
    await runToEnd(
      expectSaga(cartRootSaga)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(services.api.shopper.getSession), existingCart], ...providers])
        .put(cartRequested())
        .put(cartSucceeded(existingCart)),
    );
  });

  it('drops the cached cart on logout and starts a fresh session', async () => {
    const { services, cookies, providers } = setup();
    const before = cart({ id: 'cart-before-logout', items: [cartItem('a', 2)] });
    const after = newCart();
    let sessions = 0;
    // The shopper logs out once the first cart has arrived.
    function* scenario() {
      yield fork(cartRootSaga);
      yield take(cartSucceeded.type);
      // As the logout saga does: the cart cookie goes before loggedOut is put.
      cookies.remove('cartToken');
      yield put(loggedOut());
    }
    const { storeState } = await runToEnd(
      expectSaga(scenario)
        .withReducer(reducer, loadedState())
        .provide([
          [
            matchers.call.fn(services.api.shopper.startSession),
            dynamic(() => {
              sessions += 1;
              return { token: `token-${sessions}`, cart: sessions === 1 ? before : after };
            }),
          ],
          ...providers,
        ])
        .put(cartSucceeded(before))
        .put(cartSucceeded(after)),
    );
    expect(sessions).toBe(2);
    expect((storeState as State).cart.cart).toEqual(after);
  });

  it('empties the cached cart in the reducer on logout', () => {
    const withCart = reducer(loadedState(), cartSucceeded(existingCart));
    expect(reducer(withCart, loggedOut()).cart).toEqual(cartReducer(undefined, { type: '@@init' }));
    expect(reducer(withCart, loggedOut()).cart).toMatchObject({
      cart: null,
      request: { status: 'idle', error: null },
    });
  });
});
