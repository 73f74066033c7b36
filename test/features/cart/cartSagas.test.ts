import { combineReducers } from '@reduxjs/toolkit';
import { fork, put, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { CookieName } from '../../../src/services/cookies';
import { cookieLifetimes } from '../../../src/services/cookies';
import { sessionReducer } from '../../../src/core/session';
import { loggedOut } from '../../../src/core/session';
import { cartRootSaga } from '../../../src/features/cart/cartSagas';
import { loadCart, startCartSession } from '../../../src/features/cart/cartSession';
import { cartFailed, cartReducer, cartRequested, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import {
  settingsFailed,
  settingsReducer,
  settingsSucceeded,
} from '../../../src/features/settings/settingsSlice';
import { contextProviders, fakeCookies, fakeServices } from '../../support/fakeServices';
import { finland, norway, shopConfig } from '../settings/fixtures';
import { cart, cartItem } from './fixtures';

const reducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});
type State = ReturnType<typeof reducer>;

/** State after the settings arrived, with the shopper in the given market. */
function loadedState(market = norway): State {
  const afterSettings = reducer(undefined, settingsSucceeded(shopConfig()));
  return { ...afterSettings, market: { ...afterSettings.market, selected: market } };
}

function setup(initialCookies: Partial<Record<CookieName, string>> = {}) {
  const cookies = fakeCookies(initialCookies);
  const { services } = fakeServices({ cookies });
  return { services, cookies, context: contextProviders(services) };
}

const existingCart = cart({ id: 'cart-old', items: [cartItem('a', 2)], storeGroupId: 'sg-company' });
const newCart = (storeGroupId = 'sg-default') =>
  cart({ id: 'cart-new', storeGroupId, countryCode: 'NO', languageCode: 'nb' });
const sessionNotFound = () =>
  new ApiError({ message: 'session not found', statusCode: 404, body: { error: 'session not found' } });

describe('loadCart', () => {
  it('fetches the session of an existing cartToken cookie and puts cartSucceeded without starting a session', async () => {
    const { services, cookies, context } = setup({ cartToken: 'token-old', storeGroupId: 'sg-company' });
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.getSession), existingCart], ...context])
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
    const { services, cookies, context } = setup({ cartToken: 'token-lost' });
    const started = newCart();
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getSession), throwError(sessionNotFound())],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...context,
      ])
      .call(services.api.shopper.startSession, {
        storeGroupId: 'sg-default',
        countryCode: 'NO',
        languageCode: 'nb',
      })
      .put(cartSucceeded(started))
      .not.put.actionType(cartFailed.type)
      .run();
    expect((storeState as State).cart.cart).toEqual(started);
    expect(cookies.get('cartToken')).toBe('token-new');
  });

  it('without a cartToken cookie starts a session for the store group of the storeGroupSlug cookie and the current market', async () => {
    const { services, context } = setup({ storeGroupSlug: 'foretag' });
    const started = newCart('sg-company');
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState(finland))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...context,
      ])
      .not.call.fn(services.api.shopper.getSession)
      .call(services.api.shopper.startSession, {
        storeGroupId: 'sg-company',
        countryCode: 'FI',
        languageCode: 'fi',
      })
      .put(cartSucceeded(started))
      .run();
  });

  it("without a storeGroupSlug cookie starts the session in the store group of the default slug 'default'", async () => {
    const { services, context } = setup();
    const started = newCart();
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...context,
      ])
      .call(services.api.shopper.startSession, {
        storeGroupId: 'sg-default',
        countryCode: 'NO',
        languageCode: 'nb',
      })
      .put(cartSucceeded(started))
      .run();
  });

  it('after starting a session sets the cartToken and storeGroupId cookies for 30 days (cookieLifetimes.cart)', async () => {
    const { services, cookies, context } = setup({ storeGroupSlug: 'foretag' });
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([
        [
          matchers.call.fn(services.api.shopper.startSession),
          { token: 'token-new', cart: newCart('sg-company') },
        ],
        ...context,
      ])
      .run();
    expect(cookieLifetimes.cart).toBe(2_592_000);
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-new', maxAgeSeconds: 2_592_000 });
    expect(cookies.jar.get('storeGroupId')).toEqual({ value: 'sg-company', maxAgeSeconds: 2_592_000 });
  });

  it('puts cartFailed and does NOT start a session when getSession fails with something other than 404', async () => {
    const { services, cookies, context } = setup({ cartToken: 'token-old' });
    const error = new ApiError({ message: 'Internal Server Error', statusCode: 500, requestId: 'req-7' });
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.getSession), throwError(error)], ...context])
      .put(cartFailed(toErrorInfo(error)))
      .not.call.fn(services.api.shopper.startSession)
      .not.put.actionType(cartSucceeded.type)
      .run();
    expect((storeState as State).cart.request).toEqual({ status: 'failed', error: toErrorInfo(error) });
    expect((storeState as State).cart.request.error).toMatchObject({ statusCode: 500, requestId: 'req-7' });
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-old' });
  });

  it('puts cartFailed and sets no cookies when starting the session fails', async () => {
    const { services, cookies, context } = setup();
    const error = new ApiError({
      message: 'invalid store group',
      statusCode: 400,
      body: { error: 'invalid store group' },
    });
    await expectSaga(loadCart)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.startSession), throwError(error)], ...context])
      .put(cartFailed(toErrorInfo(error)))
      .run();
    expect(cookies.get('cartToken')).toBeUndefined();
    expect(cookies.get('storeGroupId')).toBeUndefined();
  });
});

