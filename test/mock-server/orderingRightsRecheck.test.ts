/** @jest-environment node */
import type { Cart, PaymentSession, ProviderPayment } from '../../src/api/types';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../../mock-server/accounts/seed';
import { db } from '../../mock-server/db';
import { seedSlice } from '../../mock-server/fixtures';
import { demoSessionAttributes, nordicPrint } from '../support/demoAccounts';
import { addItem, openProviderOrder, PROVIDER_INPUT, startCart, startCheckout } from './checkoutHelpers';
import { call, login, withMockBackend } from './helpers';
import { ERIK, MARIA, OLLE, postCreateOrder, SARA } from './ordersHelpers';
import { adyenSessionCalls, customerBody, providerCall, TEST_CARD } from './providerSessions';

// The company a cart's session orders for is accepted once (PATCH /shopper/sessions/attributes), but
// the rights behind it can go afterwards: the payment start and create-order check them again, on
// the users as the database has them then, and refuse with 403 while the cart stays as it was.

withMockBackend();

const SEEDED_ORDERS = seedSlice('orders').orders.size;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

const NORDIC_PRINT = demoSessionAttributes(nordicPrint, '').company;
const FJORD_DESIGN_NUMBER = () => db().companies.get(FJORD_DESIGN_ID)!.organisation_number;

/** A business cart with 1 × TEE-BLUE-M whose session orders for the company, as `email` chose it. */
async function companyCart(
  email: string,
  { registrationNumber = NORDIC_PRINT.registrationNumber, contactId = '' } = {},
) {
  const buyer = await login(email);
  const { token: cartToken } = await startCart('SE', 'business');
  await addItem(cartToken, 'TEE-BLUE-M', 1);
  const patched = await call('PATCH', '/shopper/sessions/attributes', {
    token: cartToken,
    headers: { [USER_TOKEN_HEADER]: buyer.access_token },
    body: {
      company: { ...NORDIC_PRINT, registrationNumber },
      merchantReference1: registrationNumber.replace(/-/g, ''),
      contactId,
    },
  });
  expect(patched.status).toBe(200);
  return { cartToken, buyer };
}

/** The Klarna checkout of the cart: a checkout session and the provider order, the customer typed in. */
async function klarnaCheckout(cartToken: string) {
  const started = await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' });
  expect(started.status).toBe(201);
  const checkoutToken = started.body.token;
  const opened = await openProviderOrder('KlarnaCheckout', checkoutToken);
  expect(opened.status).toBe(201);
  const { publicToken, order } = opened.body;
  expect(
    (await providerCall('POST', 'KlarnaCheckout', publicToken, '/customer', customerBody())).status,
  ).toBe(200);
  return { checkoutToken, publicToken, reference: order.reference };
}

/** The shopper pays in Klarna's widget (its server's purchase call). */
const purchase = (publicToken: string) => providerCall('POST', 'KlarnaCheckout', publicToken, '/purchase');

/** create-order as the confirmation page sends it (provider and reference are what the backend reads). */
const createOrder = (reference: string, checkoutToken: string, userToken?: string) =>
  postCreateOrder({ order: { provider: 'KlarnaCheckout', reference } }, checkoutToken, userToken);

/** Maria, Nordic Print's admin, removes the user through the users tab's call. */
async function mariaRemoves(userId: string) {
  const maria = await login(MARIA);
  const removed = await call('DELETE', `/api/companies/${NORDIC_PRINT_ID}/users/${userId}/`, {
    token: maria.access_token,
  });
  expect(removed.status).toBe(200);
}

const sevenDaysPass = async () =>
  expect((await call('POST', '/__mock/clock', { body: { advanceMs: SEVEN_DAYS_MS } })).status).toBe(200);

const cartOf = async (cartToken: string) =>
  (await call<Cart>('GET', '/shopper/sessions', { token: cartToken })).body;

/** Every call that starts or moves on a payment, with the checkout (and cart) token: the answers. */
async function paymentStarts(cartToken: string, checkoutToken: string) {
  const post = (path: string, body?: unknown) => call('POST', path, { token: checkoutToken, body });
  return {
    checkoutStart: await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' }),
    openProviderOrder: await openProviderOrder('KlarnaCheckout', checkoutToken, PROVIDER_INPUT),
    resumeProviderOrder: await call<PaymentSession>('GET', '/shopper-klarna/checkouts', {
      token: checkoutToken,
    }),
    syncProviderOrder: await post('/shopper-klarna/checkouts/sync'),
    syncPayment: await post('/shopper-klarna/payments/sync'),
  };
}

const REFUSED_FOR_COMPANY = {
  error: 'not allowed to order for this company',
  statusCode: 403,
  requestId: expect.any(String),
  details: expect.any(String),
};

