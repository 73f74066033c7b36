import type { PaymentProviderName } from '../../src/api/types';
import { PAYMENT_PROVIDERS } from '../../src/api/types/checkout';
import { db } from '../../mock-server/db';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { GIFT_CARD, putGiftCard } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { customerBody, openSession, providerCall, TEST_CARD } from './providerSessions';

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

    it('takes the customer as typed (empty fields too), then completes the purchase', async () => {
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

      const failed = await providerCall('POST', provider, publicToken, '/purchase');
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ status: 'validation_failed', errors: expect.arrayContaining([]) });
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

  it('Adyen-only routes are not there for the other providers', async () => {
    const path = `/mock-providers/klarna/api/sessions/${publicToken}/payments`;
    const answer = await fetch(`http://localhost${path}`, {
      method: 'POST',
      body: JSON.stringify({ card: TEST_CARD }),
    });
    expect(answer.status).toBe(404);
  });
});

describe('Adyen payments and the 3-D Secure challenge', () => {
  let publicToken = '';
  let reference = '';
  let checkoutToken = '';
  beforeEach(async () => {
    const opened = await openSession('Adyen');
    publicToken = opened.publicToken;
    checkoutToken = opened.checkoutToken;
    reference = opened.session.order.reference;
    expect(opened.session.adyenSession?.id).toBe(publicToken);
    await providerCall('POST', 'Adyen', publicToken, '/customer', customerBody());
  });

  const pay = (card: unknown) => providerCall('POST', 'Adyen', publicToken, '/payments', { card });
  const details = (challengeCode: unknown) =>
    providerCall('POST', 'Adyen', publicToken, '/payments/details', { challengeCode });

  it('the test card (spaces ignored) asks for the challenge; code 1234 authorises and completes the order', async () => {
    expect((await pay({ ...TEST_CARD, expiry: '03 / 30' })).body).toEqual({ resultCode: 'ChallengeShopper' });
    expect((await details('1234')).body).toEqual({ resultCode: 'Authorised', reference });
    expect((await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body.status).toBe(
      'completed',
    );
    expect(db().providers.pendingChallenges.size).toBe(0);
  });

  it('refuses any other card and aborts the attempt: the order stays open and a new try can pass', async () => {
    expect((await pay({ ...TEST_CARD, cvc: '123' })).body).toEqual({
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    expect((await pay({ ...TEST_CARD, number: '5555 4444 3333 1111' })).body.resultCode).toBe('Refused');
    expect(db().checkout.providerOrders.get(publicToken)?.abortedAttempts).toBe(2);
    expect((await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body.status).toBe('open');
    expect((await pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    expect((await details('1234')).body.resultCode).toBe('Authorised');
  });

  it('a wrong challenge code is refused, and the challenge is spent (409 until the next payment)', async () => {
    await pay(TEST_CARD);
    expect((await details('0000')).body).toEqual({
      resultCode: 'Refused',
      refusalReason: '3DS challenge failed',
    });
    expect((await details('1234')).status).toBe(409);
    expect((await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body.status).toBe('open');
  });

  it('answers the merchant check when the stock ran out before the challenge was answered', async () => {
    await pay(TEST_CARD);
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    const answer = await details('1234');
    expect(answer.body).toMatchObject({ resultCode: 'ValidationFailed', productVariantIDs: ['TEE-BLUE-M'] });
    expect((await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body.status).toBe('open');
  });

  it('an order the gift card paid in full completes without a card or challenge; with an amount due a card is required', async () => {
    expect((await providerCall('POST', 'Adyen', publicToken, '/payments', {})).status).toBe(400);
    expect((await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(200);
    await call('POST', '/shopper-adyen/checkouts/sync', { token: checkoutToken });
    const view = await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken);
    expect(view.body.totals.grandTotal).toBe(0);
    expect((await providerCall('POST', 'Adyen', publicToken, '/payments', {})).body).toEqual({
      resultCode: 'Authorised',
      reference,
    });
    expect((await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body.status).toBe(
      'completed',
    );
    expect(db().providers.pendingChallenges.size).toBe(0);
  });

  it('refuses payments and challenge answers with 409 while the widget is suspended', async () => {
    await pay(TEST_CARD);
    await providerCall('POST', 'Adyen', publicToken, '/lock', { locked: true });
    expect((await pay(TEST_CARD)).status).toBe(409);
    expect((await details('1234')).status).toBe(409);
    await providerCall('POST', 'Adyen', publicToken, '/lock', { locked: false });
    expect((await details('1234')).body.resultCode).toBe('Authorised');
  });

  it.each([
    ['no card', {}],
    ['card a string', { card: '4111111111111111' }],
    ['number missing', { card: { expiry: '03/30', cvc: '737' } }],
    ['cvc a number', { card: { ...TEST_CARD, cvc: 737 } }],
    ['number of 5,000 characters', { card: { ...TEST_CARD, number: '4'.repeat(5000) } }],
  ])('payments: %s → 400', async (_name, body) => {
    expect((await providerCall('POST', 'Adyen', publicToken, '/payments', body)).status).toBe(400);
  });

  it.each([
    ['no challengeCode', {}],
    ['challengeCode a number', { challengeCode: 1234 }],
    ['challengeCode of 100 characters', { challengeCode: '1'.repeat(100) }],
  ])('payments/details: %s → 400', async (_name, body) => {
    await pay(TEST_CARD);
    expect((await providerCall('POST', 'Adyen', publicToken, '/payments/details', body)).status).toBe(400);
  });
});
