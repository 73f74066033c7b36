import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import {
  addItemToCart,
  cartItemWatchers,
  changeItemQuantity,
  ITEM_REENABLE_DELAY_MS,
  removeItem,
} from '../../../src/features/cart/cartItemSagas';
import {
  cartChanged,
  cartItemAddRequested,
  cartItemAddSettled,
  cartItemChangeFailed,
  cartItemQuantityChangeRequested,
  cartItemQuantityChangeStarted,
  cartItemReleased,
  cartItemRemoveStarted,
  cartSucceeded,
  checkoutInvalidated,
} from '../../../src/features/cart/cartSlice';
import { t } from '../../../src/i18n/localText';
import { storageKeys } from '../../../src/services/storage';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartSagaReducer, line, stateWith } from './fixtures';
import { delaysUntil, held, runToEnd, watchState } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const tee = (quantity: number) =>
  line('line-tee', quantity, {
    productParentId: 'TEE',
    productVariantId: 'TEE-WHITE-M',
    salePriceAmount: 15000,
    basePriceAmount: 20000,
    customAttributes: { parentName: 'Classic Tee', color: 'White', size: 'M', productSlug: 'classic-tee' },
  });
const cards = (id: string, variant: string, quantity: number) =>
  line(id, quantity, {
    productParentId: 'BCP',
    productVariantId: variant,
    customAttributes: { parentName: 'Business Card Pack', orderLimit: 5 },
  });
const box = (quantity: number) =>
  line('line-box', quantity, { productParentId: 'BOX', productVariantId: 'BOX-STD', name: 'Gift Box' });
const wrap = (quantity: number) =>
  line('line-wrap', quantity, {
    productParentId: 'WRAP',
    productVariantId: 'WRAP-RED',
    name: 'Gift wrap',
    options: { parentItem: 'line-box' },
  });

