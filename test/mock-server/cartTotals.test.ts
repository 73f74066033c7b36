/** @jest-environment node */
import type { Cart, StartSessionResult } from '../../src/api/types';
import { call, withMockBackend } from './helpers';

withMockBackend();

async function startCart(countryCode = 'SE', storeGroupId = 'default', languageCode = 'sv'): Promise<string> {
  const { body } = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId, countryCode, languageCode },
  });
  return body.token;
}

const add = (token: string, productVariantId: string, quantity: number) =>
  call<Cart>('POST', '/shopper/sessions/items', { token, body: { productVariantId, quantity } });
const addCode = (token: string, discountCode: unknown) =>
  call<Cart>('POST', '/shopper/sessions/discount-codes', { token, body: { discountCode } });

describe('cart totals', () => {
  it.each([
    // 2 × 239 incl. VAT; tax = VAT part of (47800 + 4900) = 52700 / 5
    [
      'SE',
      'default',
      'SEK',
      { subTotal: 47800, shippingTotal: 4900, discountTotal: 0, taxTotal: 10540, grandTotal: 52700 },
    ],
    [
      'NO',
      'default',
      'NOK',
      { subTotal: 47800, shippingTotal: 4900, discountTotal: 0, taxTotal: 10540, grandTotal: 52700 },
    ],
    // 2 × 22 EUR; tax = 4890 × 2550 / 12550 = 993.59
    [
      'FI',
      'default',
      'EUR',
      { subTotal: 4400, shippingTotal: 490, discountTotal: 0, taxTotal: 994, grandTotal: 4890 },
    ],
    // 2 × 163 excl. VAT; tax = 25 % of (32600 + 4900) on top
    [
      'SE',
      'business',
      'SEK',
      { subTotal: 32600, shippingTotal: 4900, discountTotal: 0, taxTotal: 9375, grandTotal: 46875 },
    ],
    // 2 × 15 EUR excl. VAT; tax = 25.5 % of 3490 = 889.95
    [
      'FI',
      'business',
      'EUR',
      { subTotal: 3000, shippingTotal: 490, discountTotal: 0, taxTotal: 890, grandTotal: 4380 },
    ],
  ])('in %s for the %s group: totals in %s', async (country, group, currency, totals) => {
    const token = await startCart(country, group, 'en');
    const { body } = await add(token, 'TEE-BLUE-M', 2);
    expect(body.currencyCode).toBe(currency);
    expect(body.totals).toEqual(totals);
    expect(body.items[0]?.taxPercentage).toBe(country === 'FI' ? 2550 : 2500);
  });

  it('recomputes the totals on every change, and an empty cart costs nothing', async () => {
    const token = await startCart();
    const added = await add(token, 'TEE-BLUE-M', 1);
    expect(added.body.totals.grandTotal).toBe(23900 + 4900);
    const id = added.body.items[0]?.id ?? '';
    const raised = await call<Cart>('PUT', `/shopper/sessions/items/${id}`, { token, body: { quantity: 3 } });
    expect(raised.body.totals).toMatchObject({ subTotal: 71700, grandTotal: 71700 + 4900 });
    const removed = await call<Cart>('DELETE', `/shopper/sessions/items/${id}`, { token });
    expect(removed.body.totals).toEqual({
      subTotal: 0,
      shippingTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      grandTotal: 0,
    });
  });
});