describe('startCartSession', () => {
  it('returns the new cart', async () => {
    const { services, context } = setup();
    const started = newCart();
    const { returnValue } = await expectSaga(startCartSession)
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 't', cart: started }],
        ...context,
      ])
      .run();
    expect(returnValue).toEqual(started);
  });
});

describe('cartRootSaga', () => {
  it('waits for the settings before requesting the cart', async () => {
    const { services, context } = setup();
    await expectSaga(cartRootSaga)
      .withReducer(reducer)
      .provide(context)
      .not.put(cartRequested())
      .not.call.fn(services.api.shopper.startSession)
      .silentRun(50);
  });

  it('requests and loads the cart once the settings have arrived', async () => {
    const { services, context } = setup();
    const started = newCart();
    const { storeState } = await expectSaga(cartRootSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...context,
      ])
      .dispatch(settingsSucceeded(shopConfig()))
      .put(cartRequested())
      .call(services.api.shopper.startSession, {
        storeGroupId: 'sg-default',
        countryCode: 'SE',
        languageCode: 'sv',
      })
      .put(cartSucceeded(started))
      .silentRun(50);
    expect((storeState as State).cart.cart).toEqual(started);
  });

  it('requests the cart also when the settings failed, so the shop still gets a cart', async () => {
    const { services, context } = setup();
    const started = newCart();
    await expectSaga(cartRootSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'token-new', cart: started }],
        ...context,
      ])
      .dispatch(settingsFailed(toErrorInfo(new Error('down'))))
      .put(cartRequested())
      .put(cartSucceeded(started))
      .silentRun(50);
  });

  it('requests the cart at once when the settings are already loaded', async () => {
    const { services, context } = setup({ cartToken: 'token-old' });
    await expectSaga(cartRootSaga)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.getSession), existingCart], ...context])
      .put(cartRequested())
      .put(cartSucceeded(existingCart))
      .silentRun(50);
  });

  it('drops the cached cart on logout and starts a fresh session', async () => {
    const { services, cookies, context } = setup();
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
    const { storeState } = await expectSaga(scenario)
      .withReducer(reducer, loadedState())
      .provide([
        [
          matchers.call.fn(services.api.shopper.startSession),
          dynamic(() => {
            sessions += 1;
            return { token: `token-${sessions}`, cart: sessions === 1 ? before : after };
          }),
        ],
        ...context,
      ])
      .put(cartSucceeded(before))
      .put(cartSucceeded(after))
      .silentRun(50);
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