const apiError = (statusCode: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError({ message: error, statusCode, body: { error, ...extra } });

describe('adding to the cart', () => {
  it("a new visitor's add before the page's cart has loaded waits for its session, then goes once, in it", async () => {
    const { services, providers } = setup({});
    const add = cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 });
    const sent: string[] = [];
    const record = (name: string, answer: unknown) => dynamic(() => (sent.push(name), answer));
    let sentBeforeTheCart: string[] = [];
    await runToEnd(
      expectSaga(addItemToCart, add)
        .withReducer(reducer, stateWith(null))
        .provide([
          [matchers.call.fn(services.api.shopper.addItem), record('addItem', cart({ items: [tee(1)] }))],
          [matchers.call.fn(services.api.shopper.startSession), record('startSession', cart())],
          ...providers,
        ] as never)
        .call(services.api.shopper.addItem, { productVariantId: 'TEE-WHITE-M', quantity: 1 }, once('id-1')),
      // No session token yet and the cart not loaded: nothing is sent (it would be refused, and a
      // second session would start beside the page's).
      () => (sentBeforeTheCart = [...sent]),
      // Once the page's cart has loaded, the add goes, without a session of its own.
      cartSucceeded(cart()),
    );
    expect(sentBeforeTheCart).toEqual([]);
    expect(sent).toEqual(['addItem']);
  });

  it('merges into the existing line: the returned cart replaces the old one, with one line of the summed quantity', async () => {
    const { services, localStorage, events, providers } = setup({ cookies: cartCookies });
    const returned = cart({ items: [tee(3)] });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart({ items: [tee(2)] })))
      .provide([[matchers.call.fn(services.api.shopper.addItem), returned], ...providers])
      .call(services.api.shopper.addItem, { productVariantId: 'TEE-WHITE-M', quantity: 1 }, once('id-1'))
      .put(cartChanged(returned))
      .put(checkoutInvalidated())
      .put(cartItemAddSettled({ productVariantId: 'TEE-WHITE-M' }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart!.items).toHaveLength(1);
    expect(state.cart.cart!.items[0]!.quantity).toBe(3);
    expect(state.cart.adding).toEqual([]);
    // After every successful change: the checkout told (above), incognito cart in step, analytics sent.
    expect(localStorage.get(storageKeys.incognitoCart)).toEqual([
      { productVariantId: 'TEE-WHITE-M', quantity: 3, options: {}, name: 'Classic Tee' },
    ]);
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        params: {
          ecommerce: {
            currency: 'SEK',
            value: 150,
            items: [
              {
                item_id: 'TEE-WHITE-M',
                item_name: 'Classic Tee',
                item_brand: undefined,
                item_variant: 'White / M',
                price: 150,
                quantity: 1,
              },
            ],
          },
        },
      },
    ]);
  });

  it('a double click adds only once: a second request for the same variant while the first runs is ignored', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    let calls = 0;
    // The first call is still under way when the second click arrives; the answers come after.
    const answers = held();
    await runToEnd(
      expectSaga(cartItemWatchers)
        .withReducer(reducer, stateWith(cart()))
        .provide([
          [
            matchers.call.fn(services.api.shopper.addItem),
            dynamic(() => {
              calls += 1;
              return answers.later(cart({ items: [tee(1)] }));
            }),
          ],
          ...providers,
        ])
        .dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 })),
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }),
      cartItemAddRequested({ productVariantId: 'TEE-BLACK-M', quantity: 1 }),
      answers.release,
    );
    // Once for the double-clicked variant, once for the other one.
    expect(calls).toBe(2);
  });

  it('refuses before the call when the variants of the parent plus the added quantity exceed customAttributes.orderLimit', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const inCart = cart({ items: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-WHITE-LUX', 1)] });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'BCP-WHITE-STD', quantity: 2 }),
    )
      .withReducer(reducer, stateWith(inCart))
      .provide(providers)
      .not.call.fn(services.api.shopper.addItem)
      .put(cartItemAddSettled({ productVariantId: 'BCP-WHITE-STD' }))
      .run();
    expect(toasts(storeState as State)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.orderLimit', { limit: 5 }) },
    ]);
  });

  it('lets an add through that reaches the order limit exactly', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const inCart = cart({ items: [cards('l1', 'BCP-WHITE-STD', 4)] });
    await expectSaga(addItemToCart, cartItemAddRequested({ productVariantId: 'BCP-WHITE-STD', quantity: 1 }))
      .withReducer(reducer, stateWith(inCart))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), cart({ items: [cards('l1', 'BCP-WHITE-STD', 5)] })],
        ...providers,
      ])
      .call.fn(services.api.shopper.addItem)
      .run();
  });

  it('checks the limit for a product not yet in the cart from the orderLimit the product page passes', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    await expectSaga(
      addItemToCart,
      cartItemAddRequested({
        productVariantId: 'BCP-RED-STD',
        quantity: 6,
        productParentId: 'BCP',
        orderLimit: 5,
      }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide(providers)
      .not.call.fn(services.api.shopper.addItem)
      .run();
  });

  it('refuses without a call a variant not yet in the cart when the other variants of its parent fill the limit', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const inCart = cart({ items: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-CREAM-STD', 2)] });
    const { storeState } = await expectSaga(
      addItemToCart,
      // As the product page and the wishlist send it: the parent, and the limit where they know it.
      cartItemAddRequested({ productVariantId: 'BCP-BLACK-PREMIUM', quantity: 1, productParentId: 'BCP' }),
    )
      .withReducer(reducer, stateWith(inCart))
      .provide(providers)
      .not.call.fn(services.api.shopper.addItem)
      .put(cartItemAddSettled({ productVariantId: 'BCP-BLACK-PREMIUM' }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(inCart);
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.orderLimit', { limit: 5 }) },
    ]);
  });

  it("shows the order-limit toast for the server's 403 ORDER_LIMIT_REACHED and refetches the cart", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const fetched = cart({ items: [tee(1)] });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 9 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), throwError(apiError(403, 'ORDER_LIMIT_REACHED'))],
        [matchers.call.fn(services.api.shopper.getSession), fetched],
        ...providers,
      ])
      .call(services.api.shopper.getSession)
      .run();
    const state = storeState as State;
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.orderLimitReached') },
    ]);
    expect(state.cart.cart).toEqual(fetched);
  });

  it("shows the full-cart toast for the server's 403 CART_LINE_LIMIT_REACHED and keeps the cart, as fetched again", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const inCart = cart({ items: [tee(1)] });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(inCart))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          throwError(
            apiError(403, 'CART_LINE_LIMIT_REACHED', {
              details: 'a cart holds at most 100 lines; remove a line to add another',
              lineLimit: 100,
            }),
          ),
        ],
        [matchers.call.fn(services.api.shopper.getSession), inCart],
        ...providers,
      ])
      .call(services.api.shopper.getSession)
      .put(cartItemAddSettled({ productVariantId: 'TEE-WHITE-M' }))
      .run();
    const state = storeState as State;
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.lineLimit', { limit: 100 }) },
    ]);
    expect(state.cart.cart).toEqual(inCart);
  });

  it("out of stock: toast 'Slut i lager' with its description, and the cart is refetched", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TOTE-RED-ONE', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          throwError(apiError(404, 'out of stock error', { productVariantIDs: ['TOTE-RED-ONE'] })),
        ],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .call(services.api.shopper.getSession)
      .put(cartItemAddSettled({ productVariantId: 'TOTE-RED-ONE' }))
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: t('cart.error.outOfStock.title'),
        message: t('cart.error.outOfStock.body'),
      },
    ]);
  });

  it("a known refusal: 'Cart error' naming it in the shop's language", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'X', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          throwError(apiError(404, 'product not available in this market', { productVariantIDs: ['X'] })),
        ],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: t('cart.error.title'),
        message: t('cart.error.notInMarket'),
      },
    ]);
  });

  it("without a server text: 'Cart error' with the translated 'An unexpected error occurred'", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'X', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          throwError(new ApiError({ message: 'somethingWentWrong', statusCode: 500 })),
        ],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State)[0]!.message).toEqual(t('cart.error.unexpected'));
  });

  it('an unknown server text: the translated "could not be changed", not the English text', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'X', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), throwError(apiError(409, 'Injected fault 409'))],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State)[0]).toEqual({
      severity: 'error',
      title: t('cart.error.title'),
      message: t('cart.error.failed'),
    });
  });
});

