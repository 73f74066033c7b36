import type { CreateOrderResult, ProxyEnvelope } from '../../src/api/types';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { completePurchase, setProviderCustomer } from '../../mock-server/checkout/providerOrders';
import { db } from '../../mock-server/db';
import { seedSlice } from '../../mock-server/fixtures';
import { checkoutWith, customerAddress, openProviderOrder, PROVIDER_INPUT } from './checkoutHelpers';
import { call, login, withMockBackend } from './helpers';

withMockBackend();

/** The demo orders every reset starts with (mock-server/orders/seed.ts). */
const SEEDED_ORDERS = seedSlice('orders').orders.size;

const customer = {
  billingAddress: customerAddress({ email: 'billing@example.se' }),
  shippingAddress: customerAddress({ email: 'greta.garbo@example.se' }),
};

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
    input: {
      provider: 'KlarnaCheckout',
      reference: opened.body.order.reference,
      checkoutToken: fixture.checkoutToken,
    },
  };
}

const createOrder = (body: unknown, token?: string) =>
  call<ProxyEnvelope<CreateOrderResult>>('POST', '/api/orders/create-order/', { body, token });

describe('POST /api/orders/create-order/', () => {
  it('records the paid order once: 201 created, then 200 with the same order and created false', async () => {
    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    const { input, cart } = await paidOrder();
    const first = await createOrder(input);
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

    const second = await createOrder(input);
    expect(second).toEqual({ status: 200, body: { ok: true, status: 200, data: { order, created: false } } });
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS + 1);
    // Kept with no custom-state history and no change-request callback.
    const stored = db().orders.orders.get(order.id)!;
    expect(stored).toMatchObject({ cartId: cart.id, customStateHistory: [], changeRequests: [] });
    expect(stored).not.toHaveProperty('changeRequestCallback');
    expect(db().orders.byReference.get('PF-100123')).toBe(order.id);
  });

  it('records the signed-in buyer from a valid access token, never from the body', async () => {
    const { input } = await paidOrder();
    const { access_token, user } = await login('anna.andersson@example.se');
    const answer = await createOrder({ ...input, userId: 'user-someone-else' }, access_token);
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
    const answer = await createOrder(fixture.input, sara.access_token);
    expect(answer.status).toBe(201);
    expect(answer.body.data.order).toMatchObject({
      userId: sara.user.id,
      attributes: {
        company: {
          registrationNumber: '556123-4567',
          taxId: 'SE556123456701',
          name: 'Nordic Print AB',
          reference: 'Erik Buyer',
        },
        merchantReference1: '5561234567',
        contactId: 'user-erik',
      },
    });
    expect(db().orders.orders.get(answer.body.data.order.id)?.attributes).toEqual(
      answer.body.data.order.attributes,
    );
  });

  it('records no buyer for an access token it does not know', async () => {
    const { input } = await paidOrder();
    const answer = await createOrder(input, 'not-an-access-token');
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.userId).toBeNull();
  });

  it('answers 403 for a checkout token of another cart, or one it does not know', async () => {
    const { input } = await paidOrder();
    const other = await checkoutWith('KlarnaCheckout');
    for (const checkoutToken of [other.checkoutToken, 'no-such-token']) {
      const answer = await createOrder({ ...input, checkoutToken });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ ok: false, status: 403, error: 'checkout does not match order' });
    }
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
  });

  it('answers 409 while the provider order is still open', async () => {
    const { input } = await paidOrder({ complete: false });
    const answer = await createOrder(input);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false, status: 409, error: 'payment not completed' });
  });

  it('answers 400 with path: message errors and a requestId when fields are missing', async () => {
    const { input, publicToken } = await paidOrder();
    // The order backend checks again on its own: here the address lost its phone and email after payment.
    const order = db().checkout.providerOrders.get(publicToken)!;
    order.shippingAddress = { ...order.shippingAddress!, telephoneNumber: '', email: '' };
    const answer = await createOrder(input);
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
    ['an unknown reference', { reference: 'PF-999999' }, 404],
    ['another provider than the order’s', { provider: 'Adyen' }, 404],
    ['an unknown provider', { provider: 'PayPal' }, 400],
    ['no reference', { reference: undefined }, 400],
    ['no checkoutToken', { checkoutToken: undefined }, 400],
  ])('answers %s (%j) with %i', async (_, change, status) => {
    const { input } = await paidOrder();
    const answer = await createOrder({ ...input, ...change });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, status, error: expect.any(String) });
  });

  it('answers without the trailing slash too', async () => {
    const { input } = await paidOrder();
    const answer = await call('POST', '/api/orders/create-order', { body: input });
    expect(answer.status).toBe(201);
  });
});
