/** @jest-environment node */
import type { OrderInput, ProviderPayment } from '../../src/api/types';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { completePurchase, setProviderCustomer } from '../../mock-server/providers/providerOrders';
import { db } from '../../mock-server/db';
import { seedSlice } from '../../mock-server/fixtures';
import { demoSessionAttributes, nordicPrint } from '../support/demoAccounts';
import { MAX_JSON_KEYS } from '../../mock-server/kit/bounds';
import {
  checkoutWith,
  customerAddress,
  openProviderOrder,
  PROVIDER_INPUT,
  startCart,
  startCheckout,
} from './checkoutHelpers';
import { call, login, withMockBackend } from './helpers';
import { postCreateOrder } from './ordersHelpers';

withMockBackend();

/** The demo orders every reset starts with (mock-server/orders/seed.ts). */
const SEEDED_ORDERS = seedSlice('orders').orders.size;

const customer = {
  billingAddress: customerAddress({ email: 'billing@example.se' }),
  shippingAddress: customerAddress({ email: 'greta.garbo@example.se' }),
};

/** Object keys plus array items, counted as the mock's body bounds count them. */
function membersOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Object.values(value);
  return children.length + children.reduce((sum: number, child) => sum + membersOf(child), 0);
}

/** The order as the confirmation page sends it: the payment the provider's backend reports. */
async function orderAsReported(checkoutToken: string): Promise<Required<OrderInput>> {
  const payment = await call<ProviderPayment>('POST', '/shopper-klarna/payments', {
    token: checkoutToken,
    body: { provider: 'KlarnaCheckout' },
  });
  expect(payment.status).toBe(200);
  const { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress } = payment.body;
  return { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress };
}

/** A Klarna order for 2 × TEE-BLUE-M, paid in the widget unless `complete` is false. */
async function paidOrder({ complete = true } = {}) {
  const fixture = await checkoutWith('KlarnaCheckout', { quantity: 2 });
  // Klarna's form as the app opens it: the phone mandatory.
  const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken, {
    ...PROVIDER_INPUT,
    phoneMandatory: true,
  });
  setProviderCustomer(opened.body.publicToken, customer);
  if (complete) expect(completePurchase(opened.body.publicToken).status).toBe('completed');
  return {
    ...fixture,
    publicToken: opened.body.publicToken,
    order: await orderAsReported(fixture.checkoutToken),
  };
}

