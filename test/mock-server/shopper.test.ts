/** @jest-environment node */
import type { Cart, StartSessionResult } from '../../src/api/types';
import { call, withMockBackend } from './helpers';

withMockBackend();

const start = (body: unknown) => call<StartSessionResult>('POST', '/shopper/sessions/start', { body });

describe('POST /shopper/sessions/start', () => {
  it('answers 201 with a token and an empty cart for the market', async () => {
    const { status, body } = await start({ storeGroupId: 'default', countryCode: 'SE', languageCode: 'SV' });
    expect(status).toBe(201);
    expect(typeof body.token).toBe('string');
    expect(body.token.length).toBeGreaterThan(20);
    expect(body.cart).toEqual({
      id: expect.any(String),
      items: [],
      discountCodes: [],
      totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0 },
      currencyCode: 'SEK',
      countryCode: 'SE',
      languageCode: 'sv',
      storeGroupId: 'sg-default',
      capabilities: {
        paymentProviders: [
          { name: 'Adyen' },
          { name: 'QliroOne' },
          { name: 'Avarda' },
          { name: 'KlarnaCheckout' },
          { name: 'WalleyCheckout' },
        ],
        giftCardProviders: [{ name: 'retain24' }],
        shippingProviders: [{ name: 'ingrid' }],
      },
    });
  });

  it('takes a store group id as well as a slug, and uses the market currency', async () => {
    const { body } = await start({ storeGroupId: 'sg-business', countryCode: 'FI', languageCode: 'en' });
    expect(body.cart.storeGroupId).toBe('sg-business');
    expect(body.cart.currencyCode).toBe('EUR');
  });

  it.each([
    [{ storeGroupId: 'nope', countryCode: 'SE', languageCode: 'sv' }, /storeGroupId/],
    [{ storeGroupId: 'default', countryCode: 'DE', languageCode: 'sv' }, /countryCode/],
    [{ storeGroupId: 'default', countryCode: 'SE', languageCode: 'swe' }, /languageCode/],
    [{ storeGroupId: 'default', countryCode: 'SE' }, /languageCode is required/],
    [{ storeGroupId: 7, countryCode: 'SE', languageCode: 'sv' }, /storeGroupId must be a string/],
  ])('answers 400 with a clear error for %j', async (input, error) => {
    const { status, body } = await start(input);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: expect.stringMatching(error),
      statusCode: 400,
      requestId: expect.any(String),
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await call('POST', '/shopper/sessions/start', { rawBody: '{"storeGroupId":' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid JSON body', statusCode: 400, requestId: expect.any(String) });
  });
});

describe('GET /shopper/sessions', () => {
  it('answers the cart of the token', async () => {
    const started = await start({ storeGroupId: 'default', countryCode: 'NO', languageCode: 'en' });
    const { status, body } = await call<Cart>('GET', '/shopper/sessions', { token: started.body.token });
    expect(status).toBe(200);
    expect(body).toEqual(started.body.cart);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await call('GET', '/shopper/sessions');
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'missing token' });
  });

  it('answers 404 for a token it does not know', async () => {
    const { status, body } = await call('GET', '/shopper/sessions', { token: 'not-a-known-token' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'session not found' });
  });
});
