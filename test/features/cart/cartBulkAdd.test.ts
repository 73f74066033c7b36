import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { Cart, CartItem } from '../../../src/api/types';
import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { addLinesToCart, type BulkAddResult, type BulkLine } from '../../../src/features/cart';
import { cartChanged, cartSucceeded, checkoutInvalidated } from '../../../src/features/cart/cartSlice';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartSagaReducer, line, stateWith } from './fixtures';

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const once = (idempotencyKey: string) => ({ idempotencyKey });

/** The catalog of this test: what the backend puts in a line for a variant. */
const variants: Record<string, Partial<CartItem>> = {
  'TEE-BLACK-M': {
    productParentId: 'TEE',
    salePriceAmount: 23900,
    customAttributes: { parentName: 'Classic Tee', color: 'Black', size: 'M' },
  },
  'MUG-WHITE-30CL': { productParentId: 'MUG', salePriceAmount: 15900, name: 'Logo Mug' },
  'TOTE-RED-ONE': { productParentId: 'TOTE', salePriceAmount: 14900, name: 'Canvas Tote' },
  'BCP-WHITE-STD': {
    productParentId: 'BCP',
    salePriceAmount: 34900,
    customAttributes: { parentName: 'Business Card Pack', orderLimit: 5 },
  },
  'BCP-BLACK-STD': {
    productParentId: 'BCP',
    salePriceAmount: 34900,
    customAttributes: { parentName: 'Business Card Pack', orderLimit: 5 },
  },
};

/**
 * A shopper backend for addItem: merges each add into the cart it keeps and answers the new cart,
 * or throws the refusal a test gives for a variant. Records the variants it was called with.
 */
function fakeAddItem(start: Cart, refusals: Record<string, ApiError> = {}) {
  let current = start;
  const calls: string[] = [];
  const provider = dynamic(({ args }) => {
    const { productVariantId, quantity } = args[0] as { productVariantId: string; quantity: number };
    calls.push(productVariantId);
    const refusal = refusals[productVariantId];
    if (refusal) throw refusal;
    const existing = current.items.find((item) => item.productVariantId === productVariantId);
    const items = existing
      ? current.items.map((item) =>
          item === existing ? { ...item, quantity: item.quantity + quantity } : item,
        )
      : [
          ...current.items,
          line(`line-${productVariantId}`, quantity, { productVariantId, ...variants[productVariantId] }),
        ];
    current = { ...current, items };
    return current;
  });
  return { provider, calls, current: () => current };
}

