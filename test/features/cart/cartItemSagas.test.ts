import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { Cart, CartItem } from '../../../src/api/types';
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
import { t, type LocalText } from '../../../src/i18n/localText';
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

type AddRequest = Parameters<typeof cartItemAddRequested>[0];
type Shopper = ReturnType<typeof setup>['api']['shopper'];

/**
 * `saga` run with `argument` for a shopper with a cart session (its cookies) whose cart holds
 * `inCart`; `answers` are what the shopper API answers, before the harness's providers.
 */
function over<A>(
  saga: (argument: A) => Generator,
  argument: A,
  inCart: Cart,
  answers: (shopper: Shopper) => StaticProvider[] = () => [],
) {
  const harness = setup({ cookies: cartCookies });
  const shopper = harness.api.shopper;
  return {
    ...harness,
    shopper,
    saga: expectSaga(saga, argument)
      .withReducer(reducer, stateWith(inCart))
      .provide([...answers(shopper), ...harness.providers]),
  };
}

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
    const returned = cart({ items: [tee(3)] });
    const { saga, shopper, localStorage, events } = over(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }),
      cart({ items: [tee(2)] }),
      (api) => [[matchers.call.fn(api.addItem), returned]],
    );
    const { storeState } = await saga
      .call(shopper.addItem, { productVariantId: 'TEE-WHITE-M', quantity: 1 }, once('id-1'))
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

  // Business Card Pack's orderLimit is 5 (customAttributes.orderLimit on its lines).
  it.each<{ behaviour: string; inCart: CartItem[]; request: AddRequest }>([
    {
      behaviour:
        'the variants of its parent in the cart plus the added quantity exceed customAttributes.orderLimit',
      inCart: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-WHITE-LUX', 1)],
      request: { productVariantId: 'BCP-WHITE-STD', quantity: 2 },
    },
    {
      behaviour: 'a product not yet in the cart exceeds the orderLimit the product page passes',
      inCart: [],
      request: { productVariantId: 'BCP-RED-STD', quantity: 6, productParentId: 'BCP', orderLimit: 5 },
    },
    {
      // As the product page and the wishlist send it: the parent, and the limit where they know it.
      behaviour: 'a variant not yet in the cart meets the other variants of its parent filling the limit',
      inCart: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-CREAM-STD', 2)],
      request: { productVariantId: 'BCP-BLACK-PREMIUM', quantity: 1, productParentId: 'BCP' },
    },
  ])('refuses an add without a call, keeping the cart, when $behaviour', async ({ inCart, request }) => {
    const before = cart({ items: inCart });
    const { saga, shopper } = over(addItemToCart, cartItemAddRequested(request), before);
    const { storeState } = await saga.not.call
      .fn(shopper.addItem)
      .put(cartItemAddSettled({ productVariantId: request.productVariantId }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(before);
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.error.title'), message: t('cart.error.orderLimit', { limit: 5 }) },
    ]);
  });

  it('lets an add through that reaches the order limit exactly', async () => {
    const { saga, shopper } = over(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'BCP-WHITE-STD', quantity: 1 }),
      cart({ items: [cards('l1', 'BCP-WHITE-STD', 4)] }),
      (api) => [[matchers.call.fn(api.addItem), cart({ items: [cards('l1', 'BCP-WHITE-STD', 5)] })]],
    );
    await saga.call.fn(shopper.addItem).run();
  });

  it.each<{
    behaviour: string;
    request: AddRequest;
    refusal: ApiError;
    title: LocalText;
    message: LocalText;
  }>([
    {
      behaviour: "the order-limit toast for the server's 403 ORDER_LIMIT_REACHED",
      request: { productVariantId: 'TEE-WHITE-M', quantity: 9 },
      refusal: apiError(403, 'ORDER_LIMIT_REACHED'),
      title: t('cart.error.title'),
      message: t('cart.error.orderLimitReached'),
    },
    {
      behaviour: "the full-cart toast with the server's line limit for its 403 CART_LINE_LIMIT_REACHED",
      request: { productVariantId: 'TEE-WHITE-M', quantity: 1 },
      refusal: apiError(403, 'CART_LINE_LIMIT_REACHED', {
        details: 'a cart holds at most 100 lines; remove a line to add another',
        lineLimit: 100,
      }),
      title: t('cart.error.title'),
      message: t('cart.error.lineLimit', { limit: 100 }),
    },
    {
      behaviour: "'Slut i lager' with its description when the variant is out of stock",
      request: { productVariantId: 'TOTE-RED-ONE', quantity: 1 },
      refusal: apiError(404, 'out of stock error', { productVariantIDs: ['TOTE-RED-ONE'] }),
      title: t('cart.error.outOfStock.title'),
      message: t('cart.error.outOfStock.body'),
    },
    {
      behaviour: "'Cart error' naming a known refusal in the shop's language",
      request: { productVariantId: 'X', quantity: 1 },
      refusal: apiError(404, 'product not available in this market', { productVariantIDs: ['X'] }),
      title: t('cart.error.title'),
      message: t('cart.error.notInMarket'),
    },
    {
      behaviour:
        "'Cart error' with the translated 'An unexpected error occurred' when the server gives no text",
      request: { productVariantId: 'X', quantity: 1 },
      refusal: new ApiError({ message: 'somethingWentWrong', statusCode: 500 }),
      title: t('cart.error.title'),
      message: t('cart.error.unexpected'),
    },
    {
      behaviour: 'the translated "could not be changed", not the English text, for an unknown server text',
      request: { productVariantId: 'X', quantity: 1 },
      refusal: apiError(409, 'Injected fault 409'),
      title: t('cart.error.title'),
      message: t('cart.error.failed'),
    },
  ])(
    'a refused add shows $behaviour, and the cart as fetched again',
    async ({ request, refusal, title, message }) => {
      // The fetched cart differs from the one before, so the state shows that it was fetched.
      const fetched = cart({ items: [tee(1), box(1)] });
      const { saga, shopper } = over(
        addItemToCart,
        cartItemAddRequested(request),
        cart({ items: [tee(1)] }),
        (api) => [
          [matchers.call.fn(api.addItem), throwError(refusal)],
          [matchers.call.fn(api.getSession), fetched],
        ],
      );
      const { storeState } = await saga
        .call(shopper.getSession)
        .put(cartItemAddSettled({ productVariantId: request.productVariantId }))
        .run();
      const state = storeState as State;
      expect(toasts(state)).toEqual([{ severity: 'error', title, message }]);
      expect(state.cart.cart).toEqual(fetched);
    },
  );
});

