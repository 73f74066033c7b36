/** @jest-environment node */
import type { Cart, Checkout } from '../../src/api/types';
import { capabilitiesFor } from '../../mock-server/shopper/capabilities';
import { addItem, checkoutWith, startCart, startCheckout } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';

withMockBackend();

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('capabilities by market', () => {
  it.each([
    ['SE', ['Adyen', 'QliroOne', 'Avarda', 'KlarnaCheckout', 'WalleyCheckout'], ['retain24']],
    ['NO', ['KlarnaCheckout', 'WalleyCheckout'], []],
    ['FI', ['Adyen', 'Avarda'], []],
  ])(
    'a %s cart offers %j, gift cards %j (SEK cards) and ingrid shipping',
    async (country, providers, cards) => {
      const { cart } = await startCart(country);
      expect(cart.capabilities).toEqual({
        paymentProviders: providers.map((name) => ({ name })),
        giftCardProviders: cards.map((name) => ({ name })),
        shippingProviders: [{ name: 'ingrid' }],
      });
    },
  );

  it('offers no payment provider in a market without any', () => {
    expect(capabilitiesFor('DK').paymentProviders).toEqual([]);
    expect(names(capabilitiesFor('se').paymentProviders)).toHaveLength(5);
  });
});

describe('POST /shopper/sessions/checkout/start', () => {
  it('answers 201 with a new checkout token and the checkout of the cart', async () => {
    const { token: cartToken } = await startCart('SE');
    const cart = await addItem(cartToken, 'TEE-BLUE-M', 2);
    const { status, body } = await startCheckout(cartToken, {
      paymentProvider: 'KlarnaCheckout',
      giftCardProvider: 'retain24',
      shippingProvider: 'ingrid',
    });
    expect(status).toBe(201);
    expect(body.token).toEqual(expect.any(String));
    expect(body.token).not.toBe(cartToken);
    expect(body.checkout).toEqual({
      id: expect.any(String),
      cartId: cart.id,
      items: cart.items,
      totals: { ...cart.totals, giftCardTotal: 0 },
      discountCodes: [],
      giftCards: [],
      currencyCode: 'SEK',
      countryCode: 'SE',
      languageCode: 'sv',
      isTaxIncludedInPrice: true,
      paymentProvider: 'KlarnaCheckout',
      giftCardProvider: 'retain24',
      shippingProvider: 'ingrid',
      capabilities: cart.capabilities,
    });
  });

  it('leaves the gift-card and shipping providers null when not given', async () => {
    const { token } = await startCart('FI');
    await addItem(token);
    const { status, body } = await startCheckout(token, { paymentProvider: 'Avarda' });
    expect(status).toBe(201);
    expect(body.checkout).toMatchObject({
      giftCardProvider: null,
      shippingProvider: null,
      currencyCode: 'EUR',
    });
  });

  it('reports isTaxIncludedInPrice false for the business store group', async () => {
    const { token } = await startCart('SE', 'business');
    await addItem(token);
    const { body } = await startCheckout(token, { paymentProvider: 'Adyen' });
    expect(body.checkout.isTaxIncludedInPrice).toBe(false);
  });

  it('needs the cart session token', async () => {
    expect((await startCheckout('', { paymentProvider: 'Adyen' })).body).toMatchObject({
      error: 'missing token',
      statusCode: 401,
    });
    const unknown = await startCheckout('no-such-token', { paymentProvider: 'Adyen' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'session not found' });
  });

  it('refuses a checkout token in place of the cart token', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await startCheckout(checkoutToken, { paymentProvider: 'KlarnaCheckout' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'session not found' });
  });

  it.each([
    [
      'a provider the market does not offer',
      'NO',
      { paymentProvider: 'Adyen' },
      'payment provider not available',
    ],
    ['an unknown provider', 'SE', { paymentProvider: 'PayPal' }, 'payment provider not available'],
    ['no provider', 'SE', {}, 'paymentProvider is required'],
    ['a provider that is not a string', 'SE', { paymentProvider: 7 }, 'paymentProvider must be a string'],
    [
      'an unknown gift-card provider',
      'SE',
      { paymentProvider: 'Adyen', giftCardProvider: 'giftcards-r-us' },
      'gift card provider not available',
    ],
    [
      'an unknown shipping provider',
      'SE',
      { paymentProvider: 'Adyen', shippingProvider: 'postnord' },
      'shipping provider not available',
    ],
  ])('answers 400 for %s', async (_, country, body, error) => {
    const { token } = await startCart(country);
    await addItem(token);
    const answer = await startCheckout(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error, statusCode: 400, requestId: expect.any(String) });
  });

  it('refuses an empty cart', async () => {
    const { token } = await startCart('SE');
    const answer = await startCheckout(token, { paymentProvider: 'KlarnaCheckout' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'cart is empty' });
  });

  it('makes a new token on every start; the earlier ones stay valid for the same cart', async () => {
    const { cartToken, checkoutToken, cart } = await checkoutWith('KlarnaCheckout');
    const again = await startCheckout(cartToken, { paymentProvider: 'WalleyCheckout' });
    expect(again.body.token).not.toBe(checkoutToken);
    const first = await call<Checkout>('GET', '/shopper/sessions/checkout', { token: checkoutToken });
    const second = await call<Checkout>('GET', '/shopper/sessions/checkout', { token: again.body.token });
    expect(first.body).toMatchObject({ cartId: cart.id, paymentProvider: 'KlarnaCheckout' });
    expect(second.body).toMatchObject({ cartId: cart.id, paymentProvider: 'WalleyCheckout' });
  });
});

describe('GET /shopper/sessions/checkout', () => {
  it('answers the checkout of the live cart: a later cart change shows', async () => {
    const { cartToken, checkoutToken } = await checkoutWith('KlarnaCheckout');
    const cart = await addItem(cartToken, 'TEE-BLUE-L', 1);
    await call<Cart>('POST', '/shopper/sessions/discount-codes', {
      token: cartToken,
      body: { discountCode: 'SAVE10' },
    });
    const { status, body } = await call<Checkout>('GET', '/shopper/sessions/checkout', {
      token: checkoutToken,
    });
    expect(status).toBe(200);
    expect(body.items.map((item) => item.productVariantId)).toEqual(
      cart.items.map((item) => item.productVariantId),
    );
    expect(body.discountCodes).toEqual([{ code: 'SAVE10' }]);
    const live = await call<Cart>('GET', '/shopper/sessions', { token: cartToken });
    expect(body.totals).toEqual({ ...live.body.totals, giftCardTotal: 0 });
  });

  it('answers 401 without a token, for an unknown token and for a cart token', async () => {
    const { cartToken } = await checkoutWith('KlarnaCheckout');
    const none = await call('GET', '/shopper/sessions/checkout');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'missing token' });
    for (const token of ['no-such-token', cartToken]) {
      const answer = await call('GET', '/shopper/sessions/checkout', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: 'invalid checkout token',
        statusCode: 401,
        requestId: expect.any(String),
      });
    }
  });

  it('does not let a checkout token reach the cart routes', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const cart = await call('GET', '/shopper/sessions', { token: checkoutToken });
    expect(cart.status).toBe(404);
    const item = await call('POST', '/shopper/sessions/items', {
      token: checkoutToken,
      body: { productVariantId: 'TEE-BLUE-M', quantity: 1 },
    });
    expect(item.status).toBe(404);
    expect(item.body).toMatchObject({ error: 'session not found' });
  });
});
