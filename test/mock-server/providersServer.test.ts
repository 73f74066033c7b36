/** @jest-environment node */
import type { PaymentProviderName } from '../../src/api/types';
import { PAYMENT_PROVIDERS } from '../../src/api/types/checkout';
import { db } from '../../mock-server/db';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import type { PaymentSession } from '../../src/api/types';
import { addItem, GIFT_CARD, openProviderOrder, PROVIDER_INPUT, putGiftCard } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import {
  adyenPath,
  adyenSessionCalls,
  customerBody,
  openSession,
  providerCall,
  stockOut,
  TEST_CARD,
  type OpenedSession,
} from './providerSessions';

withMockBackend();

describe.each(PAYMENT_PROVIDERS.map((provider) => [provider]))(
  'the %s server (/mock-providers/{slug}/api)',
  (provider: PaymentProviderName) => {
    it('answers the session the widget renders; 404 for an unknown token', async () => {
      const { publicToken, session } = await openSession(provider);
      const { status, body } = await providerCall<ProviderSessionView>('GET', provider, publicToken);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        provider,
        publicToken,
        reference: session.order.reference,
        status: 'open',
        locked: false,
        languageCode: 'sv',
        countryCode: 'SE',
        currencyCode: 'SEK',
        billingAddress: null,
        shippingAddress: null,
      });
      expect(body.items.map((item) => item.productVariantId)).toEqual(['TEE-BLUE-M']);
      expect(body.totals.grandTotal).toBe(session.order.totalAmount);
      expect((await providerCall('GET', provider, 'no-such-token')).status).toBe(404);
    });
  },
);

// Adyen's orders are paid through its session endpoints only (below).
const PURCHASING = PAYMENT_PROVIDERS.filter((provider) => provider !== 'Adyen');

describe.each(PURCHASING.map((provider) => [provider]))(
  'the %s server’s purchase (/mock-providers/{slug}/api/…/purchase)',
  (provider: PaymentProviderName) => {
    it('takes the customer as typed (empty fields too), refuses to pay without what the form requires (422), then completes the purchase', async () => {
      const { publicToken, session } = await openSession(provider);
      const partial = await providerCall<ProviderSessionView>(
        'POST',
        provider,
        publicToken,
        '/customer',
        customerBody({ telephoneNumber: '', city: '' }),
      );
      expect(partial.status).toBe(200);
      expect(partial.body.billingAddress).toMatchObject({ city: '', telephoneNumber: '' });

      // The form would not send it: the provider refuses before the merchant's check is asked.
      const failed = await providerCall('POST', provider, publicToken, '/purchase');
      expect(failed.status).toBe(422);
      expect(failed.body).toMatchObject({ error: expect.any(String), errors: expect.any(Array) });
      expect((failed.body.errors as string[]).some((error) => error.includes('city'))).toBe(true);

      await providerCall('POST', provider, publicToken, '/customer', customerBody());
      const done = await providerCall('POST', provider, publicToken, '/purchase');
      expect(done.body).toEqual({ status: 'completed', reference: session.order.reference });
      const after = await providerCall<ProviderSessionView>('GET', provider, publicToken);
      expect(after.body.status).toBe('completed');
      // Paying again answers the same completion.
      expect((await providerCall('POST', provider, publicToken, '/purchase')).body).toEqual(done.body);
    });

    it('refuses the purchase with 409 while the widget is suspended (locked), and takes it after resume', async () => {
      const { publicToken } = await openSession(provider);
      await providerCall('POST', provider, publicToken, '/customer', customerBody());
      const locked = await providerCall<ProviderSessionView>('POST', provider, publicToken, '/lock', {
        locked: true,
      });
      expect(locked.body.locked).toBe(true);
      const refused = await providerCall('POST', provider, publicToken, '/purchase');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/locked/);
      await providerCall('POST', provider, publicToken, '/lock', { locked: false });
      expect((await providerCall('POST', provider, publicToken, '/purchase')).body.status).toBe('completed');
      // Unlocking a completed order changes nothing; locking it is refused.
      expect((await providerCall('POST', provider, publicToken, '/lock', { locked: false })).status).toBe(
        200,
      );
      expect((await providerCall('POST', provider, publicToken, '/lock', { locked: true })).status).toBe(409);
    });

    it('declines a shopper whose e-mail is declined@…: the order stays open for another try', async () => {
      const { publicToken } = await openSession(provider);
      await providerCall(
        'POST',
        provider,
        publicToken,
        '/customer',
        customerBody({ email: 'declined@example.se' }),
      );
      const declined = await providerCall('POST', provider, publicToken, '/purchase');
      expect(declined.body).toEqual({ status: 'declined', reason: 'Payment declined' });
      expect((await providerCall<ProviderSessionView>('GET', provider, publicToken)).body.status).toBe(
        'open',
      );
      await providerCall('POST', provider, publicToken, '/customer', customerBody());
      expect((await providerCall('POST', provider, publicToken, '/purchase')).body.status).toBe('completed');
    });
  },
);