describe('changing a line', () => {
  it('applies the quantity at once (optimistically), then replaces the cart with the returned one', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const returned = cart({ items: [tee(3)] });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
    )
      .withReducer(reducer, stateWith(cart({ items: [tee(2)] })))
      .provide([[matchers.call.fn(services.api.shopper.updateItemQuantity), returned], ...providers])
      .put(cartItemQuantityChangeStarted({ itemId: 'line-tee', quantity: 3 }))
      .call(services.api.shopper.updateItemQuantity, 'line-tee', 3)
      .put(cartChanged(returned))
      .call(delayP, ITEM_REENABLE_DELAY_MS)
      .put(cartItemReleased({ itemId: 'line-tee' }))
      .run();
    expect((storeState as State).cart.cart).toEqual(returned);
    expect((storeState as State).cart.busy).toEqual([]);
    expect(events.map((e) => e.event)).toEqual(['add_to_cart']);
  });

  it('rolls the line back to its old quantity when the backend refuses, and says why', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [tee(2)] });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
    )
      .withReducer(reducer, stateWith(before))
      .provide([
        [
          matchers.call.fn(services.api.shopper.updateItemQuantity),
          throwError(apiError(500, 'Internal error')),
        ],
        ...providers,
      ])
      .put(cartItemQuantityChangeStarted({ itemId: 'line-tee', quantity: 3 }))
      .put(
        cartItemChangeFailed({ itemId: 'line-tee', cartId: before.id, saved: [{ index: 0, item: tee(2) }] }),
      )
      .put(cartItemReleased({ itemId: 'line-tee' }))
      .not.put.actionType(cartChanged.type)
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(before);
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.failed') },
    ]);
  });

  it('changes the child items with their parent, and rolls both back together', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [box(1), wrap(1)] });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-box', quantity: 2 }),
    )
      .withReducer(reducer, stateWith(before))
      .provide([
        [
          matchers.call.fn(services.api.shopper.updateItemQuantity),
          dynamic(() => {
            throw apiError(500, 'Internal error');
          }),
        ],
        ...providers,
      ])
      .put(
        cartItemChangeFailed({
          itemId: 'line-box',
          cartId: before.id,
          saved: [
            { index: 0, item: box(1) },
            { index: 1, item: wrap(1) },
          ],
        }),
      )
      .run();
    expect((storeState as State).cart.cart).toEqual(before);
  });

  it('the optimistic state of a parent change holds the new quantity on the children too', () => {
    const state = reducer(
      stateWith(cart({ items: [box(1), wrap(1)] })),
      cartItemQuantityChangeStarted({ itemId: 'line-box', quantity: 4 }),
    );
    expect(state.cart.cart!.items.map((i) => [i.id, i.quantity])).toEqual([
      ['line-box', 4],
      ['line-wrap', 4],
    ]);
    expect(state.cart.busy).toEqual(['line-box']);
  });

  it('refuses a raise over the order limit before the call', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const inCart = cart({ items: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-WHITE-LUX', 2)] });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'l1', quantity: 4 }),
    )
      .withReducer(reducer, stateWith(inCart))
      .provide(providers)
      .not.call.fn(services.api.shopper.updateItemQuantity)
      .not.put.actionType(cartItemQuantityChangeStarted.type)
      .run();
    expect(toasts(storeState as State)[0]!.message).toEqual(t('cart.error.orderLimit', { limit: 5 }));
  });

  it('a server 403 ORDER_LIMIT_REACHED on a raise rolls back and shows the order-limit toast', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [tee(2)] });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
    )
      .withReducer(reducer, stateWith(before))
      .provide([
        [
          matchers.call.fn(services.api.shopper.updateItemQuantity),
          throwError(apiError(403, 'ORDER_LIMIT_REACHED')),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).cart.cart).toEqual(before);
    expect(toasts(storeState as State)[0]!.message).toEqual(t('cart.error.orderLimitReached'));
  });

  it('minus at quantity 1 removes the line (and its children) instead of setting 0', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const returned = cart();
    await expectSaga(changeItemQuantity, cartItemQuantityChangeRequested({ itemId: 'line-box', quantity: 0 }))
      .withReducer(reducer, stateWith(cart({ items: [box(1), wrap(1)] })))
      .provide([[matchers.call.fn(services.api.shopper.removeItem), returned], ...providers])
      .put(cartItemRemoveStarted({ itemId: 'line-box' }))
      .call(services.api.shopper.removeItem, 'line-box', once('id-1'))
      .not.call.fn(services.api.shopper.updateItemQuantity)
      .put(cartChanged(returned))
      .run();
    expect(events.map((e) => e.event)).toEqual(['remove_from_cart']);
  });

  it('the optimistic removal of a parent takes its children out too', () => {
    const state = reducer(
      stateWith(cart({ items: [tee(1), box(1), wrap(1)] })),
      cartItemRemoveStarted({ itemId: 'line-box' }),
    );
    expect(state.cart.cart!.items.map((i) => i.id)).toEqual(['line-tee']);
  });

  it('a refused removal puts the line and its children back in their places', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [box(1), wrap(1), tee(1)] });
    const { storeState } = await expectSaga(removeItem, 'line-box')
      .withReducer(reducer, stateWith(before))
      .provide([
        [matchers.call.fn(services.api.shopper.removeItem), throwError(apiError(500, 'down'))],
        ...providers,
      ])
      .run();
    expect((storeState as State).cart.cart).toEqual(before);
  });

  it('keeps a line busy from the change until 700 ms after it settled: clicks in between do nothing', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    let calls = 0;
    // The re-enable delay lasts until the test releases it.
    const timers = held();
    const store = watchState(reducer);
    let busyWhileWaiting: string[] = [];
    let callsWhileWaiting = 0;
    const { storeState } = await runToEnd(
      expectSaga(cartItemWatchers)
        .withReducer(store.reducer, stateWith(cart({ items: [tee(1)] })))
        .provide([
          [
            matchers.call.fn(services.api.shopper.updateItemQuantity),
            dynamic(() => {
              calls += 1;
              return cart({ items: [tee(calls + 1)] });
            }),
          ],
          delaysUntil(timers),
          ...providers,
        ])
        .dispatch(cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 2 }))
        .call(delayP, 700),
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
      () => {
        busyWhileWaiting = [...store.current().cart.busy];
        callsWhileWaiting = calls;
      },
      timers.release,
      // Released: the next click changes the line again.
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
    );
    expect(busyWhileWaiting).toEqual(['line-tee']);
    expect(callsWhileWaiting).toBe(1);
    expect(calls).toBe(2);
    expect((storeState as State).cart.busy).toEqual([]);
  });

  it('two different lines change at the same time', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const calls: string[] = [];
    // Neither call has answered when the other starts.
    const answers = held();
    let callsBeforeAnswers: string[] = [];
    await runToEnd(
      expectSaga(cartItemWatchers)
        .withReducer(reducer, stateWith(cart({ items: [tee(1), box(1)] })))
        .provide([
          [
            matchers.call.fn(services.api.shopper.updateItemQuantity),
            dynamic(({ args }) => {
              calls.push(args[0] as string);
              return answers.later(cart({ items: [tee(1), box(1)] }));
            }),
          ],
          ...providers,
        ])
        .dispatch(cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 2 }))
        .dispatch(cartItemQuantityChangeRequested({ itemId: 'line-box', quantity: 2 })),
      () => (callsBeforeAnswers = [...calls]),
      answers.release,
    );
    expect(callsBeforeAnswers).toEqual(['line-tee', 'line-box']);
  });
});
