/** @jest-environment node */
import type { CheckoutCustomerPreset, ProviderPayment } from '../../src/api/types';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { completePurchase } from '../../mock-server/providers/providerOrders';
import { call, withMockBackend } from './helpers';
import { checkoutWith, customerAddress, openProviderOrder, PROVIDER_INPUT, slugOf } from './checkoutHelpers';
import { customerBody, providerCall } from './providerSessions';

// The buyer preset of POST /shopper-{provider}/checkouts (ProviderCheckoutInput.customer): a
// business buyer's addresses and company go onto the provider order and stay the card's; a
// consumer's only fill an order nobody has filled in yet.

withMockBackend();

const BILLING = customerAddress({
  givenName: 'Erik',
  familyName: 'Buyer',
  address: 'Tryckerigatan 4',
  postalCode: '41104',
  city: 'Göteborg',
  email: 'faktura@nordicprint.se',
});
const SHIPPING = customerAddress({
  givenName: 'Erik',
  familyName: 'Buyer',
  address: 'Hamngatan 18',
  postalCode: '41106',
  city: 'Göteborg',
  email: 'erik.buyer@example.se',
});
const COMPANY = { name: 'Nordic Print AB', organisationNumber: '556123-4567', reference: 'Erik Buyer' };
const BUSINESS: CheckoutCustomerPreset = {
  billingAddress: BILLING,
  shippingAddress: SHIPPING,
  company: COMPANY,
};
const CONSUMER: CheckoutCustomerPreset = { billingAddress: BILLING, shippingAddress: SHIPPING };
const TYPED = customerBody({ givenName: 'Typed', address: 'Widgetvägen 1' });

/** A Klarna checkout with its order opened with this preset (none when undefined). */
async function opened(customer?: CheckoutCustomerPreset) {
  const fixture = await checkoutWith('KlarnaCheckout');
  const answer = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken, {
    ...PROVIDER_INPUT,
    customer,
  });
  expect(answer.status).toBe(201);
  return { ...fixture, publicToken: answer.body.publicToken };
}

const viewOf = async (publicToken: string) =>
  (await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken)).body;
const update = (checkoutToken: string, customer?: CheckoutCustomerPreset) =>
  openProviderOrder('KlarnaCheckout', checkoutToken, { ...PROVIDER_INPUT, customer });
const typeInWidget = (publicToken: string, body = TYPED) =>
  providerCall<ProviderSessionView>('POST', 'KlarnaCheckout', publicToken, '/customer', body);

describe('a business buyer preset', () => {
  it("opens the order with the preset's addresses and the business part in the widget's view", async () => {
    const { publicToken, checkoutToken } = await opened(BUSINESS);
    const view = await viewOf(publicToken);
    expect(view.billingAddress).toEqual(BILLING);
    expect(view.shippingAddress).toEqual(SHIPPING);
    expect(view.business).toEqual({ ...COMPANY, shippingAddress: SHIPPING });
    const payment = await call<ProviderPayment>('POST', `/shopper-${slugOf('KlarnaCheckout')}/payments`, {
      token: checkoutToken,
      body: { provider: 'KlarnaCheckout' },
    });
    expect(payment.body).toMatchObject({ billingAddress: BILLING, shippingAddress: SHIPPING });
  });

  it('wins over what was typed in the widget when the order is updated', async () => {
    const { publicToken, checkoutToken } = await opened();
    await typeInWidget(publicToken);
    const again = await update(checkoutToken, BUSINESS);
    expect(again.status).toBe(200);
    expect(again.body.publicToken).toBe(publicToken);
    const view = await viewOf(publicToken);
    expect(view.billingAddress).toEqual(BILLING);
    expect(view.shippingAddress).toEqual(SHIPPING);
    expect(view.business?.name).toBe('Nordic Print AB');
  });

  it("lets the widget change the billing address only: the shipping address stays the card's", async () => {
    const { publicToken } = await opened(BUSINESS);
    const answer = await typeInWidget(publicToken);
    expect(answer.status).toBe(200);
    expect(answer.body.billingAddress).toEqual(TYPED.billingAddress);
    expect(answer.body.shippingAddress).toEqual(SHIPPING);
    expect((await viewOf(publicToken)).shippingAddress).toEqual(SHIPPING);
  });

  it('is forgotten when the order is updated without a preset: the widget sets both addresses again', async () => {
    const { publicToken, checkoutToken } = await opened(BUSINESS);
    await update(checkoutToken);
    expect(await viewOf(publicToken)).not.toHaveProperty('business');
    const answer = await typeInWidget(publicToken);
    expect(answer.body.shippingAddress).toEqual(TYPED.shippingAddress);
  });

  it('is forgotten when a consumer preset replaces it', async () => {
    const { publicToken, checkoutToken } = await opened(BUSINESS);
    await update(checkoutToken, CONSUMER);
    expect(await viewOf(publicToken)).not.toHaveProperty('business');
  });

  it("lets the purchase complete with the card's addresses", async () => {
    const { publicToken } = await opened(BUSINESS);
    expect(completePurchase(publicToken)).toMatchObject({ status: 'completed' });
    const view = await viewOf(publicToken);
    expect(view).toMatchObject({ status: 'completed', shippingAddress: SHIPPING });
  });
});

