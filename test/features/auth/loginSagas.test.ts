import delayP from '@redux-saga/delay-p';
import { combineReducers } from '@reduxjs/toolkit';
import { fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { AddItemInput, Cart, LoginResult, SessionUser } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import {
  authReducer,
  loginFailed,
  loginMessageCleared,
  loginRequested,
  loginSucceeded,
  sessionUserChanged,
  userRequested,
  userSucceeded,
} from '../../../src/features/auth/authSlice';
import { LOGIN_MESSAGE_MS, login, loginRootSaga } from '../../../src/features/auth/loginSagas';
import { cartReducer, cartSucceeded, checkoutInvalidated } from '../../../src/features/cart';
import { marketReducer, marketRestored } from '../../../src/features/market';
import { notificationsReducer } from '../../../src/features/notifications';
import { settingsReducer } from '../../../src/features/settings';
import { cookieLifetimes } from '../../../src/services/cookies';
import { anna, maria } from '../../support/demoAccounts';
import { sweden } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { delaysUntil, held, runToEnd, watchState } from '../../support/sagaMustFinish';
import { cart, line } from '../cart/fixtures';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    auth: authReducer,
    cart: cartReducer,
    market: marketReducer,
    settings: settingsReducer,
    notifications: notificationsReducer,
    session: sessionReducer,
  }),
);
type State = ReturnType<typeof reducer>;

const stateWith = (visitorCart: Cart | null) =>
  state(marketRestored(sweden), ...(visitorCart ? [cartSucceeded(visitorCart)] : []));

const loginResult = (user: SessionUser): LoginResult => ({
  access_token: 'access-secret',
  refresh_token: 'refresh-secret',
  user,
  details: 'Login successful',
});

/** A visitor with a cart session. */
const visitor = { cartToken: 'cart-visitor' };

const request = (redirect?: string) =>
  loginRequested({ email: ' maria.admin@example.se ', password: 'Demo-password-1', redirect });

const failure = (status: number, details: string) =>
  new ApiError({ message: details, statusCode: status, body: { error: details, details } });

describe('login: success', () => {
  it('sets the login cookies, caches and refreshes the user, and lands on /my-account/overview/', async () => {
    const { services, cookies, navigations, providers } = setup({ cookies: visitor });
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(cart({ storeGroupId: 'sg-default' })))
      .provide([[matchers.call.fn(services.api.proxy.login), loginResult(anna)], ...providers])
      .call(services.api.proxy.login, 'maria.admin@example.se', 'Demo-password-1')
      .put(userSucceeded(anna))
      .put(userRequested())
      .put(loginSucceeded())
      .not.call.fn(services.api.shopper.startSession)
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
    expect(cookies.jar.get('userToken')).toEqual({
      value: 'access-secret',
      maxAgeSeconds: cookieLifetimes.session,
    });
    expect(cookies.jar.get('refreshToken')).toEqual({
      value: 'refresh-secret',
      maxAgeSeconds: cookieLifetimes.session,
    });
    expect(cookies.jar.get('userId')).toEqual({ value: 'user-anna', maxAgeSeconds: cookieLifetimes.session });
    expect(cookies.get('storeGroupSlug')).toBe('default');
    expect(cookies.get('storeGroupId')).toBe('sg-default');
    expect(navigations).toEqual(['/my-account/overview/']);
    expect((storeState as State).auth.login.status).toBe('succeeded');
  });

  it('goes to the redirect query value when it is a path on this site', async () => {
    const { services, navigations, providers } = setup({ cookies: visitor });
    await expectSaga(login, request('/my-account/profile/'))
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.proxy.login), loginResult(anna)], ...providers])
      .run();
    expect(navigations).toEqual(['/my-account/profile/']);
  });

  it('ignores a redirect to another site', async () => {
    const { services, navigations, providers } = setup({ cookies: visitor });
    await expectSaga(login, request('https://evil.example/'))
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.proxy.login), loginResult(anna)], ...providers])
      .run();
    expect(navigations).toEqual(['/my-account/overview/']);
  });
});