describe('ordering rights checked again at payment start and create-order', () => {
  it('Erik, removed from Nordic Print by Maria, is refused at every payment start 7 days later; the cart stays', async () => {
    const { cartToken } = await companyCart(ERIK);
    const { checkoutToken, publicToken } = await klarnaCheckout(cartToken);
    const before = await cartOf(cartToken);
    await mariaRemoves('user-erik');
    await sevenDaysPass();

    const answers = await paymentStarts(cartToken, checkoutToken);
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(REFUSED_FOR_COMPANY);
    }
    // The widget's purchase runs the merchant's check, which refuses it: the order stays open.
    const paid = await purchase(publicToken);
    expect(paid.body).toEqual({
      status: 'validation_failed',
      productVariantIDs: [],
      errors: ['company: not allowed to order for this company'],
    });
    expect(db().checkout.providerOrders.get(publicToken)?.status).toBe('open');

    // The cart, its company and its checkout are as they were.
    expect(await cartOf(cartToken)).toEqual(before);
    expect(db().shopper.sessionAttributes.get(before.id)?.company.name).toBe('Nordic Print AB');
    expect((await call('GET', '/shopper/sessions/checkout', { token: checkoutToken })).status).toBe(200);
  });

  it('an order Erik paid before he was removed is not recorded for Nordic Print 7 days later (both calls 403)', async () => {
    const { cartToken, buyer } = await companyCart(ERIK);
    const { checkoutToken, publicToken, reference } = await klarnaCheckout(cartToken);
    expect((await purchase(publicToken)).body).toEqual({ status: 'completed', reference });
    await mariaRemoves('user-erik');
    await sevenDaysPass();

    for (const userToken of [undefined, buyer.access_token]) {
      const answer = await createOrder(reference, checkoutToken, userToken);
      expect(answer).toEqual({
        status: 403,
        body: {
          ok: false,
          status: 403,
          error: 'not allowed to order for this company',
          details: expect.any(String),
        },
      });
    }
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
    // The payment and the cart are untouched: the order can still be recorded once the rights are back.
    expect(db().checkout.providerOrders.get(publicToken)?.status).toBe('completed');
    expect((await cartOf(cartToken)).items).toHaveLength(1);
  });

  it("Adyen: the rights gone while the shopper answers the 3-D Secure challenge, the merchant's check refuses the payment", async () => {
    const { cartToken } = await companyCart(ERIK);
    const started = await startCheckout(cartToken, { paymentProvider: 'Adyen' });
    const opened = (await openProviderOrder('Adyen', started.body.token)).body;
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    const adyen = adyenSessionCalls(opened.adyenSession!);
    expect((await adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    await mariaRemoves('user-erik');
    expect((await adyen.details('1234')).body.resultCode).toBe('Refused');
    expect(db().checkout.providerOrders.get(opened.publicToken)?.status).toBe('open');
  });

  it('Sara, whose agent role was withdrawn, may no longer order for Erik: payment start and create-order 403', async () => {
    const { cartToken } = await companyCart(SARA, { contactId: 'user-erik' });
    const { checkoutToken, publicToken, reference } = await klarnaCheckout(cartToken);
    expect((await purchase(publicToken)).body).toMatchObject({ status: 'completed' });
    const sara = db().accounts.users.get('user-sara')!;
    sara.organisations = sara.organisations.map((membership) =>
      membership.id === NORDIC_PRINT_ID ? { ...membership, role: 'customer' } : membership,
    );

    const refused = {
      error: 'not allowed to order for another contact person',
      statusCode: 403,
      requestId: expect.any(String),
      details: expect.any(String),
    };
    const answers = await paymentStarts(cartToken, checkoutToken);
    expect(answers.checkoutStart).toEqual({ status: 403, body: refused });
    expect(answers.openProviderOrder).toEqual({ status: 403, body: refused });
    const recorded = await createOrder(reference, checkoutToken);
    expect(recorded.status).toBe(403);
    expect(recorded.body).toMatchObject({
      ok: false,
      error: 'not allowed to order for another contact person',
    });
    expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
  });

  it('an agent may not go on ordering for a contact Maria removed from the company', async () => {
    const { cartToken } = await companyCart(SARA, { contactId: 'user-erik' });
    const { checkoutToken } = await klarnaCheckout(cartToken);
    await mariaRemoves('user-erik');
    const answer = await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'contact is not a customer of this company' });
    expect((await openProviderOrder('KlarnaCheckout', checkoutToken)).status).toBe(403);
  });

  it('a super admin whose super-admin right was withdrawn may no longer order for a company he is not in', async () => {
    const { cartToken } = await companyCart(OLLE, { registrationNumber: FJORD_DESIGN_NUMBER() });
    const { checkoutToken, publicToken, reference } = await klarnaCheckout(cartToken);
    expect((await purchase(publicToken)).body).toMatchObject({ status: 'completed' });
    db().accounts.users.get('user-olle')!.is_super_admin = false;
    expect((await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' })).status).toBe(403);
    expect((await createOrder(reference, checkoutToken)).status).toBe(403);
  });

  it('Erik, still a member with his rights, pays and gets 201 with Nordic Print 7 days on (another user removed meanwhile)', async () => {
    const { cartToken, buyer } = await companyCart(ERIK);
    const { checkoutToken, publicToken, reference } = await klarnaCheckout(cartToken);
    await mariaRemoves('user-np-karin');
    await sevenDaysPass();

    const answers = await paymentStarts(cartToken, checkoutToken);
    expect(answers.checkoutStart.status).toBe(201);
    // The new checkout session is the one the shop goes on with.
    const next = answers.checkoutStart.body.token as string;
    expect((await openProviderOrder('KlarnaCheckout', next)).status).toBe(200);
    expect((await purchase(publicToken)).body).toEqual({ status: 'completed', reference });
    const payment = await call<ProviderPayment>('POST', '/shopper-klarna/payments', {
      token: next,
      body: { provider: 'KlarnaCheckout' },
    });
    expect(payment.body.status).toBe('completed');
    const answer = await createOrder(reference, next, buyer.access_token);
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.attributes).toMatchObject({
      company: { name: 'Nordic Print AB', reference: 'Erik Buyer' },
      contactId: 'user-erik',
    });
  });
});
