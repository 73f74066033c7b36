import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { AddItemInput, Cart, CartItem } from '../../../src/api/types';
import { addItemToCart, changeItemQuantity, removeItem } from '../../../src/features/cart/cartItemSagas';
import {
  cartDiscountCodeAddRequested,
  cartDiscountCodeRemoveRequested,
  cartItemAddRequested,
  cartItemQuantityChangeRequested,
} from '../../../src/features/cart/cartSlice';
import { addDiscountCode, removeDiscountCode } from '../../../src/features/cart/discountCodeSagas';
import { storageKeys } from '../../../src/services/storage';
import { lostFirstAnswer } from '../../support/lostAnswer';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartSagaReducer, line, stateWith } from './fixtures';

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const tee = (id: string, quantity: number) =>
  line(id, quantity, { productParentId: 'TEE', productVariantId: 'TEE-WHITE-M', name: 'Classic Tee' });
const mug = (id: string, quantity: number) =>
  line(id, quantity, { productParentId: 'MUG', productVariantId: 'MUG-1', name: 'Fika Mug' });

const lines = (state: State) =>
  state.cart.cart!.items.map((item) => [item.id, item.productVariantId, item.quantity]);

/** A shopper backend's cart: adds merge into a line of the same variant, as the mock does. */
function serverCart(start: Cart) {
  let current = start;
  return {
    add: (input: AddItemInput, lineId = `line-${input.productVariantId}`) => {
      const existing = current.items.find((item) => item.productVariantId === input.productVariantId);
      const items: CartItem[] = existing
        ? current.items.map((item) =>
            item === existing ? { ...item, quantity: item.quantity + input.quantity } : item,
          )
        : [...current.items, line(lineId, input.quantity, { productVariantId: input.productVariantId })];
      current = { ...current, items };
      return current;
    },
    setQuantity: (itemId: string, quantity: number) => {
      current = {
        ...current,
        items: current.items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
      };
      return current;
    },
    remove: (itemId: string) => {
      if (!current.items.some((item) => item.id === itemId))
        throw new ApiError({ message: 'item not found', statusCode: 404 });
      current = { ...current, items: current.items.filter((item) => item.id !== itemId) };
      return current;
    },
    addCode: (code: string) => {
      if (current.discountCodes.some((applied) => applied.code === code))
        throw new ApiError({ message: 'ALREADY_ADDED_DISCOUNT_CODE', statusCode: 400 });
      current = { ...current, discountCodes: [...current.discountCodes, { code }] };
      return current;
    },
    removeCode: (code: string) => {
      if (!current.discountCodes.some((applied) => applied.code === code))
        throw new ApiError({ message: 'discount code not found', statusCode: 404 });
      current = { ...current, discountCodes: current.discountCodes.filter((c) => c.code !== code) };
      return current;
    },
    now: () => current,
  };
}