describe('login: errors', () => {
  it.each([
    [401, 'invalid password', 'auth.login.error.wrongPassword'],
    [404, 'user not found', 'auth.login.error.userNotFound'],
    [403, 'user is in pending state', 'auth.login.error.pending'],
  ])('a %i %j shows its message and signs nobody in', async (status, details, id) => {
    const { services, cookies, navigations, providers } = setup();
    const error = failure(status, details);
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.proxy.login), throwError(error)], ...providers])
      .put.actionType(loginFailed.type)
      .not.put.actionType(userSucceeded.type)
      .not.call.fn(services.api.proxy.createVerifyLink)
      .run();
    const { auth } = storeState as State;
    expect(auth.loginMessage).toEqual({ id });
    expect(auth.login).toMatchObject({ status: 'failed', error: { details, statusCode: status } });
    expect(cookies.get('userToken')).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('a refused password with a stale refresh cookie neither refreshes nor ends that session', async () => {
    const { services, cookies, providers } = setup({ cookies: { refreshToken: 'refresh-old' } });
    await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.proxy.login), throwError(failure(401, 'invalid password'))],
        ...providers,
      ])
      .put.actionType(loginFailed.type)
      .not.call.fn(services.api.proxy.refreshToken)
      .not.put.actionType('session/sessionEnded')
      .run();
    expect(cookies.get('refreshToken')).toBe('refresh-old');
  });

  it('a 429 says in how many minutes to try again (rounded up) and asks for no verification link', async () => {
    const { services, cookies, navigations, providers } = setup();
    const locked = new ApiError({
      message: 'too many attempts',
      statusCode: 429,
      body: { error: 'too many attempts', details: 'too many attempts', retryAfterSeconds: 841 },
    });
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.proxy.login), throwError(locked)], ...providers])
      .put.actionType(loginFailed.type)
      .not.put.actionType(userSucceeded.type)
      .not.call.fn(services.api.proxy.createVerifyLink)
      .run();
    const { auth } = storeState as State;
    expect(auth.loginMessage).toEqual({ id: 'auth.login.error.tooManyAttempts', values: { minutes: 15 } });
    expect(auth.login).toMatchObject({ status: 'failed', error: { statusCode: 429 } });
    expect(cookies.get('userToken')).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('a 429 without a wait says to try again later', async () => {
    const { services, providers } = setup();
    const locked = new ApiError({ message: 'Too Many Requests', statusCode: 429, body: null });
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.proxy.login), throwError(locked)], ...providers])
      .run();
    expect((storeState as State).auth.loginMessage).toEqual({ id: 'auth.login.error.tooManyAttemptsLater' });
  });

  it("'email not verified' re-sends the verification link and shows the not-verified message", async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.proxy.login), throwError(failure(403, 'email not verified'))],
        [
          matchers.call.fn(services.api.proxy.createVerifyLink),
          { message: 'Email verification link created' },
        ],
        ...providers,
      ])
      .call(services.api.proxy.createVerifyLink, 'maria.admin@example.se', once('id-1'))
      .run();
    expect((storeState as State).auth.loginMessage).toEqual({ id: 'auth.login.error.emailNotVerified' });
  });

  it("'email not verified' during an unfinished company sign-up (409 from create-verify-link) says no link was sent and what to do", async () => {
    const { services, cookies, navigations, providers } = setup();
    const refused = new ApiError({
      message: 'organisation signup not completed',
      statusCode: 409,
      body: {
        error: 'organisation signup not completed',
        details: 'organisation signup not completed',
      },
    });
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.proxy.login), throwError(failure(403, 'email not verified'))],
        [matchers.call.fn(services.api.proxy.createVerifyLink), throwError(refused)],
        ...providers,
      ])
      .call(services.api.proxy.createVerifyLink, 'maria.admin@example.se', once('id-1'))
      .put.actionType(loginFailed.type)
      .not.put.actionType(userSucceeded.type)
      .run();
    const { auth } = storeState as State;
    expect(auth.loginMessage).toEqual({ id: 'auth.login.error.organisationSignupPending' });
    expect(auth.loginMessage).not.toEqual({ id: 'auth.login.error.emailNotVerified' });
    // The login's own failure stays the error on record.
    expect(auth.login).toMatchObject({ status: 'failed', error: { details: 'email not verified' } });
    expect(cookies.get('userToken')).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it("'email not verified' whose new link cannot be asked for says it was not sent", async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.proxy.login), throwError(failure(403, 'email not verified'))],
        [
          matchers.call.fn(services.api.proxy.createVerifyLink),
          throwError(new ApiError({ message: 'Injected fault 503', statusCode: 503 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).auth.loginMessage).toEqual({
      id: 'auth.login.error.emailNotVerifiedNoLink',
    });
  });

  it("'email not verified' whose address was verified meanwhile asks to log in again", async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.proxy.login), throwError(failure(403, 'email not verified'))],
        [matchers.call.fn(services.api.proxy.createVerifyLink), { message: 'Email already verified' }],
        ...providers,
      ])
      .run();
    expect((storeState as State).auth.loginMessage).toEqual({ id: 'auth.login.error.emailNowVerified' });
  });

  it("another failure shows the server's message text", async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(null))
      .provide([
        [
          matchers.call.fn(services.api.proxy.login),
          throwError(new ApiError({ message: 'Injected fault 503', statusCode: 503 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).auth.loginMessage).toEqual({ text: 'Injected fault 503' });
  });

  it('clears the message after 5000 ms (no real time: delay is provided)', async () => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(loginRootSaga)
        .withReducer(reducer, stateWith(null))
        .provide([
          [matchers.call.fn(services.api.proxy.login), throwError(failure(401, 'invalid password'))],
          ...providers,
        ])
        .dispatch(request())
        .put.actionType(loginFailed.type)
        .call(delayP, LOGIN_MESSAGE_MS)
        .put(loginMessageCleared()),
    );
    expect((storeState as State).auth.loginMessage).toBeNull();
    expect(LOGIN_MESSAGE_MS).toBe(5000);
  });

  it('keeps the message while the 5 s have not passed', async () => {
    const { services, providers } = setup();
    // The 5 s last until the test releases them.
    const timers = held();
    const store = watchState(reducer);
    let messageWhileWaiting: unknown;
    const { storeState } = await runToEnd(
      expectSaga(loginRootSaga)
        .withReducer(store.reducer, stateWith(null))
        .provide([
          [matchers.call.fn(services.api.proxy.login), throwError(failure(401, 'invalid password'))],
          delaysUntil(timers),
          ...providers,
        ])
        .dispatch(request())
        .call(delayP, LOGIN_MESSAGE_MS),
      () => (messageWhileWaiting = (store.current() as State).auth.loginMessage),
      timers.release,
    );
    expect(messageWhileWaiting).toEqual({ id: 'auth.login.error.wrongPassword' });
    expect((storeState as State).auth.loginMessage).toBeNull();
  });

  it('a double click logs in once (takeLeading)', async () => {
    const { services, navigations, providers } = setup({ cookies: visitor });
    let calls = 0;
    // The first login is still under way when the second click comes; it answers after.
    const answers = held();
    function* doubleClick() {
      yield fork(loginRootSaga);
      yield put(request());
      yield put(request());
    }
    await runToEnd(
      expectSaga(doubleClick)
        .withReducer(reducer, stateWith(null))
        .provide([
          [
            matchers.call.fn(services.api.proxy.login),
            dynamic(() => {
              calls += 1;
              return answers.later<LoginResult>(loginResult(anna));
            }),
          ],
          ...providers,
        ]),
      answers.release,
    );
    expect(calls).toBe(1);
    expect(navigations).toEqual(['/my-account/overview/']);
  });
});