describe('changing a line', () => {
  it('applies the quantity at once (optimistically), then replaces the cart with the returned one', async () => {
    const returned = cart({ items: [tee(3)] });
    const { saga, shopper, events } = over(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
      cart({ items: [tee(2)] }),
      (api) => [[matchers.call.fn(api.updateItemQuantity), returned]],
    );
    const { storeState } = await saga
      .put(cartItemQuantityChangeStarted({ itemId: 'line-tee', quantity: 3 }))
      .call(shopper.updateItemQuantity, 'line-tee', 3)
      .put(cartChanged(returned))
      .call(delayP, ITEM_REENABLE_DELAY_MS)
      .put(cartItemReleased({ itemId: 'line-tee' }))
      .run();
    expect((storeState as State).cart.cart).toEqual(returned);
    expect((storeState as State).cart.busy).toEqual([]);
    expect(events.map((e) => e.event)).toEqual(['add_to_cart']);
  });

  it.each<{ behaviour: string; refusal: ApiError; message: LocalText }>([
    {
      behaviour: 'the backend refuses, and says the line could not be changed',
      refusal: apiError(500, 'Internal error'),
      message: t('cart.error.failed'),
    },
    {
      behaviour: 'the server refuses the raise with 403 ORDER_LIMIT_REACHED, and shows the order-limit toast',
      refusal: apiError(403, 'ORDER_LIMIT_REACHED'),
      message: t('cart.error.orderLimitReached'),
    },
  ])('rolls the line back to its old quantity when $behaviour', async ({ refusal, message }) => {
    const before = cart({ items: [tee(2)] });
    const { saga } = over(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
      before,
      (api) => [[matchers.call.fn(api.updateItemQuantity), throwError(refusal)]],
    );
    const { storeState } = await saga
      .put(cartItemQuantityChangeStarted({ itemId: 'line-tee', quantity: 3 }))
      .put(
        cartItemChangeFailed({ itemId: 'line-tee', cartId: before.id, saved: [{ index: 0, item: tee(2) }] }),
      )
      .put(cartItemReleased({ itemId: 'line-tee' }))
      .not.put.actionType(cartChanged.type)
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(before);
    expect(toasts(state)).toEqual([{ severity: 'error', title: t('cart.error.title'), message }]);
  });

  it('changes the child items with their parent, and rolls both back together', async () => {
    const before = cart({ items: [box(1), wrap(1)] });
    const { saga } = over(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-box', quantity: 2 }),
      before,
      (api) => [
        [
          matchers.call.fn(api.updateItemQuantity),
          dynamic(() => {
            throw apiError(500, 'Internal error');
          }),
        ],
      ],
    );
    const { storeState } = await saga
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
    const { saga, shopper } = over(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'l1', quantity: 4 }),
      cart({ items: [cards('l1', 'BCP-WHITE-STD', 3), cards('l2', 'BCP-WHITE-LUX', 2)] }),
    );
    const { storeState } = await saga.not.call
      .fn(shopper.updateItemQuantity)
      .not.put.actionType(cartItemQuantityChangeStarted.type)
      .run();
    expect(toasts(storeState as State)[0]!.message).toEqual(t('cart.error.orderLimit', { limit: 5 }));
  });

  it('minus at quantity 1 removes the line (and its children) instead of setting 0', async () => {
    const returned = cart();
    const { saga, shopper, events } = over(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-box', quantity: 0 }),
      cart({ items: [box(1), wrap(1)] }),
      (api) => [[matchers.call.fn(api.removeItem), returned]],
    );
    await saga
      .put(cartItemRemoveStarted({ itemId: 'line-box' }))
      .call(shopper.removeItem, 'line-box', once('id-1'))
      .not.call.fn(shopper.updateItemQuantity)
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
    const before = cart({ items: [box(1), wrap(1), tee(1)] });
    const { saga } = over(removeItem, 'line-box', before, (api) => [
      [matchers.call.fn(api.removeItem), throwError(apiError(500, 'down'))],
    ]);
    const { storeState } = await saga.run();
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
