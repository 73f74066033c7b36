/** @jest-environment node */
import type { Checkout, PaymentSession, ProviderPayment } from '../../src/api/types';
import {
  abortPurchase,
  completePurchase,
  providerOrderView,
  setProviderCustomer,
  setProviderLocked,
} from '../../mock-server/providers/providerOrders';
import { db } from '../../mock-server/db';
import { HttpError } from '../../mock-server/kit/httpError';
import {
  addItem,
  checkoutWith,
  customerAddress,
  GIFT_CARD,
  openProviderOrder,
  PROVIDER_INPUT,
  putGiftCard,
  slugOf,
  startCheckout,
} from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { lookAlikeUrl } from './providerWidgetKit';
import { customerBody, providerCall } from './providerSessions';

withMockBackend();

const customer = { billingAddress: customerAddress(), shippingAddress: customerAddress() };
const stockOf = (id: string) => db().catalog.stocks.get(id);

function thrownStatus(run: () => unknown): number | undefined {
  try {
    run();
  } catch (thrown) {
    return thrown instanceof HttpError ? thrown.status : -1;
  }
  return undefined;
}

describe('POST /shopper-{provider}/checkouts', () => {
  it('opens the provider order: 201, a public token and the first reference', async () => {
    const { checkoutToken } = await checkoutWith('WalleyCheckout');
    const { status, body } = await openProviderOrder('WalleyCheckout', checkoutToken, {
      ...PROVIDER_INPUT,
      walley: { merchantTermsUri: '/terms', redirectPageUri: '/checkout/confirmation?provider=walley' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      provider: 'WalleyCheckout',
      publicToken: expect.any(String),
      order: { reference: 'PF-100123', status: 'open', totalAmount: 28800, currencyCode: 'SEK' },
    });
  });

  it("gives Klarna its v3 HTML snippet: the container, the bootstrap with the order's config, the loader it injects", async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const { body } = await openProviderOrder('KlarnaCheckout', checkoutToken, {
      ...PROVIDER_INPUT,
      phoneMandatory: true,
    });
    const snippet = body.htmlSnippet!;
    expect(snippet).toMatch(/^<div id="klarna-checkout-container" style="overflow-x: hidden;">/);
    expect(snippet).toContain('w[k] = w[k] || function() { (w[k].q = w[k].q || []).push(arguments) };');
    // The provider's own origin, as Klarna's is not the shop's.
    expect(snippet).toContain(
      `ORDER_URL: "${lookAlikeUrl(`/mock-providers/klarna/api/sessions/${body.publicToken}`)}"`,
    );
    expect(snippet).toContain('LOCALE: "sv-SE"');
    expect(snippet).toContain('PURCHASE_COUNTRY: "swe"');
    expect(snippet).toContain(`BOOTSTRAP_SRC: "${lookAlikeUrl('/mock-providers/klarna/kco.js')}"`);
    expect(snippet).toContain("})(this, '_klarnaCheckout', 'klarna-checkout-container', document);");
    // The phone option is the order's, kept at Klarna: the widget reads it from there.
    expect(snippet).not.toContain('PHONE');
    const view = await call<{ phoneMandatory: boolean }>(
      'GET',
      `/mock-providers/klarna/api/sessions/${body.publicToken}`,
    );
    expect(view.body.phoneMandatory).toBe(true);
  });

  it("gives QliroOne its OrderHtmlSnippet: qcoGlobal's config, #qliro-root and the web app's bootstrap.js", async () => {
    const { checkoutToken } = await checkoutWith('QliroOne');
    const { body } = await openProviderOrder('QliroOne', checkoutToken);
    const snippet = body.htmlSnippet!;
    expect(snippet).toMatch(/^<script type="text\/javascript">\(function\(w, g\) \{ w\[g\] = \{/);
    expect(snippet).toContain(`auth: "Bearer ${body.publicToken}"`);
    expect(snippet).toContain(`orderId: "${body.order.reference}"`);
    expect(snippet).toContain('language: "sv-se"');
    expect(snippet).toContain(`merchantConfirmationUrl: "${PROVIDER_INPUT.confirmationUrl}"`);
    expect(snippet).toContain("(window, 'qcoGlobal');</script>");
    expect(snippet).toContain('<div id="qliro-root"></div>');
    expect(snippet).toMatch(
      /<script src="http:\/\/pago\.qliro\.localhost\/mock-providers\/qliro\/bootstrap\.js\?v=[\d.]+" async><\/script>$/,
    );
    expect(snippet).not.toContain('q1Ready');
  });

  it("gives Avarda the purchase JWT, carrying the purchase and the shop's checkoutSetup, also as a 30-minute cookie", async () => {
    const { checkoutToken } = await checkoutWith('Avarda');
    const response = await fetch('http://localhost/shopper-avarda/checkouts', {
      method: 'POST',
      headers: { authorization: `Bearer ${checkoutToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(PROVIDER_INPUT),
    });
    const body = (await response.json()) as PaymentSession;
    const [, claims] = body.purchaseJwt!.split('.');
    // The form's settings are the purchase's (Avarda's defaults, docs/rules.md#payment-providers), set
    // by the backend.
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({
      purchaseId: body.publicToken,
      checkoutSetup: { emailNewsletterSubscription: 'Checked', enableB2BLink: true, enableRememberMe: true },
    });
    expect(response.headers.get('set-cookie')).toBe(
      `avardaPurchaseJwt=${body.purchaseJwt}; Max-Age=1800; Path=/; SameSite=Lax`,
    );
  });

  it('gives Adyen a session for the amount, whose data carries the reference and the amount; a new total is a new session', async () => {
    const { checkoutToken, cartToken } = await checkoutWith('Adyen', { countryCode: 'FI' });
    const { body } = await openProviderOrder('Adyen', checkoutToken);
    const id = `CS${body.order.totalAmount}EUR.${body.publicToken}`;
    expect(body.adyenSession?.id).toBe(id);
    const data = JSON.parse(Buffer.from(body.adyenSession!.sessionData, 'base64').toString()) as unknown;
    expect(data).toEqual({
      id,
      reference: body.order.reference,
      amount: { value: body.order.totalAmount, currency: 'EUR' },
    });
    // The same total is the same session; Adyen fixes the amount in a session, so another is a new one.
    expect((await openProviderOrder('Adyen', checkoutToken)).body.adyenSession).toEqual(body.adyenSession);
    await addItem(cartToken, 'TEE-BLUE-M', 1);
    const renewed = (await openProviderOrder('Adyen', checkoutToken)).body;
    expect(renewed.publicToken).toBe(body.publicToken);
    expect(renewed.adyenSession?.id).toBe(`CS${renewed.order.totalAmount}EUR.${body.publicToken}`);
  });

  it('updates the open order instead of replacing it: same token and reference, new totals', async () => {
    const { cartToken, checkoutToken } = await checkoutWith('KlarnaCheckout');
    const first = await openProviderOrder('KlarnaCheckout', checkoutToken);
    await addItem(cartToken, 'TEE-BLUE-M', 1);
    const second = await openProviderOrder('KlarnaCheckout', checkoutToken);
    expect(second.status).toBe(200);
    expect(second.body.publicToken).toBe(first.body.publicToken);
    expect(second.body.order.reference).toBe(first.body.order.reference);
    expect(second.body.order.totalAmount).toBe(first.body.order.totalAmount + 23900);
  });

  it('resumes the open order from a new checkout session of the same cart', async () => {
    const { cartToken, checkoutToken } = await checkoutWith('KlarnaCheckout');
    const first = await openProviderOrder('KlarnaCheckout', checkoutToken);
    const again = await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' });
    const second = await openProviderOrder('KlarnaCheckout', again.body.token);
    expect(second.body.publicToken).toBe(first.body.publicToken);
  });

  it('aborts the open order of another provider and opens a new one', async () => {
    const { cartToken, checkoutToken } = await checkoutWith('KlarnaCheckout');
    const klarna = await openProviderOrder('KlarnaCheckout', checkoutToken);
    const walleyCheckout = await startCheckout(cartToken, { paymentProvider: 'WalleyCheckout' });
    const walley = await openProviderOrder('WalleyCheckout', walleyCheckout.body.token);
    expect(walley.status).toBe(201);
    expect(walley.body.order.reference).toBe('PF-100124');
    expect(providerOrderView(klarna.body.publicToken)?.status).toBe('aborted');
    expect((await call('GET', '/shopper-klarna/checkouts', { token: checkoutToken })).status).toBe(404);
  });

  it('answers 400 when the provider is not the checkout’s', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await openProviderOrder('WalleyCheckout', checkoutToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'payment provider does not match the checkout' });
  });

  it.each([
    ['no confirmationUrl', { termsUrl: '/terms' }, 'confirmationUrl is required'],
    [
      'phoneMandatory not a boolean',
      { ...PROVIDER_INPUT, phoneMandatory: 'yes' },
      'phoneMandatory must be true or false',
    ],
    [
      'walley without redirectPageUri',
      { ...PROVIDER_INPUT, walley: { merchantTermsUri: '/terms' } },
      'walley.redirectPageUri is required',
    ],
  ])('answers 400 for %s', async (_, body, error) => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await openProviderOrder('KlarnaCheckout', checkoutToken, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error });
  });

  it('answers 401 for a cart token', async () => {
    const { cartToken } = await checkoutWith('KlarnaCheckout');
    const answer = await openProviderOrder('KlarnaCheckout', cartToken);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'invalid checkout token' });
  });
});

describe('GET /shopper-{provider}/checkouts and POST …/checkouts/sync', () => {
  it('GET answers the open order, 404 before one is opened', async () => {
    const { checkoutToken } = await checkoutWith('QliroOne');
    expect((await call('GET', '/shopper-qliro/checkouts', { token: checkoutToken })).status).toBe(404);
    const opened = await openProviderOrder('QliroOne', checkoutToken);
    const got = await call<PaymentSession>('GET', '/shopper-qliro/checkouts', { token: checkoutToken });
    expect(got).toEqual({ status: 200, body: opened.body });
  });

  it('sync takes the checkout’s gift cards into the order’s total', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout', { quantity: 3 });
    const opened = await openProviderOrder('KlarnaCheckout', checkoutToken);
    expect(opened.body.order.totalAmount).toBe(76600);
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(providerOrderView(opened.body.publicToken)?.totals.grandTotal).toBe(76600);
    const synced = await call<PaymentSession>('POST', '/shopper-klarna/checkouts/sync', {
      token: checkoutToken,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.publicToken).toBe(opened.body.publicToken);
    expect(synced.body.order.totalAmount).toBe(26600);
    expect(providerOrderView(opened.body.publicToken)?.totals).toMatchObject({
      giftCardTotal: 50000,
      grandTotal: 26600,
    });
  });

  it('sync answers 404 without an open order', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await call('POST', '/shopper-klarna/checkouts/sync', { token: checkoutToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'provider order not found' });
  });
});

describe('POST /shopper-{provider}/payments', () => {
  it('is a full checkout’s call: a card-checkout provider’s backend answers at /orders, and only there', async () => {
    const { checkoutToken } = await checkoutWith('Adyen');
    await openProviderOrder('Adyen', checkoutToken);
    const query = { provider: 'Adyen', sessionId: 'CS1' };
    const orders = await call<ProviderPayment>('POST', '/shopper-adyen/orders', {
      token: checkoutToken,
      body: query,
    });
    expect(orders.status).toBe(200);
    expect(orders.body).toMatchObject({ provider: 'Adyen', status: 'open' });
    expect(
      (await call('POST', '/shopper-adyen/payments', { token: checkoutToken, body: query })).status,
    ).toBe(404);

    const klarna = await checkoutWith('KlarnaCheckout');
    await openProviderOrder('KlarnaCheckout', klarna.checkoutToken);
    const klarnaQuery = { provider: 'KlarnaCheckout', klarna_order_id: 'kco-1' };
    expect(
      (await call('POST', '/shopper-klarna/orders', { token: klarna.checkoutToken, body: klarnaQuery }))
        .status,
    ).toBe(404);
  });

  /** The confirmation page's query as the app sends it: the provider and what the provider added. */
  const payments = (checkoutToken: string, body?: unknown) =>
    call<ProviderPayment>('POST', '/shopper-klarna/payments', { token: checkoutToken, body });
  const confirmationQuery = { provider: 'KlarnaCheckout', klarna_order_id: 'kco-1' };

  it('answers the provider order with what the widget set', async () => {
    const { checkoutToken, cart } = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', checkoutToken);
    const before = await payments(checkoutToken, confirmationQuery);
    expect(before.body).toMatchObject({ billingAddress: null, shippingAddress: null, status: 'open' });
    setProviderCustomer(opened.body.publicToken, customer);
    const after = await payments(checkoutToken, confirmationQuery);
    expect(after).toEqual({
      status: 200,
      body: {
        provider: 'KlarnaCheckout',
        reference: 'PF-100123',
        status: 'open',
        cartId: cart.id,
        items: cart.items,
        totals: { ...cart.totals, giftCardTotal: 0 },
        currencyCode: 'SEK',
        countryCode: 'SE',
        billingAddress: customer.billingAddress,
        shippingAddress: customer.shippingAddress,
      },
    });
  });

  it('answers 404 before any order of that provider', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    expect((await payments(checkoutToken, confirmationQuery)).status).toBe(404);
  });

  it("answers a query naming the order's reference, and 404 as for no order when it names another", async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', checkoutToken);
    const { reference } = opened.body.order;
    const own = await payments(checkoutToken, { ...confirmationQuery, reference });
    expect(own).toMatchObject({ status: 200, body: { reference } });
    const other = await payments(checkoutToken, { ...confirmationQuery, reference: 'PF-999999' });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'provider order not found', statusCode: 404 });
  });

  it('takes 20 parameters of 2,000 characters', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    await openProviderOrder('KlarnaCheckout', checkoutToken);
    const query = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'.repeat(2000)]));
    expect((await payments(checkoutToken, query)).status).toBe(200);
  });

  it.each([
    ['no body', undefined, 'Request body is required (JSON object)'],
    ['an empty query', {}, 'the confirmation query is required (its parameters as a JSON object)'],
    ['a JSON array', [confirmationQuery], 'Request body must be a JSON object'],
    [
      '21 parameters',
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'x'])),
      'the query must have at most 20 parameters',
    ],
    [
      'a value of 2,001 characters',
      { ...confirmationQuery, orderId: 'x'.repeat(2001) },
      "query parameter 'orderId' must be at most 2000 characters",
    ],
    [
      'a name of 2,001 characters',
      { ...confirmationQuery, ['n'.repeat(2001)]: 'x' },
      'a query parameter name must be at most 2000 characters',
    ],
    ['a number', { ...confirmationQuery, orderId: 7 }, "query parameter 'orderId' must be a string"],
    ['a list', { ...confirmationQuery, orderId: ['7'] }, "query parameter 'orderId' must be a string"],
    ['null', { ...confirmationQuery, orderId: null }, "query parameter 'orderId' must be a string"],
  ])('answers %s with 400 and says what is wrong', async (_, body, error) => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    await openProviderOrder('KlarnaCheckout', checkoutToken);
    const answer = await payments(checkoutToken, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error, statusCode: 400 });
  });
});

describe('POST /shopper-{provider}/payments/sync (the merchant check)', () => {
  // Klarna's form as the app opens it: the phone mandatory.
  async function openedWithCustomer(address = customerAddress(), phoneMandatory = true) {
    const fixture = await checkoutWith('KlarnaCheckout', { quantity: 2 });
    const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken, {
      ...PROVIDER_INPUT,
      phoneMandatory,
    });
    setProviderCustomer(opened.body.publicToken, {
      billingAddress: customerAddress(),
      shippingAddress: address,
    });
    return { ...fixture, publicToken: opened.body.publicToken };
  }
  const syncPayment = (token: string) => call('POST', '/shopper-klarna/payments/sync', { token });

  it('answers the reference and status when the order may be paid', async () => {
    const { checkoutToken } = await openedWithCustomer();
    expect(await syncPayment(checkoutToken)).toEqual({
      status: 200,
      body: { reference: 'PF-100123', status: 'open' },
    });
  });

  it('answers the out-of-stock 404 with the variant ids after /__mock/stock', async () => {
    const { checkoutToken } = await openedWithCustomer();
    const stocked = await call('POST', '/__mock/stock', {
      body: { productVariantId: 'TEE-BLUE-M', available: 1 },
    });
    expect(stocked).toEqual({ status: 200, body: { productVariantId: 'TEE-BLUE-M', available: 1 } });
    const answer = await syncPayment(checkoutToken);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: 'out of stock error',
      statusCode: 404,
      requestId: expect.any(String),
      productVariantIDs: ['TEE-BLUE-M'],
    });
  });

  it('answers 400 with a path: message error when the phone is missing', async () => {
    const { checkoutToken } = await openedWithCustomer(customerAddress({ telephoneNumber: '' }));
    const answer = await syncPayment(checkoutToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'order validation failed',
      statusCode: 400,
      requestId: expect.any(String),
      errors: ['shippingAddress.telephoneNumber: is a required field'],
    });
  });

  it('takes an order without a phone where the form called the phone optional', async () => {
    const { checkoutToken } = await openedWithCustomer(customerAddress({ telephoneNumber: '' }), false);
    expect(await syncPayment(checkoutToken)).toEqual({
      status: 200,
      body: { reference: 'PF-100123', status: 'open' },
    });
  });

  it('lists every missing or invalid field, and missing addresses', async () => {
    const fixture = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken);
    const missing = await syncPayment(fixture.checkoutToken);
    expect(missing.body).toMatchObject({
      errors: ['shippingAddress: is a required field', 'billingAddress: is a required field'],
    });
    setProviderCustomer(opened.body.publicToken, {
      billingAddress: customerAddress({ country: 'DE', email: 'not-an-email' }),
      shippingAddress: customerAddress({ givenName: ' ', country: 'se' }),
    });
    expect((await syncPayment(fixture.checkoutToken)).body).toMatchObject({
      errors: [
        'shippingAddress.givenName: is a required field',
        'shippingAddress.country: invalid ISO 3166-1 alpha-2 country code',
        'billingAddress.country: invalid ISO 3166-1 alpha-2 country code',
        'billingAddress.email: invalid email address',
      ],
    });
  });
});

describe('the provider widgets’ in-process functions', () => {
  async function payable(quantity = 2) {
    const fixture = await checkoutWith('KlarnaCheckout', { quantity });
    await putGiftCard(fixture.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken);
    setProviderCustomer(opened.body.publicToken, customer);
    return { ...fixture, publicToken: opened.body.publicToken };
  }

  it('providerOrderView shows the live cart while open', async () => {
    const { cartToken, publicToken } = await payable(1);
    expect(providerOrderView(publicToken)).toMatchObject({
      provider: 'KlarnaCheckout',
      reference: 'PF-100123',
      status: 'open',
      locked: false,
      phoneMandatory: false,
      languageCode: 'sv',
      countryCode: 'SE',
      currencyCode: 'SEK',
      totals: { grandTotal: 0, giftCardTotal: 28800 },
      billingAddress: customer.billingAddress,
    });
    await addItem(cartToken, 'TEE-BLUE-M', 2);
    expect(providerOrderView(publicToken)?.items[0]?.quantity).toBe(3);
    expect(providerOrderView('no-such-token')).toBeUndefined();
  });

  it('completePurchase completes the order, takes the stock, spends the card and is idempotent', async () => {
    // 2 × 239 + 49 = 527 SEK; the card pays 500 of it.
    const { cartToken, checkoutToken, publicToken } = await payable(2);
    const stockBefore = stockOf('TEE-BLUE-M')!;
    expect(completePurchase(publicToken)).toEqual({ status: 'completed', reference: 'PF-100123' });
    expect(stockOf('TEE-BLUE-M')).toBe(stockBefore - 2);
    expect(db().checkout.giftCards.get(GIFT_CARD.code)?.balance).toBe(0);
    const view = providerOrderView(publicToken);
    expect(view).toMatchObject({ status: 'completed', totals: { giftCardTotal: 50000, grandTotal: 2700 } });

    expect(completePurchase(publicToken)).toEqual({ status: 'completed', reference: 'PF-100123' });
    expect(stockOf('TEE-BLUE-M')).toBe(stockBefore - 2);

    // The snapshot stays as paid, whatever happens to the cart afterwards.
    await addItem(cartToken, 'TEE-BLUE-M', 1);
    expect(providerOrderView(publicToken)?.items[0]?.quantity).toBe(2);
    const payment = await call<ProviderPayment>('POST', '/shopper-klarna/payments', {
      token: checkoutToken,
      body: { provider: 'KlarnaCheckout' },
    });
    expect(payment.body).toMatchObject({ status: 'completed', totals: { grandTotal: 2700 } });
    expect((await call('POST', '/shopper-klarna/payments/sync', { token: checkoutToken })).body).toEqual({
      reference: 'PF-100123',
      status: 'completed',
    });
    // The spent card now pays nothing on the (still open) checkout.
    const checkout = await call<Checkout>('GET', '/shopper/sessions/checkout', { token: checkoutToken });
    expect(checkout.body.totals.giftCardTotal).toBe(0);
  });

  it('completePurchase reports the failed merchant check and changes nothing', async () => {
    const fixture = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken, {
      ...PROVIDER_INPUT,
      phoneMandatory: true,
    });
    setProviderCustomer(opened.body.publicToken, {
      billingAddress: customerAddress(),
      shippingAddress: customerAddress({ telephoneNumber: '' }),
    });
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    expect(completePurchase(opened.body.publicToken)).toEqual({
      status: 'validation_failed',
      productVariantIDs: ['TEE-BLUE-M'],
      errors: ['shippingAddress.telephoneNumber: is a required field'],
    });
    expect(providerOrderView(opened.body.publicToken)?.status).toBe('open');
    expect(stockOf('TEE-BLUE-M')).toBe(0);
  });

  it("Klarna asks the merchant's validation URL: a refusal is a 303 to the shop's checkoutUrl (paymentRefused=KlarnaCheckout), charging nothing; without a checkoutUrl the form is told it failed", async () => {
    const withUrl = await checkoutWith('KlarnaCheckout');
    const without = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', withUrl.checkoutToken, {
      ...PROVIDER_INPUT,
      checkoutUrl: 'http://localhost/checkout?utm=mail#payment',
    });
    const plain = await openProviderOrder('KlarnaCheckout', without.checkoutToken, PROVIDER_INPUT);
    for (const { body } of [opened, plain])
      await providerCall('POST', 'KlarnaCheckout', body.publicToken, '/customer', customerBody());
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });

    const refused = await providerCall('POST', 'KlarnaCheckout', opened.body.publicToken, '/purchase');
    expect(refused.body).toEqual({
      status: 'redirect',
      location: 'http://localhost/checkout?utm=mail&paymentRefused=KlarnaCheckout#payment',
    });
    expect(providerOrderView(opened.body.publicToken)?.status).toBe('open');
    expect(stockOf('TEE-BLUE-M')).toBe(0);
    // The checkout then asks the merchant's check why: the line out of stock.
    const why = await call('POST', '/shopper-klarna/payments/sync', { token: withUrl.checkoutToken });
    expect(why.status).toBe(404);
    expect(why.body).toMatchObject({ error: 'out of stock error', productVariantIDs: ['TEE-BLUE-M'] });

    const failed = await providerCall('POST', 'KlarnaCheckout', plain.body.publicToken, '/purchase');
    expect(failed.body).toMatchObject({ status: 'validation_failed', productVariantIDs: ['TEE-BLUE-M'] });
  });

  it("a Klarna form that showed another amount than Klarna holds is Klarna's own refusal: the form is told, the merchant is not asked (no redirect)", async () => {
    const fixture = await checkoutWith('KlarnaCheckout');
    const opened = await openProviderOrder('KlarnaCheckout', fixture.checkoutToken, {
      ...PROVIDER_INPUT,
      checkoutUrl: 'http://localhost/checkout',
    });
    await providerCall('POST', 'KlarnaCheckout', opened.body.publicToken, '/customer', customerBody());
    const held = opened.body.order.totalAmount;
    const stale = await providerCall('POST', 'KlarnaCheckout', opened.body.publicToken, '/purchase', {
      amount: held - 100,
    });
    expect(stale.body).toMatchObject({ status: 'validation_failed' });
    expect(providerOrderView(opened.body.publicToken)?.status).toBe('open');
    const paid = await providerCall('POST', 'KlarnaCheckout', opened.body.publicToken, '/purchase', {
      amount: held,
    });
    expect(paid.body).toMatchObject({ status: 'completed' });
  });

  it('only Klarna answers a refused purchase with a redirect: the others keep their own refusal', async () => {
    const fixture = await checkoutWith('WalleyCheckout');
    const opened = await openProviderOrder('WalleyCheckout', fixture.checkoutToken, {
      ...PROVIDER_INPUT,
      checkoutUrl: 'http://localhost/checkout',
    });
    await providerCall('POST', 'WalleyCheckout', opened.body.publicToken, '/customer', customerBody());
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    const refused = await providerCall('POST', 'WalleyCheckout', opened.body.publicToken, '/purchase');
    expect(refused.body).toMatchObject({ status: 'validation_failed', productVariantIDs: ['TEE-BLUE-M'] });
  });

  it('a paid cart is paid once: opening an order again, from this checkout or a new one, is 409 and opens none', async () => {
    const { cartToken, checkoutToken, publicToken } = await payable(1);
    completePurchase(publicToken);
    const again = await openProviderOrder('KlarnaCheckout', checkoutToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'cart already paid',
      statusCode: 409,
      details: 'the cart was paid with KlarnaCheckout (PF-100123)',
    });
    // A second tab's checkout of the same cart, with another provider: the same answer.
    const started = await startCheckout(cartToken, {
      paymentProvider: 'Avarda',
      giftCardProvider: 'retain24',
      shippingProvider: 'ingrid',
    });
    expect(started.status).toBe(201);
    const other = await openProviderOrder('Avarda', started.body.token);
    expect(other.status).toBe(409);
    expect([...db().checkout.providerOrders.values()].map((order) => order.status)).toEqual(['completed']);
    // The paid order is still there for the confirmation, from either checkout token.
    const payment = await call<ProviderPayment>('POST', '/shopper-klarna/payments', {
      token: started.body.token,
      body: { provider: 'KlarnaCheckout' },
    });
    expect(payment.body).toMatchObject({ reference: 'PF-100123', status: 'completed' });
  });

  it('charges only the amount the form showed: a shared gift card spent elsewhere refuses the purchase until the order is synced', async () => {
    // Two shoppers hold the same 500 kr card; each order (2 × 239 + 49 = 527 SEK) shows 27 kr to pay.
    const first = await payable(2);
    const second = await payable(2);
    expect(providerOrderView(first.publicToken)?.totals.grandTotal).toBe(2700);
    expect(completePurchase(second.publicToken)).toMatchObject({ status: 'completed' });
    // The card is spent: the first order's total is now 527 kr, which its form never showed.
    const stockBefore = stockOf('TEE-BLUE-M');
    expect(completePurchase(first.publicToken)).toEqual({
      status: 'validation_failed',
      productVariantIDs: [],
      errors: ["totals.grandTotal: the order's total is 52700, the provider holds 2700 (minor units)"],
    });
    expect(providerOrderView(first.publicToken)?.status).toBe('open');
    expect(stockOf('TEE-BLUE-M')).toBe(stockBefore);
    const check = await call('POST', '/shopper-klarna/payments/sync', { token: first.checkoutToken });
    expect(check.status).toBe(409);
    expect(check.body).toMatchObject({ error: 'order total changed', statusCode: 409 });
    // The shop syncs the order: the provider now holds, and the form shows, the new amount.
    const synced = await call<PaymentSession>('POST', '/shopper-klarna/checkouts/sync', {
      token: first.checkoutToken,
    });
    expect(synced.body.order.totalAmount).toBe(52700);
    expect((await call('POST', '/shopper-klarna/payments/sync', { token: first.checkoutToken })).status).toBe(
      200,
    );
    expect(completePurchase(first.publicToken)).toMatchObject({ status: 'completed' });
    expect(providerOrderView(first.publicToken)?.totals.grandTotal).toBe(52700);
  });

  it('setProviderLocked and abortPurchase keep the order open', async () => {
    const { publicToken } = await payable(1);
    setProviderLocked(publicToken, true);
    expect(providerOrderView(publicToken)?.locked).toBe(true);
    abortPurchase(publicToken);
    expect(providerOrderView(publicToken)).toMatchObject({ status: 'open', locked: false });
    expect(db().checkout.providerOrders.get(publicToken)?.abortedAttempts).toBe(1);
  });

  it('throws 404 for an unknown order and 409 for one that is not open', async () => {
    const { publicToken } = await payable(1);
    expect(thrownStatus(() => setProviderCustomer('no-such-token', customer))).toBe(404);
    expect(thrownStatus(() => setProviderLocked('no-such-token', true))).toBe(404);
    expect(thrownStatus(() => completePurchase('no-such-token'))).toBe(404);
    completePurchase(publicToken);
    expect(thrownStatus(() => setProviderCustomer(publicToken, customer))).toBe(409);
    expect(thrownStatus(() => setProviderLocked(publicToken, false))).toBe(409);
    expect(thrownStatus(() => abortPurchase(publicToken))).toBe(409);
  });

  it('setProviderCustomer keeps only the address fields, as strings', async () => {
    const { publicToken } = await payable(1);
    const messy = { ...customerAddress(), city: 42, extra: 'dropped' } as unknown as ReturnType<
      typeof customerAddress
    >;
    const view = setProviderCustomer(publicToken, {
      billingAddress: messy,
      shippingAddress: customerAddress(),
    });
    expect(view.billingAddress).toEqual({ ...customerAddress(), city: '' });
  });
});

describe('POST /__mock/stock', () => {
  it.each([
    [{ productVariantId: 'TEE-BLUE-M', available: -1 }, 400],
    [{ productVariantId: 'TEE-BLUE-M', available: 1.5 }, 400],
    [{ productVariantId: 'TEE-BLUE-M' }, 400],
    [{ available: 3 }, 400],
    [{ productVariantId: 'NO-SUCH-VARIANT', available: 3 }, 404],
  ])('refuses %j with %i', async (body, status) => {
    const answer = await call('POST', '/__mock/stock', { body });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
  });
});

it('serves every provider slug', async () => {
  for (const provider of ['Adyen', 'QliroOne', 'Avarda', 'KlarnaCheckout', 'WalleyCheckout'] as const) {
    const { checkoutToken } = await checkoutWith(provider);
    const opened = await openProviderOrder(provider, checkoutToken);
    expect(opened.status).toBe(201);
    expect(opened.body.provider).toBe(provider);
    const got = await call('GET', `/shopper-${slugOf(provider)}/checkouts`, { token: checkoutToken });
    expect(got.status).toBe(200);
  }
});
