import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { AddItemInput, Cart } from '../../../src/api/types';
import { loadCart } from '../../../src/features/cart/cartSession';
import { cartFailed, cartSucceeded, checkoutInvalidated } from '../../../src/features/cart/cartSlice';
import { trackCartView } from '../../../src/features/cart/cartViewSagas';
import type { IncognitoLine } from '../../../src/features/cart/incognitoLines';
import { marketSwitchWatcher, switchMarketCart } from '../../../src/features/cart/marketSwitchSagas';
import { loggedOut } from '../../../src/core/session';
import { marketChosen } from '../../../src/features/market/marketSlice';
import { t } from '../../../src/i18n/localText';
import { storageKeys } from '../../../src/services/storage';
import { norway } from '../../support/fixtures';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartSagaReducer, line, stateWith } from './fixtures';
import { runToEnd } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const incognito: IncognitoLine[] = [
  { productVariantId: 'BOX-STD', quantity: 2, options: {}, name: 'Gift Box' },
  { productVariantId: 'WRAP-RED', quantity: 2, options: { parentVariantId: 'BOX-STD' }, name: 'Gift wrap' },
  { productVariantId: 'SE-ONLY-1', quantity: 1, options: {}, name: 'Midsommar Mug' },
  { productVariantId: 'TEE-WHITE-M', quantity: 3, options: { engraving: 'A' }, name: 'Classic Tee' },
];

/** The old market's cart as loaded, the same lines as the incognito cart mirrors. */
const oldMarketCart = cart({
  id: 'cart-se',
  items: [
    line('se-box', 2, { productVariantId: 'BOX-STD', displayName: 'Gift Box' }),
    line('se-wrap', 2, {
      productVariantId: 'WRAP-RED',
      displayName: 'Gift wrap',
      options: { parentItem: 'se-box' },
    }),
    line('se-mug', 1, { productVariantId: 'SE-ONLY-1', displayName: 'Midsommar Mug' }),
    line('se-tee', 3, {
      productVariantId: 'TEE-WHITE-M',
      displayName: 'Classic Tee',
      options: { engraving: 'A' },
    }),
  ],
});

/** A fake backend cart for the new session that the adds build up. */
function newSessionBackend() {
  let current = cart({ id: 'cart-no', currencyCode: 'NOK', countryCode: 'NO', languageCode: 'en' });
  const adds: AddItemInput[] = [];
  const addItem = dynamic(({ args }: { args: unknown[] }) => {
    const input = args[0] as AddItemInput;
    adds.push(input);
    if (input.productVariantId === 'SE-ONLY-1')
      throw new ApiError({
        message: 'product not available in this market',
        statusCode: 404,
        body: { error: 'product not available in this market', productVariantIDs: ['SE-ONLY-1'] },
      });
    const id = `new-${input.productVariantId}`;
    current = {
      ...current,
      items: [
        ...current.items,
        line(id, input.quantity, { productVariantId: input.productVariantId, options: input.options ?? {} }),
      ],
    };
    return current;
  });
  return {
    adds,
    addItem,
    started: () => ({
      token: 'token-no',
      cart: cart({ id: 'cart-no', currencyCode: 'NOK', countryCode: 'NO' }),
    }),
    final: () => current,
  };
}

describe('market switch', () => {
  it('starts a session for the new market and store group, re-adds the lines parents first and names the one that could not come along', async () => {
    const { services, cookies, localStorage, providers } = setup({
      cookies: { ...cartCookies, cartToken: 'token-se', storeGroupSlug: 'business' },
      localStorage: { [storageKeys.incognitoCart]: incognito },
    });
    const backend = newSessionBackend();
    const chosen = reducer(stateWith(oldMarketCart), marketChosen(norway));
    const { storeState } = await expectSaga(switchMarketCart)
      .withReducer(reducer, chosen)
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .call(
        services.api.shopper.startSession,
        {
          storeGroupId: 'sg-business',
          countryCode: 'NO',
          languageCode: 'en',
        },
        once('id-1'),
      )
      .put(checkoutInvalidated())
      .run();
    const state = storeState as State;

    expect(backend.adds).toEqual([
      { productVariantId: 'BOX-STD', quantity: 2, options: {} },
      { productVariantId: 'SE-ONLY-1', quantity: 1, options: {} },
      { productVariantId: 'TEE-WHITE-M', quantity: 3, options: { engraving: 'A' } },
      // The child comes last, tied to its parent's line in the new session.
      { productVariantId: 'WRAP-RED', quantity: 2, options: { parentItem: 'new-BOX-STD' } },
    ]);
    expect(state.cart.cart).toEqual(backend.final());
    expect(state.cart.cart!.items.map((i) => i.productVariantId)).toEqual([
      'BOX-STD',
      'TEE-WHITE-M',
      'WRAP-RED',
    ]);
    expect(cookies.jar.get('cartToken')).toEqual({ value: 'token-no', maxAgeSeconds: 2_592_000 });
    expect(toasts(state)).toEqual([
      {
        severity: 'warning',
        title: t('cart.readd.failedTitle', { count: 1 }),
        message: t('cart.readd.failedBody', { count: 1, names: 'Midsommar Mug' }),
      },
    ]);
    // The incognito cart mirrors the new cart, the child still tied to its parent by variant.
    expect(
      localStorage
        .get<IncognitoLine[]>(storageKeys.incognitoCart)!
        .map((l) => [l.productVariantId, l.options]),
    ).toEqual([
      ['BOX-STD', {}],
      ['TEE-WHITE-M', { engraving: 'A' }],
      ['WRAP-RED', { parentVariantId: 'BOX-STD' }],
    ]);
  });

  it('a child whose parent cannot come along is named too, and never added on its own', async () => {
    const { services, providers } = setup({
      cookies: cartCookies,
      localStorage: {
        [storageKeys.incognitoCart]: [
          { productVariantId: 'SE-ONLY-1', quantity: 1, options: {}, name: 'Midsommar Mug' },
          {
            productVariantId: 'WRAP-RED',
            quantity: 1,
            options: { parentVariantId: 'SE-ONLY-1' },
            name: 'Gift wrap',
          },
        ],
      },
    });
    const backend = newSessionBackend();
    const { storeState } = await expectSaga(switchMarketCart)
      .withReducer(reducer, stateWith(null, norway))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .run();
    expect(backend.adds.map((a) => a.productVariantId)).toEqual(['SE-ONLY-1']);
    expect(toasts(storeState as State)[0]!.message).toEqual(
      t('cart.readd.failedBody', { count: 2, names: 'Midsommar Mug, Gift wrap' }),
    );
  });

  it('with nothing to re-add there is no warning', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const backend = newSessionBackend();
    const { storeState } = await expectSaga(switchMarketCart)
      .withReducer(reducer, stateWith(null, norway))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.addItem)
      .put(cartSucceeded(backend.started().cart))
      .run();
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('when the new session cannot start, the cart fails and the incognito lines are kept for later', async () => {
    const { services, localStorage, providers } = setup({
      cookies: cartCookies,
      localStorage: { [storageKeys.incognitoCart]: incognito },
    });
    await expectSaga(switchMarketCart)
      .withReducer(reducer, stateWith(null, norway))
      .provide([
        [
          matchers.call.fn(services.api.shopper.startSession),
          throwError(new ApiError({ message: 'down', statusCode: 503 })),
        ],
        ...providers,
      ])
      .put.actionType(cartFailed.type)
      .run();
    expect(localStorage.get(storageKeys.incognitoCart)).toEqual(incognito);
  });

  it('runs on marketChosen', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const backend = newSessionBackend();
    await runToEnd(
      expectSaga(marketSwitchWatcher)
        .withReducer(reducer, stateWith(null))
        .provide([
          [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
          ...providers,
        ])
        .dispatch(marketChosen(norway))
        .call(
          services.api.shopper.startSession,
          {
            storeGroupId: 'sg-default',
            countryCode: 'NO',
            languageCode: 'en',
          },
          once('id-1'),
        ),
    );
  });
});