describe.each(PAYMENT_PROVIDERS.map((provider) => [provider]))(
  'the %s server (/mock-providers/{slug}/api), another provider’s order',
  (provider: PaymentProviderName) => {
    it('answers 404 for a token of another provider', async () => {
      const other = provider === 'Adyen' ? 'QliroOne' : 'Adyen';
      const { publicToken } = await openSession(other);
      expect((await providerCall('GET', provider, publicToken)).status).toBe(404);
      expect((await providerCall('POST', provider, publicToken, '/purchase')).status).toBe(404);
    });
  },
);

describe('bad input to the provider servers → 4xx', () => {
  let publicToken = '';
  beforeEach(async () => {
    ({ publicToken } = await openSession('KlarnaCheckout'));
  });

  const long = (n: number) => 'x'.repeat(n);
  const good = customerBody();

  it.each([
    ['no shippingAddress', { billingAddress: good.billingAddress }],
    ['billingAddress a string', { ...good, billingAddress: 'Storgatan 1' }],
    ['a field missing', { ...good, billingAddress: { ...good.billingAddress, city: undefined } }],
    ['a field a number', { ...good, shippingAddress: { ...good.shippingAddress, postalCode: 11122 } }],
    [
      'givenName of 5,000 characters',
      { ...good, billingAddress: { ...good.billingAddress, givenName: long(5000) } },
    ],
    ['email of 300 characters', { ...good, billingAddress: { ...good.billingAddress, email: long(300) } }],
    ['country of 3 letters', { ...good, shippingAddress: { ...good.shippingAddress, country: 'SWE' } }],
    ['an array', [good]],
  ])('customer: %s → 400', async (_name, body) => {
    const answer = await call('POST', `/mock-providers/klarna/api/sessions/${publicToken}/customer`, {
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('customer: not JSON → 400, a body past 256 KB → 413', async () => {
    const path = `/mock-providers/klarna/api/sessions/${publicToken}/customer`;
    expect((await call('POST', path, { rawBody: '{"billingAddress":' })).status).toBe(400);
    expect(
      (await call('POST', path, { rawBody: JSON.stringify({ pad: [long(9000), long(9000)] }).repeat(20) }))
        .status,
    ).toBe(413);
  });

  it('purchase: an amount that is not a whole number of minor units, 0 or more → 400, and nothing is paid', async () => {
    const { publicToken } = await openSession('KlarnaCheckout');
    await providerCall('POST', 'KlarnaCheckout', publicToken, '/customer', customerBody());
    for (const amount of [-1, 1.5, '100', null, true]) {
      const answer = await providerCall('POST', 'KlarnaCheckout', publicToken, '/purchase', { amount });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'amount must be a whole number of minor units, 0 or more' });
    }
    expect((await providerCall('GET', 'KlarnaCheckout', publicToken)).body.status).toBe('open');
  });

  it('lock: locked not a boolean → 400', async () => {
    const path = `/mock-providers/klarna/api/sessions/${publicToken}/lock`;
    expect((await call('POST', path, { body: { locked: 'yes' } })).status).toBe(400);
    expect((await call('POST', path, { body: {} })).status).toBe(400);
  });

  it('a token past 200 characters → 400; an unknown provider → 404; a malformed path → 400 { error }', async () => {
    expect((await call('GET', `/mock-providers/klarna/api/sessions/${long(300)}`)).status).toBe(400);
    expect((await call('GET', `/mock-providers/paypal/api/sessions/${publicToken}`)).status).toBe(404);
    const malformed = await call('GET', '/mock-providers/klarna/api/sessions/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'path has malformed percent-encoding' });
  });

  it("Adyen's session routes are not there for the other providers", async () => {
    const path = `/mock-providers/klarna/checkoutshopper/v1/sessions/${publicToken}/payments?clientKey=k`;
    const answer = await fetch(`http://localhost${path}`, {
      method: 'POST',
      body: JSON.stringify({ sessionData: 'e30=', paymentMethod: TEST_CARD }),
    });
    expect(answer.status).toBe(404);
  });
});

describe("Adyen's session endpoints (…/checkoutshopper/v1/sessions/{id}/…) and the 3-D Secure challenge", () => {
  let opened: OpenedSession;
  let adyen: ReturnType<typeof adyenSessionCalls>;
  beforeEach(async () => {
    opened = await openSession('Adyen');
    adyen = adyenSessionCalls(opened.session.adyenSession!);
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
  });

  const orderStatus = async () =>
    (await providerCall<ProviderSessionView>('GET', 'Adyen', opened.publicToken)).body.status;
  const card = (overrides: Record<string, unknown> = {}) => ({ ...TEST_CARD, ...overrides });
  const sessionsAnswer = (resultCode: string) => ({
    sessionData: expect.any(String),
    sessionResult: expect.any(String),
    resultCode,
  });

  it('setup answers the session as the Drop-in renders it, with a fresh sessionData', async () => {
    const { id, sessionData } = opened.session.adyenSession!;
    const answer = await adyen.setup();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id,
      sessionData: expect.any(String),
      countryCode: 'SE',
      amount: { value: opened.session.order.totalAmount, currency: 'SEK' },
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paymentMethods: {
        paymentMethods: [
          { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
          { type: 'trustly', name: 'Trustly' },
        ],
      },
      returnUrl: PROVIDER_INPUT.confirmationUrl,
      configuration: { enableStoreDetails: false },
      shopperLocale: 'sv-SE',
    });
    expect(answer.body.sessionData).not.toBe(sessionData);
  });

  it('every call needs the client key (400), a session the merchant was given (404) and sessionData of that session (422), in Adyen’s error body', async () => {
    const { id, sessionData } = opened.session.adyenSession!;
    const post = (path: string, body: unknown) => call('POST', path, { body });
    const noKey = await post(adyenPath(id, 'setup', null), { sessionData });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toEqual({
      error: 'clientKey is required',
      status: 400,
      errorCode: '400',
      message: 'clientKey is required',
      errorType: 'validation',
    });
    expect((await post(adyenPath(`CS1SEK.${opened.publicToken}x`, 'setup'), { sessionData })).status).toBe(
      404,
    );
    expect((await post(adyenPath(opened.publicToken, 'setup'), { sessionData })).status).toBe(404);
    // The right order with an amount the merchant never asked a session for: made up, so unknown.
    const forged = await post(adyenPath(`CS1SEK.${opened.publicToken}`, 'setup'), { sessionData });
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ message: 'session not found', errorType: 'validation' });
    const other = await openSession('Adyen');
    const foreign = await post(adyenPath(id, 'setup'), {
      sessionData: other.session.adyenSession!.sessionData,
    });
    expect(foreign.status).toBe(422);
  });

  it('the test card asks for the 3-D Secure challenge (a threeDS2 action); code 1234 authorises and completes the order, with no reference in any answer', async () => {
    const paid = await adyen.pay(TEST_CARD);
    expect(paid.body).toEqual({
      ...sessionsAnswer('ChallengeShopper'),
      action: {
        type: 'threeDS2',
        subtype: 'challenge',
        paymentMethodType: 'scheme',
        token: expect.any(String),
        authorisationToken: expect.any(String),
      },
    });
    expect(await orderStatus()).toBe('open');
    expect((await adyen.details('1234')).body).toEqual(sessionsAnswer('Authorised'));
    expect(await orderStatus()).toBe('completed');
    expect(db().providers.challenges.size).toBe(0);
  });

  it('refuses any other card and counts the attempt: the order stays open and a new try can pass', async () => {
    expect((await adyen.pay(card({ encryptedSecurityCode: 'test_123' }))).body).toEqual(
      sessionsAnswer('Refused'),
    );
    expect((await adyen.pay(card({ encryptedCardNumber: 'test_5555444433331111' }))).body.resultCode).toBe(
      'Refused',
    );
    expect(db().checkout.providerOrders.get(opened.publicToken)?.abortedAttempts).toBe(2);
    expect(await orderStatus()).toBe('open');
    expect((await adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    expect((await adyen.details('1234')).body.resultCode).toBe('Authorised');
  });

  it('a wrong challenge code is refused, and the challenge is spent (422 until the next payment)', async () => {
    await adyen.pay(TEST_CARD);
    expect((await adyen.details('0000')).body).toEqual(sessionsAnswer('Refused'));
    expect((await adyen.details('1234')).status).toBe(422);
    expect(await orderStatus()).toBe('open');
  });

  it('no payment completes without the card flow: not through …/purchase, not without a card, not without the challenge', async () => {
    expect((await providerCall('POST', 'Adyen', opened.publicToken, '/purchase')).status).toBe(404);
    expect((await adyen.pay()).status).toBe(422);
    expect((await adyen.details('1234')).status).toBe(422);
    expect(await orderStatus()).toBe('open');
  });

  it('the merchant check refusing (stock ran out before the challenge was answered) is a Refused result; the order stays open', async () => {
    await adyen.pay(TEST_CARD);
    await stockOut();
    expect((await adyen.details('1234')).body).toEqual(sessionsAnswer('Refused'));
    expect(await orderStatus()).toBe('open');
  });

  it('declines a declined@… shopper without a challenge, counting the attempt', async () => {
    await providerCall(
      'POST',
      'Adyen',
      opened.publicToken,
      '/customer',
      customerBody({ email: 'declined@example.se' }),
    );
    expect((await adyen.pay(TEST_CARD)).body).toEqual(sessionsAnswer('Refused'));
    expect(db().checkout.providerOrders.get(opened.publicToken)?.abortedAttempts).toBe(1);
    expect(await orderStatus()).toBe('open');
  });

  it('a new total is a new session: the old one, made for the old total, does not pay the order', async () => {
    await adyen.pay(TEST_CARD);
    await addItem(opened.cartToken, 'TEE-BLUE-M', 1);
    const renewed = (await openProviderOrder('Adyen', opened.checkoutToken)).body;
    expect(renewed.order.totalAmount).not.toBe(opened.session.order.totalAmount);
    expect(renewed.adyenSession!.id).not.toBe(opened.session.adyenSession!.id);
    expect((await adyen.details('1234')).body).toEqual(sessionsAnswer('Refused'));
    expect(await orderStatus()).toBe('open');

    const next = adyenSessionCalls(renewed.adyenSession!);
    expect((await next.setup()).body.amount).toEqual({ value: renewed.order.totalAmount, currency: 'SEK' });
    await next.pay(TEST_CARD);
    expect((await next.details('1234')).body.resultCode).toBe('Authorised');
    expect(await orderStatus()).toBe('completed');
  });

  it('an order the gift card paid in full completes without a card or challenge', async () => {
    expect((await putGiftCard(opened.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(200);
    const synced = await call<PaymentSession>('POST', '/shopper-adyen/checkouts/sync', {
      token: opened.checkoutToken,
    });
    expect(synced.body.order.totalAmount).toBe(0);
    const free = adyenSessionCalls(synced.body.adyenSession!);
    expect((await free.pay()).body).toEqual(sessionsAnswer('Authorised'));
    expect(await orderStatus()).toBe('completed');
    expect(db().providers.challenges.size).toBe(0);
  });

  it('refuses payments and challenge answers with 409 while the widget is suspended', async () => {
    await adyen.pay(TEST_CARD);
    await providerCall('POST', 'Adyen', opened.publicToken, '/lock', { locked: true });
    expect((await adyen.pay(TEST_CARD)).status).toBe(409);
    expect((await adyen.details('1234')).status).toBe(409);
    await providerCall('POST', 'Adyen', opened.publicToken, '/lock', { locked: false });
    await adyen.pay(TEST_CARD);
    expect((await adyen.details('1234')).body.resultCode).toBe('Authorised');
  });

  it.each<[string, (sessionData: string) => unknown, number]>([
    ['no sessionData', () => ({ paymentMethod: TEST_CARD }), 400],
    ['paymentMethod a string', (sessionData) => ({ sessionData, paymentMethod: 'scheme' }), 400],
    [
      'card number missing',
      (sessionData) => ({ sessionData, paymentMethod: { ...TEST_CARD, encryptedCardNumber: undefined } }),
      400,
    ],
    [
      'security code a number',
      (sessionData) => ({ sessionData, paymentMethod: { ...TEST_CARD, encryptedSecurityCode: 737 } }),
      400,
    ],
    [
      'card number of 5,000 characters',
      (sessionData) => ({
        sessionData,
        paymentMethod: { ...TEST_CARD, encryptedCardNumber: '4'.repeat(5000) },
      }),
      400,
    ],
    ['another payment method', (sessionData) => ({ sessionData, paymentMethod: { type: 'paypal' } }), 422],
    [
      'card fields without test_',
      (sessionData) => ({
        sessionData,
        paymentMethod: { ...TEST_CARD, encryptedCardNumber: '4111111111111111' },
      }),
      422,
    ],
  ])('payments: %s → %i', async (_name, body, status) => {
    const { id, sessionData } = opened.session.adyenSession!;
    expect((await call('POST', adyenPath(id, 'payments'), { body: body(sessionData) })).status).toBe(status);
  });

  it.each([
    ['no details', {}],
    ['details a string', { details: 'threeDSResult' }],
    ['threeDSResult a number', { details: { threeDSResult: 1234 } }],
    ['threeDSResult of 5,000 characters', { details: { threeDSResult: 'x'.repeat(5000) } }],
  ])('paymentDetails: %s → 400', async (_name, body) => {
    await adyen.pay(TEST_CARD);
    const answer = await call('POST', adyenPath(opened.session.adyenSession!.id, 'paymentDetails'), {
      body: { sessionData: adyen.sessionData(), ...body },
    });
    expect(answer.status).toBe(400);
  });
});