describe('a consumer preset', () => {
  it('fills an order nobody has filled in yet, with no business part', async () => {
    const { publicToken } = await opened(CONSUMER);
    const view = await viewOf(publicToken);
    expect(view.billingAddress).toEqual(BILLING);
    expect(view.shippingAddress).toEqual(SHIPPING);
    expect(view).not.toHaveProperty('business');
  });

  it('leaves what the shopper typed in the widget', async () => {
    const { publicToken, checkoutToken } = await opened();
    await typeInWidget(publicToken);
    await update(checkoutToken, CONSUMER);
    const view = await viewOf(publicToken);
    expect(view.billingAddress).toEqual(TYPED.billingAddress);
    expect(view.shippingAddress).toEqual(TYPED.shippingAddress);
  });
});

describe('POST /shopper-{provider}/checkouts with a bad customer', () => {
  const long = (length: number) => 'x'.repeat(length);
  it.each([
    ['customer a string', 'Erik', /customer must be an object/],
    ['customer an array', [], /customer must be an object/],
    ['no shippingAddress', { billingAddress: BILLING }, /customer.shippingAddress must be an object/],
    [
      'an address field missing',
      { ...CONSUMER, billingAddress: { ...BILLING, city: undefined } },
      /customer.billingAddress.city must be a string/,
    ],
    [
      'an address field a number',
      { ...CONSUMER, shippingAddress: { ...SHIPPING, postalCode: 41106 } },
      /customer.shippingAddress.postalCode must be a string/,
    ],
    [
      'an address field of 501 characters',
      { ...CONSUMER, billingAddress: { ...BILLING, address: long(501) } },
      /customer.billingAddress.address must be at most 500 characters/,
    ],
    ['company a string', { ...CONSUMER, company: 'Nordic Print AB' }, /customer.company must be an object/],
    [
      'company.name of 201 characters',
      { ...CONSUMER, company: { ...COMPANY, name: long(201) } },
      /customer.company.name must be at most 200 characters/,
    ],
    [
      'company.reference missing',
      { ...CONSUMER, company: { name: 'Nordic Print AB', organisationNumber: '556123-4567' } },
      /customer.company.reference must be a string/,
    ],
    [
      'company.organisationNumber a number',
      { ...CONSUMER, company: { ...COMPANY, organisationNumber: 5561234567 } },
      /customer.company.organisationNumber must be a string/,
    ],
  ])('answers 400 for %s and opens no order', async (_name, customer, error) => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await openProviderOrder('KlarnaCheckout', checkoutToken, { ...PROVIDER_INPUT, customer });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.stringMatching(error), statusCode: 400 });
    const orders = await call('GET', `/shopper-${slugOf('KlarnaCheckout')}/checkouts`, {
      token: checkoutToken,
    });
    expect(orders.status).toBe(404);
  });

  it('keeps the open order as it was when an update has a bad customer', async () => {
    const { publicToken, checkoutToken } = await opened(BUSINESS);
    const answer = await update(checkoutToken, { ...BUSINESS, company: { ...COMPANY, name: long(300) } });
    expect(answer.status).toBe(400);
    expect((await viewOf(publicToken)).business).toEqual({ ...COMPANY, shippingAddress: SHIPPING });
  });
});