describe('login: store-group cart migration', () => {
  const tee = line('tee', 2);
  const box = line('box', 1);
  const ribbon = line('ribbon', 1, { options: { parentItem: 'box' } });
  const visitorCart = cart({ items: [tee, box, ribbon] });
  const started: Cart = cart({ id: 'cart-business', storeGroupId: 'sg-business' });

  /** A business cart that grows with each add, giving each new line its own id. */
  function businessBackend(refuse: string[] = []) {
    const inputs: AddItemInput[] = [];
    let current = started;
    const addItem = dynamic(({ args: [input] }: { args: [AddItemInput] }) => {
      inputs.push(input);
      if (refuse.includes(input.productVariantId)) throw failure(404, 'out of stock error');
      current = {
        ...current,
        items: [
          ...current.items,
          line(`new-${input.productVariantId}`, input.quantity, {
            productVariantId: input.productVariantId,
            options: input.options ?? {},
            basePriceAmount: 8000,
          }),
        ],
      };
      return current;
    });
    return { inputs, addItem, final: () => current };
  }

  it('moves a cart with items into a new session in the user’s store group and re-adds every line', async () => {
    const { services, cookies, navigations, providers } = setup({
      cookies: {
        cartToken: 'cart-visitor',
        checkoutToken: 'co-1',
      },
    });
    const backend = businessBackend();
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(visitorCart))
      .provide([
        [matchers.call.fn(services.api.proxy.login), loginResult(maria)],
        [
          matchers.call.fn(services.api.shopper.startSession),
          { token: 'cart-business-token', cart: started },
        ],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), started],
        ...providers,
      ])
      .call(
        services.api.shopper.startSession,
        {
          storeGroupId: 'sg-business',
          countryCode: 'SE',
          languageCode: 'sv',
        },
        once('id-1'),
      )
      .put.actionType(cartSucceeded.type)
      // The old session's checkout is the checkout's to drop (checkoutTokenSaga).
      .put(checkoutInvalidated())
      .put(loginSucceeded())
      .run();

    expect(cookies.jar.get('cartToken')).toEqual({
      value: 'cart-business-token',
      maxAgeSeconds: cookieLifetimes.cart,
    });
    expect(cookies.jar.get('storeGroupId')).toEqual({
      value: 'sg-business',
      maxAgeSeconds: cookieLifetimes.cart,
    });
    expect(cookies.get('storeGroupSlug')).toBe('business');
    // Parents first; the child points at its parent's new line.
    expect(backend.inputs).toEqual([
      { productVariantId: 'variant-tee', quantity: 2, options: {} },
      { productVariantId: 'variant-box', quantity: 1, options: {} },
      { productVariantId: 'variant-ribbon', quantity: 1, options: { parentItem: 'new-variant-box' } },
    ]);
    const { cart: moved, notifications } = storeState as State;
    expect(moved.cart).toEqual(backend.final());
    expect(moved.cart?.storeGroupId).toBe('sg-business');
    expect(notifications).toEqual(reducer(undefined, { type: '@@init' }).notifications);
    expect(navigations).toEqual(['/my-account/overview/']);
  });

  it('names every line the new session refuses in one warning toast and still adds the others', async () => {
    const { services, providers } = setup({ cookies: visitor });
    const backend = businessBackend(['variant-tee', 'variant-box']);
    const { storeState } = await expectSaga(login, request())
      .withReducer(reducer, stateWith(visitorCart))
      .provide([
        [matchers.call.fn(services.api.proxy.login), loginResult({ ...maria, organisations: [] })],
        [matchers.call.fn(services.api.shopper.startSession), { token: 't', cart: started }],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .put(loginSucceeded())
      .run();
    // The ribbon's parent was refused, so the ribbon cannot follow it.
    expect(backend.inputs.map((input) => input.productVariantId)).toEqual(['variant-tee', 'variant-box']);
    const { notifications } = storeState as State;
    expect(JSON.stringify(notifications)).toContain('"severity":"warning"');
    expect(JSON.stringify(notifications)).toContain('"names":"Item tee, Item box, Item ribbon"');
  });

  it('moves an empty cart of another store group without adding anything', async () => {
    const { services, providers } = setup({ cookies: visitor });
    await expectSaga(login, request())
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.proxy.login), loginResult({ ...maria, organisations: [] })],
        [matchers.call.fn(services.api.shopper.startSession), { token: 't', cart: started }],
        ...providers,
      ])
      .call.fn(services.api.shopper.startSession)
      .not.call.fn(services.api.shopper.addItem)
      .put(cartSucceeded(started))
      .run();
  });

  it('leaves a cart that is already in the user’s store group alone', async () => {
    const { services, cookies, providers } = setup({
      cookies: { cartToken: 'cart-business', checkoutToken: 'co-1' },
    });
    await expectSaga(login, request())
      .withReducer(reducer, stateWith(cart({ items: [tee], storeGroupId: 'sg-business' })))
      .provide([
        [matchers.call.fn(services.api.proxy.login), loginResult(maria)],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), started],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.startSession)
      .not.call.fn(services.api.shopper.addItem)
      .not.put(checkoutInvalidated())
      .run();
    expect(cookies.get('checkoutToken')).toBe('co-1');
  });
});