describe('POST /api/orders/create-order/', () => {
  it('records the paid order once: 201 created, then 200 with the same order and created false', async () => {
    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    const { order: sent, cart, checkoutToken } = await paidOrder();
    const first = await postCreateOrder({ order: sent }, checkoutToken);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true, status: 201, data: { order: expect.any(Object), created: true } });
    const { order } = first.body.data;
    expect(order).toEqual({
      id: expect.any(String),
      reference: 'PF-100123',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      status: { orderStates: ['PLACED'], customStates: [] },
      provider: 'KlarnaCheckout',
      cartId: cart.id,
      items: cart.items,
      totals: { ...cart.totals, giftCardTotal: 0 },
      currencyCode: 'SEK',
      billingAddress: customer.billingAddress,
      shippingAddress: customer.shippingAddress,
      email: 'greta.garbo@example.se',
      userId: null,
      attributes: {},
    });
    // The date is the mock clock's: a minute ahead of the real one.
    expect(Date.parse(order.date)).toBeGreaterThan(Date.now() + 50_000);

    const second = await postCreateOrder({ order: sent }, checkoutToken);
    expect(second).toEqual({ status: 200, body: { ok: true, status: 200, data: { order, created: false } } });
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS + 1);
    // Kept with no custom-state history and no change-request callback.
    const stored = db().orders.orders.get(order.id)!;
    expect(stored).toMatchObject({ cartId: cart.id, customStateHistory: [], changeRequests: [] });
    expect(stored).not.toHaveProperty('changeRequestCallback');
    expect(db().orders.byReference.get('PF-100123')).toBe(order.id);
  });

  it("records the provider order's lines, totals and addresses, not the browser's copy of them", async () => {
    const { order: reported, cart, checkoutToken } = await paidOrder();
    const forged: OrderInput = {
      ...reported,
      items: [{ ...reported.items[0]!, quantity: 1, productVariantId: 'TEE-WHITE-S', salePriceAmount: 1 }],
      totals: { ...reported.totals, grandTotal: 100, subTotal: 100 },
      currencyCode: 'EUR',
      billingAddress: customerAddress({ givenName: 'Someone', email: 'someone@example.se' }),
      shippingAddress: customerAddress({ address: 'Elsewhere 9', email: 'someone@example.se' }),
    };
    const answer = await postCreateOrder({ order: forged }, checkoutToken);
    expect(answer.status).toBe(201);
    const expected = {
      items: cart.items,
      totals: { ...cart.totals, giftCardTotal: 0 },
      currencyCode: 'SEK',
      billingAddress: customer.billingAddress,
      shippingAddress: customer.shippingAddress,
      email: 'greta.garbo@example.se',
    };
    expect(answer.body.data.order).toMatchObject(expected);
    expect(answer.body.data.order.totals.grandTotal).toBe(reported.totals.grandTotal);
    expect(reported.totals.grandTotal).toBeGreaterThan(100);
    expect(db().orders.orders.get(answer.body.data.order.id)).toMatchObject(expected);
  });

  it('takes the order of a large cart, whose lines make the body hold more than 1,000 keys and items', async () => {
    const { token: cartToken } = await startCart();
    for (const product of db().catalog.products.values()) {
      for (const variant of product.variants) {
        // The cart refuses what cannot be had in Sverige now (sold out, not sold here): fine.
        await call('POST', '/shopper/sessions/items', {
          token: cartToken,
          body: { productVariantId: variant.id, quantity: 1 },
        });
      }
    }
    const started = await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' });
    const { token: checkoutToken } = started.body;
    const opened = await openProviderOrder('KlarnaCheckout', checkoutToken);
    setProviderCustomer(opened.body.publicToken, customer);
    expect(completePurchase(opened.body.publicToken).status).toBe('completed');
    const order = await orderAsReported(checkoutToken);
    // The limit of every other JSON body (MAX_JSON_KEYS), which an order of this size passes.
    expect(membersOf({ order })).toBeGreaterThan(MAX_JSON_KEYS);
    const answer = await postCreateOrder({ order }, checkoutToken);
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.items).toHaveLength(order.items.length);
  });

  it('records the signed-in buyer from a valid access token in X-User-Token, never from the body', async () => {
    const { order, checkoutToken } = await paidOrder();
    const { access_token, user } = await login('anna.andersson@example.se');
    const answer = await postCreateOrder(
      { order: { ...order, userId: 'user-someone-else' } },
      checkoutToken,
      access_token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.userId).toBe(user.id);
  });

  it("records the company, merchantReference1 and contact person the cart's session keeps", async () => {
    const fixture = await paidOrder({ complete: false });
    const sara = await login('sara.agent@example.se');
    const patched = await call('PATCH', '/shopper/sessions/attributes', {
      token: fixture.cartToken,
      headers: { [USER_TOKEN_HEADER]: sara.access_token },
      body: {
        // The browser's names are not what is kept: the session holds the database's.
        company: { registrationNumber: '5561234567', taxId: '', name: 'Forged AB', reference: 'Nobody' },
        merchantReference1: 'forged',
        contactId: 'user-erik',
      },
    });
    expect(patched.status).toBe(200);
    expect(completePurchase(fixture.publicToken).status).toBe('completed');
    const answer = await postCreateOrder({ order: fixture.order }, fixture.checkoutToken, sara.access_token);
    expect(answer.status).toBe(201);
    expect(answer.body.data.order).toMatchObject({
      userId: sara.user.id,
      attributes: demoSessionAttributes(nordicPrint, 'Erik Buyer', 'user-erik'),
    });
    expect(db().orders.orders.get(answer.body.data.order.id)?.attributes).toEqual(
      answer.body.data.order.attributes,
    );
  });

  it('records no buyer for an access token it does not know', async () => {
    const { order, checkoutToken } = await paidOrder();
    const answer = await postCreateOrder({ order }, checkoutToken, 'not-an-access-token');
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.userId).toBeNull();
  });

  it('answers 401 without a checkout token, also when the buyer is named', async () => {
    const { order } = await paidOrder();
    const { access_token } = await login('anna.andersson@example.se');
    for (const userToken of [undefined, access_token]) {
      const answer = await postCreateOrder({ order }, undefined, userToken);
      expect(answer).toEqual({ status: 401, body: { ok: false, status: 401, error: 'Unauthorized' } });
    }
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
  });

  it('answers 403 for a checkout token of another cart, one it does not know, or an access token', async () => {
    const { order } = await paidOrder();
    const other = await checkoutWith('KlarnaCheckout');
    const { access_token } = await login('anna.andersson@example.se');
    for (const token of [other.checkoutToken, 'no-such-token', access_token]) {
      const answer = await postCreateOrder({ order }, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ ok: false, status: 403, error: 'checkout does not match order' });
    }
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
  });

  it('answers 403 to a token that is no checkout before it looks the reference up, so it learns nothing of it', async () => {
    const { order } = await paidOrder();
    const known = await postCreateOrder({ order }, 'no-such-token');
    const unknown = await postCreateOrder({ order: { ...order, reference: 'PF-999999' } }, 'no-such-token');
    expect([known.status, unknown.status]).toEqual([403, 403]);
    expect(unknown.body).toEqual(known.body);
  });

  it('answers 409 while the provider order is still open', async () => {
    const { order, checkoutToken } = await paidOrder({ complete: false });
    const answer = await postCreateOrder({ order }, checkoutToken);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false, status: 409, error: 'payment not completed' });
  });

  it('answers 400 with path: message errors and a requestId when fields are missing', async () => {
    const { order, checkoutToken, publicToken } = await paidOrder();
    // The order backend checks again on its own: here the address lost its phone and email after payment.
    const stored = db().checkout.providerOrders.get(publicToken)!;
    stored.shippingAddress = { ...stored.shippingAddress!, telephoneNumber: '', email: '' };
    const answer = await postCreateOrder({ order }, checkoutToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ok: false,
      status: 400,
      error: 'order validation failed',
      errors: [
        'shippingAddress.telephoneNumber: is a required field',
        'shippingAddress.email: is a required field',
      ],
      requestId: expect.any(String),
    });
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
  });

  it.each([
    ['an unknown reference', { reference: 'PF-999999' }, 404, 'order not found'],
    ['another provider than the order’s', { provider: 'Adyen' }, 404, 'order not found'],
    ['an unknown provider', { provider: 'PayPal' }, 400, 'order.provider must be one of'],
    ['no reference', { reference: undefined }, 400, 'order.reference is required'],
    ['no provider', { provider: undefined }, 400, 'order.provider is required'],
  ])('answers an order with %s (%j) with %i', async (_, change, status, error) => {
    const { order, checkoutToken } = await paidOrder();
    const answer = await postCreateOrder({ order: { ...order, ...change } }, checkoutToken);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, status, error: expect.stringContaining(error) });
  });

  it.each([
    ['the order at the top level, as before', (order: OrderInput) => order, 'order is required'],
    ['order an array', (order: OrderInput) => ({ order: [order] }), 'order must be an object'],
    ['order a string', () => ({ order: 'PF-100123' }), 'order must be an object'],
  ])('answers a body with %s with 400', async (_, bodyOf, error) => {
    const { order, checkoutToken } = await paidOrder();
    const answer = await postCreateOrder(bodyOf(order), checkoutToken);
    expect(answer).toEqual({ status: 400, body: { ok: false, status: 400, error } });
  });

  it('answers without the trailing slash too', async () => {
    const { order, checkoutToken } = await paidOrder();
    const answer = await call('POST', '/api/orders/create-order', { body: { order }, token: checkoutToken });
    expect(answer.status).toBe(201);
  });
});