describe('a lost session', () => {
  it('gets the incognito lines back in the new session when the cart cookie is gone', async () => {
    const { services, providers } = setup({
      cookies: { ...cartCookies, cartToken: undefined },
      localStorage: { [storageKeys.incognitoCart]: incognito.slice(0, 2) },
    });
    services.cookies.remove('cartToken');
    const backend = newSessionBackend();
    const { storeState } = await expectSaga(loadCart)
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.getSession)
      .run();
    expect((storeState as State).cart.cart!.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['BOX-STD', 2],
      ['WRAP-RED', 2],
    ]);
  });

  it("gets them back when the backend answers 404 'session not found'", async () => {
    const { services, providers } = setup({
      cookies: cartCookies,
      localStorage: { [storageKeys.incognitoCart]: incognito.slice(0, 1) },
    });
    const backend = newSessionBackend();
    await expectSaga(loadCart)
      .withReducer(reducer, stateWith(null))
      .provide([
        [
          matchers.call.fn(services.api.shopper.getSession),
          throwError(new ApiError({ message: 'session not found', statusCode: 404 })),
        ],
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .call(
        services.api.shopper.addItem,
        { productVariantId: 'BOX-STD', quantity: 2, options: {} },
        once('id-2'),
      )
      .run();
  });

  it('after a logout the incognito cart is cleared, not re-added', async () => {
    const { services, localStorage, providers } = setup({
      cookies: { ...cartCookies, cartToken: undefined },
      localStorage: { [storageKeys.incognitoCart]: incognito },
    });
    services.cookies.remove('cartToken');
    const backend = newSessionBackend();
    await expectSaga(loadCart, loggedOut())
      .withReducer(reducer, stateWith(null))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), dynamic(backend.started)],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.addItem)
      .run();
    expect(localStorage.get(storageKeys.incognitoCart)).toEqual([]);
  });

  it('a cart fetched with an existing session is mirrored into the incognito cart', async () => {
    const { services, localStorage, providers } = setup({ cookies: cartCookies });
    const fetched: Cart = cart({
      items: [
        line('l1', 2, { productVariantId: 'TEE-WHITE-M', name: 'Classic Tee', displayName: 'Classic Tee' }),
      ],
    });
    await expectSaga(loadCart)
      .withReducer(reducer, stateWith(null))
      .provide([[matchers.call.fn(services.api.shopper.getSession), fetched], ...providers])
      .run();
    expect(localStorage.get(storageKeys.incognitoCart)).toEqual([
      { productVariantId: 'TEE-WHITE-M', quantity: 2, options: {}, name: 'Classic Tee' },
    ]);
  });
});

describe('view_cart', () => {
  it('is sent with the lines of the cart, waiting for the cart when it is still loading', async () => {
    const { events, providers } = setup({ cookies: cartCookies });
    const loaded = cart({
      items: [line('l1', 2, { productVariantId: 'TEE-WHITE-M', salePriceAmount: 15000 })],
    });
    await expectSaga(trackCartView)
      .withReducer(reducer, stateWith(null))
      .provide(providers)
      .dispatch(cartSucceeded(loaded))
      .run();
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('view_cart');
    expect(events[0]!.params).toMatchObject({
      ecommerce: { currency: 'SEK', value: 300, items: [{ item_id: 'TEE-WHITE-M', quantity: 2 }] },
    });
  });
});