describe('login: the company on the cart session', () => {
  it('announces the signed-in user once the cart is in her store group, and sets no attributes itself (the company feature owns them)', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-business' } });
    const watched = watchState(reducer);
    await expectSaga(login, request())
      .withReducer(watched.reducer, stateWith(cart({ storeGroupId: 'sg-business' })))
      .provide([[matchers.call.fn(services.api.proxy.login), loginResult(maria)], ...providers])
      .put(sessionUserChanged(maria))
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .put(loginSucceeded())
      .run();
    const types = watched.types();
    expect(types.indexOf(sessionUserChanged.type)).toBeLessThan(types.indexOf(loginSucceeded.type));
  });

  it('announces after a moved cart is in, so the new session is the one given the company', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-1' } });
    const watched = watchState(reducer);
    const moved = cart({ id: 'cart-moved', storeGroupId: 'sg-business' });
    await expectSaga(login, request())
      .withReducer(watched.reducer, stateWith(cart({ storeGroupId: 'sg-default' })))
      .provide([
        [matchers.call.fn(services.api.proxy.login), loginResult(maria)],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'cart-token-2', cart: moved }],
        ...providers,
      ])
      .put(sessionUserChanged(maria))
      .run();
    const types = watched.types();
    expect(types.indexOf('cart/cartSessionStarted')).toBeGreaterThan(-1);
    expect(types.indexOf('cart/cartSessionStarted')).toBeLessThan(types.indexOf(sessionUserChanged.type));
  });
});