const apiError = (statusCode: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError({ message: error, statusCode, body: { error, ...extra } });

const bulk = (productVariantId: string, quantity: number, extra: Partial<BulkLine> = {}): BulkLine => ({
  productVariantId,
  quantity,
  name: productVariantId,
  ...extra,
});

describe('addLinesToCart', () => {
  it('adds every line in order, applies each returned cart, and sends one add_to_cart for the batch', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const backend = fakeAddItem(cart());
    const lines = [bulk('TEE-BLACK-M', 2), bulk('MUG-WHITE-30CL', 10)];
    const { returnValue, storeState } = await expectSaga(addLinesToCart, lines)
      .withReducer(reducer, stateWith(cart()))
      .provide([[matchers.call.fn(services.api.shopper.addItem), backend.provider], ...providers])
      .call(services.api.shopper.addItem, { productVariantId: 'TEE-BLACK-M', quantity: 2 }, once('id-2'))
      .call(services.api.shopper.addItem, { productVariantId: 'MUG-WHITE-30CL', quantity: 10 }, once('id-3'))
      .put(checkoutInvalidated())
      .not.call.fn(services.api.shopper.getSession)
      .run();

    expect(returnValue).toEqual({ added: lines, refused: [] });
    const state = storeState as State;
    expect(state.cart.cart).toEqual(backend.current());
    expect(state.cart.cart!.items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['TEE-BLACK-M', 2],
      ['MUG-WHITE-30CL', 10],
    ]);
    // The caller reports the batch: no toast per line.
    expect(toasts(state)).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('add_to_cart');
    const { ecommerce } = events[0]!.params as { ecommerce: { value: number; items: unknown[] } };
    expect(ecommerce.items).toEqual([
      expect.objectContaining({ item_id: 'TEE-BLACK-M', quantity: 2, price: 239 }),
      expect.objectContaining({ item_id: 'MUG-WHITE-30CL', quantity: 10, price: 159 }),
    ]);
    expect(ecommerce.value).toBe(2 * 239 + 10 * 159);
  });

  it('goes on after a line out of stock, names it with its reason, and reloads the cart at the end', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const outOfStock = apiError(404, 'out of stock error', { productVariantIDs: ['TOTE-RED-ONE'] });
    const backend = fakeAddItem(cart(), { 'TOTE-RED-ONE': outOfStock });
    const lines = [bulk('TEE-BLACK-M', 1), bulk('TOTE-RED-ONE', 3), bulk('MUG-WHITE-30CL', 2)];
    let reloaded: Cart | null = null;
    const { returnValue, storeState } = await expectSaga(addLinesToCart, lines)
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), backend.provider],
        [matchers.call.fn(services.api.shopper.getSession), dynamic(() => (reloaded = backend.current()))],
        ...providers,
      ])
      .run();

    expect(backend.calls).toEqual(['TEE-BLACK-M', 'TOTE-RED-ONE', 'MUG-WHITE-30CL']);
    expect(returnValue).toEqual({
      added: [lines[0], lines[2]],
      refused: [{ line: lines[1], reason: { code: 'outOfStock', message: 'out of stock error' } }],
    });
    const state = storeState as State;
    expect(reloaded).not.toBeNull();
    expect(state.cart.cart).toEqual(reloaded);
    expect(toasts(state)).toEqual([]);
    expect(events.map((event) => event.event)).toEqual(['add_to_cart']);
  });

  it('checks the order limit against the cart including the lines added earlier in the batch', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    // 1 already in the cart + 3 from the first line = 4; the second line's 2 would make 6 > 5.
    const start = cart({
      items: [line('line-bcp', 1, { productVariantId: 'BCP-BLACK-STD', ...variants['BCP-BLACK-STD'] })],
    });
    const backend = fakeAddItem(start);
    const lines = [
      bulk('BCP-WHITE-STD', 3, { productParentId: 'BCP', orderLimit: 5 }),
      bulk('BCP-BLACK-STD', 2, { productParentId: 'BCP', orderLimit: 5 }),
      bulk('TEE-BLACK-M', 1),
      bulk('BCP-BLACK-STD', 1, { productParentId: 'BCP', orderLimit: 5 }),
    ];
    const { returnValue, storeState } = await expectSaga(addLinesToCart, lines)
      .withReducer(reducer, stateWith(start))
      .provide([[matchers.call.fn(services.api.shopper.addItem), backend.provider], ...providers])
      // Refused by the cart's own check: no call, and nothing to reload.
      .not.call.fn(services.api.shopper.getSession)
      .run();

    expect(backend.calls).toEqual(['BCP-WHITE-STD', 'TEE-BLACK-M', 'BCP-BLACK-STD']);
    expect(returnValue).toEqual({
      added: [lines[0], lines[2], lines[3]],
      refused: [{ line: lines[1], reason: { code: 'orderLimit', message: null, limit: 5 } }],
    });
    const bcp = (storeState as State).cart.cart!.items.filter((item) => item.productParentId === 'BCP');
    expect(bcp.reduce((sum, item) => sum + item.quantity, 0)).toBe(5);
  });

  it("maps the backend's refusals: 403 ORDER_LIMIT_REACHED, 404 not sold in the market, anything else", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const backend = fakeAddItem(cart(), {
      'BCP-WHITE-STD': apiError(403, 'ORDER_LIMIT_REACHED', { orderLimit: 5 }),
      'FIKA-WHITE-STD': apiError(404, 'product not available in this market', {
        productVariantIDs: ['FIKA-WHITE-STD'],
      }),
      'NOPE-1': apiError(404, 'product variant not found'),
      'TEE-BLACK-M': new ApiError({ message: 'somethingWentWrong', statusCode: 500 }),
      'MUG-WHITE-30CL': apiError(409, 'cart is locked'),
    });
    const lines = ['BCP-WHITE-STD', 'FIKA-WHITE-STD', 'NOPE-1', 'TEE-BLACK-M', 'MUG-WHITE-30CL'].map((id) =>
      bulk(id, 1),
    );
    const { returnValue } = await expectSaga(addLinesToCart, lines)
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), backend.provider],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .call.fn(services.api.shopper.getSession)
      .run();

    const result = returnValue as BulkAddResult;
    expect(result.added).toEqual([]);
    expect(result.refused.map((refusal) => [refusal.line.productVariantId, refusal.reason])).toEqual([
      ['BCP-WHITE-STD', { code: 'orderLimit', message: 'ORDER_LIMIT_REACHED' }],
      ['FIKA-WHITE-STD', { code: 'notAvailable', message: 'product not available in this market' }],
      ['NOPE-1', { code: 'notAvailable', message: 'product variant not found' }],
      ['TEE-BLACK-M', { code: 'failed', message: null }],
      ['MUG-WHITE-30CL', { code: 'failed', message: 'cart is locked' }],
    ]);
    // Plain data: fit for an action.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('suspends an open payment widget once for the whole batch and resumes it after the last line, also after a refusal', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const backend = fakeAddItem(cart(), { 'TOTE-RED-ONE': apiError(404, 'out of stock error') });
    const lines = [bulk('TEE-BLACK-M', 1), bulk('TOTE-RED-ONE', 1), bulk('MUG-WHITE-30CL', 1)];
    const order: string[] = [];
    await expectSaga(addLinesToCart, lines)
      .withReducer((state: State | undefined, action) => {
        if (action.type === orderChangeStarted.type || action.type === orderChangeSettled.type)
          order.push(action.type);
        if (action.type === cartChanged.type) order.push('cartChanged');
        if (action.type === cartSucceeded.type) order.push('reloaded');
        return reducer(state, action);
      }, stateWith(cart()))
      .provide([
        [matchers.call.fn(services.api.shopper.addItem), backend.provider],
        [matchers.call.fn(services.api.shopper.getSession), dynamic(() => backend.current())],
        ...providers,
      ])
      .put(orderChangeStarted({ changeId: 'id-1' }))
      .put(orderChangeSettled({ changeId: 'id-1' }))
      .run();

    // One started and one settled around every change of the batch (the reload included).
    expect(order).toEqual([
      orderChangeStarted.type,
      'cartChanged',
      'cartChanged',
      'reloaded',
      orderChangeSettled.type,
    ]);
  });
});