describe('POST /shopper/sessions/discount-codes', () => {
  it('SAVE10 takes 10 % off the subtotal and the tax follows the discounted amounts', async () => {
    const token = await startCart();
    await add(token, 'TEE-BLUE-M', 2);
    const { status, body } = await addCode(token, 'save10');
    expect(status).toBe(200);
    expect(body.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(body.totals).toEqual({
      subTotal: 47800,
      shippingTotal: 4900,
      discountTotal: 4780,
      // (47800 − 4780 + 4900) / 5
      taxTotal: 9584,
      grandTotal: 47920,
    });
  });

  it('rounds SAVE10 to whole minor units and follows later changes', async () => {
    const token = await startCart('FI', 'default', 'en');
    await addCode(token, 'SAVE10');
    const { body } = await add(token, 'STICKER-WHITE-A6', 1);
    // 89 / 11 = 8.09 → 8 EUR; 10 % = 80 cents
    expect(body.totals).toMatchObject({ subTotal: 800, discountTotal: 80, grandTotal: 800 - 80 + 490 });
    const more = await add(token, 'STICKER-WHITE-A6', 2);
    expect(more.body.totals.discountTotal).toBe(240);
  });

  it.each([
    ['EXPIRED10', 'EXPIRED_DISCOUNT_CODE'],
    ['inactive10', 'INACTIVE_DISCOUNT_CODE'],
    ['MIN1000', 'CONDITION_DISCOUNT_CODE'],
    ['WELCOME', 'MISSING_DISCOUNT_CODE'],
    ['', 'BAD_REQUEST'],
    [undefined, 'BAD_REQUEST'],
    [42, 'BAD_REQUEST'],
  ])('answers 400 for %p with error %s and leaves the cart as it was', async (code, error) => {
    const token = await startCart();
    await add(token, 'TEE-BLUE-M', 1);
    const { status, body } = await addCode(token, code);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error, statusCode: 400 });
    const cart = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(cart.body.discountCodes).toEqual([]);
  });

  it('answers BAD_REQUEST for a body that is not JSON', async () => {
    const token = await startCart();
    const { status, body } = await call('POST', '/shopper/sessions/discount-codes', { token, rawBody: '{' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('answers ALREADY_ADDED_DISCOUNT_CODE for a code already on the cart, whatever its case', async () => {
    const token = await startCart();
    await addCode(token, 'SAVE10');
    const { status, body } = await addCode(token, 'Save10');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'ALREADY_ADDED_DISCOUNT_CODE' });
  });

  it('accepts MIN1000 from a subtotal of 1000 in the cart currency and drops it when the subtotal falls below', async () => {
    const token = await startCart();
    const added = await add(token, 'HOODIE-GREY-M', 2); // 2 × 599 = 1198 SEK
    const { status, body } = await addCode(token, 'MIN1000');
    expect(status).toBe(200);
    expect(body.discountCodes).toEqual([{ code: 'MIN1000' }]);
    expect(body.totals).toMatchObject({
      subTotal: 119800,
      discountTotal: 10000,
      grandTotal: 119800 - 10000 + 4900,
    });
    const id = added.body.items[0]?.id ?? '';
    const lowered = await call<Cart>('PUT', `/shopper/sessions/items/${id}`, {
      token,
      body: { quantity: 1 },
    });
    expect(lowered.body.discountCodes).toEqual([]);
    expect(lowered.body.totals).toMatchObject({ subTotal: 59900, discountTotal: 0 });
    const raisedAgain = await call<Cart>('PUT', `/shopper/sessions/items/${id}`, {
      token,
      body: { quantity: 2 },
    });
    expect(raisedAgain.body.discountCodes).toEqual([]);
  });

  it('counts the MIN1000 condition in the cart currency, not in SEK', async () => {
    const token = await startCart('FI', 'default', 'en');
    await add(token, 'HOODIE-GREY-M', 10); // 10 × 54 EUR
    expect((await addCode(token, 'MIN1000')).body).toMatchObject({ error: 'CONDITION_DISCOUNT_CODE' });
    await add(token, 'HOODIE-GREY-L', 9); // 19 × 54 = 1026 EUR
    expect((await addCode(token, 'MIN1000')).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { status } = await call('POST', '/shopper/sessions/discount-codes', {
      body: { discountCode: 'SAVE10' },
    });
    expect(status).toBe(401);
  });
});

describe('DELETE /shopper/sessions/discount-codes/{code}', () => {
  it('removes the code in any case and answers the cart with the totals recomputed', async () => {
    const token = await startCart();
    await add(token, 'TEE-BLUE-M', 2);
    await addCode(token, 'SAVE10');
    const { status, body } = await call<Cart>('DELETE', '/shopper/sessions/discount-codes/save10', { token });
    expect(status).toBe(200);
    expect(body.discountCodes).toEqual([]);
    expect(body.totals).toMatchObject({ discountTotal: 0, grandTotal: 52700 });
  });

  it('answers 404 with a clear error for a code not on the cart', async () => {
    const token = await startCart();
    const { status, body } = await call('DELETE', '/shopper/sessions/discount-codes/SAVE10', { token });
    expect(status).toBe(404);
    expect(body).toEqual({
      error: 'discount code not found',
      details: "code 'SAVE10' is not on this cart",
      statusCode: 404,
      requestId: expect.any(String),
    });
  });
});