describe('a change whose answer is lost after the backend applied it', () => {
  it('add to cart: the retry carries the same key, so one click is one item', async () => {
    const server = serverCart(cart());
    const backend = lostFirstAnswer((input) => server.add(input as AddItemInput));
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([[matchers.call.fn(services.api.shopper.addItem), backend.provider], ...providers])
      .run();
    expect(backend.applications()).toBe(1);
    expect(backend.keys()).toEqual(['id-1', 'id-1']);
    expect(lines(storeState as State)).toEqual([['line-TEE-WHITE-M', 'TEE-WHITE-M', 1]]);
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('quantity: the PUT is retried as it is (setting a quantity twice sets it once)', async () => {
    const server = serverCart(cart({ items: [tee('line-tee', 1)] }));
    const backend = lostFirstAnswer((itemId, quantity) =>
      server.setQuantity(itemId as string, quantity as number),
    );
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'line-tee', quantity: 3 }),
    )
      .withReducer(reducer, stateWith(server.now()))
      .provide([[matchers.call.fn(services.api.shopper.updateItemQuantity), backend.provider], ...providers])
      .run();
    expect(lines(storeState as State)).toEqual([['line-tee', 'TEE-WHITE-M', 3]]);
    expect(server.now().items[0]!.quantity).toBe(3);
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('remove: the retry gets the first answer instead of "item not found", and the line stays gone', async () => {
    const server = serverCart(cart({ items: [tee('line-tee', 1), mug('line-mug', 2)] }));
    const backend = lostFirstAnswer((itemId) => server.remove(itemId as string));
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(removeItem, 'line-tee')
      .withReducer(reducer, stateWith(server.now()))
      .provide([[matchers.call.fn(services.api.shopper.removeItem), backend.provider], ...providers])
      .run();
    expect(backend.applications()).toBe(1);
    expect(lines(storeState as State)).toEqual([['line-mug', 'MUG-1', 2]]);
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('discount code: the retry gets the cart with the code, not "already added"', async () => {
    const server = serverCart(cart({ items: [tee('line-tee', 1)] }));
    const backend = lostFirstAnswer((code) => server.addCode(code as string));
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(addDiscountCode, cartDiscountCodeAddRequested({ code: 'SAVE10' }))
      .withReducer(reducer, stateWith(server.now()))
      .provide([[matchers.call.fn(services.api.shopper.addDiscountCode), backend.provider], ...providers])
      .run();
    const state = storeState as State;
    expect(backend.applications()).toBe(1);
    expect(state.cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(state.cart.promo).toEqual({ request: { status: 'succeeded', error: null }, errorKey: null });
  });

  it('removing a discount code: the retry gets the first answer instead of "not found"', async () => {
    const server = serverCart(cart({ discountCodes: [{ code: 'SAVE10' }] }));
    const backend = lostFirstAnswer((code) => server.removeCode(code as string));
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      removeDiscountCode,
      cartDiscountCodeRemoveRequested({ code: 'SAVE10' }),
    )
      .withReducer(reducer, stateWith(server.now()))
      .provide([[matchers.call.fn(services.api.shopper.removeDiscountCode), backend.provider], ...providers])
      .run();
    expect((storeState as State).cart.cart!.discountCodes).toEqual([]);
    expect(toasts(storeState as State)).toEqual([]);
  });
});

describe('a stale cart token on an open page', () => {
  const lostSession = () => new ApiError({ message: 'session not found', statusCode: 404 });
  const incognito = [
    {
      productVariantId: 'TEE-WHITE-M',
      productParentId: 'TEE',
      quantity: 2,
      name: 'Classic Tee',
      options: {},
    },
  ];

  /** The backend after the session expired: the old token is unknown, a new session starts empty. */
  function expiredBackend() {
    const server = serverCart(cart({ id: 'cart-new' }));
    let sessionStarted = false;
    const whenStarted =
      <A extends unknown[], R>(apply: (...args: A) => R) =>
      (...args: A): R => {
        if (!sessionStarted) throw lostSession();
        return apply(...args);
      };
    return {
      server,
      startSession: dynamic(() => {
        sessionStarted = true;
        return { token: 'new-token', cart: server.now() };
      }),
      addItem: dynamic(({ args }: { args: unknown[] }) =>
        whenStarted((input: AddItemInput) => server.add(input, `new-${input.productVariantId}`))(
          args[0] as AddItemInput,
        ),
      ),
      addCode: dynamic(({ args }: { args: unknown[] }) =>
        whenStarted((code: string) => server.addCode(code))(args[0] as string),
      ),
      setQuantity: dynamic(({ args }: { args: unknown[] }) =>
        whenStarted((id: string, quantity: number) => server.setQuantity(id, quantity))(
          args[0] as string,
          args[1] as number,
        ),
      ),
    };
  }

  function staleSetup() {
    return setup({ cookies: cartCookies, localStorage: { [storageKeys.incognitoCart]: incognito } });
  }

  it('starts a new session with the incognito lines, then applies the add, without an error toast', async () => {
    const backend = expiredBackend();
    const { services, cookies, providers } = staleSetup();
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'MUG-1', quantity: 1, productParentId: 'MUG' }),
    )
      .withReducer(reducer, stateWith(cart({ items: [tee('old-tee', 2)] })))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), backend.startSession],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        ...providers,
      ])
      .run();
    const state = storeState as State;
    expect(cookies.get('cartToken')).toBe('new-token');
    expect(lines(state)).toEqual([
      ['new-TEE-WHITE-M', 'TEE-WHITE-M', 2],
      ['new-MUG-1', 'MUG-1', 1],
    ]);
    expect(toasts(state)).toEqual([]);
  });

  it('applies a quantity change to the same line in the new session', async () => {
    const backend = expiredBackend();
    const { services, providers } = staleSetup();
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'old-tee', quantity: 5 }),
    )
      .withReducer(reducer, stateWith(cart({ items: [tee('old-tee', 2)] })))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), backend.startSession],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        [matchers.call.fn(services.api.shopper.updateItemQuantity), backend.setQuantity],
        ...providers,
      ])
      .run();
    expect(lines(storeState as State)).toEqual([['new-TEE-WHITE-M', 'TEE-WHITE-M', 5]]);
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('a change the new session refuses leaves the new cart as it is, without the old line', async () => {
    const backend = expiredBackend();
    const { services, providers } = staleSetup();
    const { storeState } = await expectSaga(
      changeItemQuantity,
      cartItemQuantityChangeRequested({ itemId: 'old-tee', quantity: 5 }),
    )
      .withReducer(reducer, stateWith(cart({ items: [tee('old-tee', 2)] })))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), backend.startSession],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        [
          matchers.call.fn(services.api.shopper.updateItemQuantity),
          dynamic(({ args }: { args: unknown[] }) => {
            if (args[0] === 'old-tee') throw lostSession();
            throw new ApiError({ message: 'out of stock error', statusCode: 404 });
          }),
        ],
        ...providers,
      ])
      .run();
    expect(lines(storeState as State)).toEqual([['new-TEE-WHITE-M', 'TEE-WHITE-M', 2]]);
  });

  it('applies a discount code in the new session', async () => {
    const backend = expiredBackend();
    const { services, providers } = staleSetup();
    const { storeState } = await expectSaga(addDiscountCode, cartDiscountCodeAddRequested({ code: 'SAVE10' }))
      .withReducer(reducer, stateWith(cart({ items: [tee('old-tee', 2)] })))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), backend.startSession],
        [matchers.call.fn(services.api.shopper.addItem), backend.addItem],
        [matchers.call.fn(services.api.shopper.addDiscountCode), backend.addCode],
        ...providers,
      ])
      .run();
    expect((storeState as State).cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(lines(storeState as State)).toEqual([['new-TEE-WHITE-M', 'TEE-WHITE-M', 2]]);
  });

  it('tries the new session once: a second refusal is reported, not looped', async () => {
    const { services, providers } = staleSetup();
    let adds = 0;
    const { storeState } = await expectSaga(
      addItemToCart,
      cartItemAddRequested({ productVariantId: 'MUG-1', quantity: 1 }),
    )
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.startSession), { token: 'new-token', cart: cart() }],
        [
          matchers.call.fn(services.api.shopper.addItem),
          dynamic(() => {
            adds += 1;
            throw lostSession();
          }),
        ],
        [matchers.call.fn(services.api.shopper.getSession), throwError(lostSession())],
        ...providers,
      ])
      .run();
    // Old session: the click (1). New session: the incognito line's re-add (2, refused and named in
    // a warning) and the click once more (3); then it gives up instead of starting session after session.
    expect(adds).toBe(3);
    expect(toasts(storeState as State).some((toast) => toast.severity === 'error')).toBe(true);
  });
});
