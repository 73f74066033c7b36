/** @jest-environment node */
import type { Checkout } from '../../src/api/types';
import {
  checkoutWith,
  deleteGiftCard,
  EMPTY_GIFT_CARD,
  GIFT_CARD,
  putGiftCard,
  startCheckout,
} from './checkoutHelpers';
import { call, ORIGIN, withMockBackend } from './helpers';
import { db } from '../../mock-server/db';
import {
  countWrongPin,
  MAX_PIN_ENTRIES,
  MAX_WRONG_CARDS_PER_SHOPPER,
  pinLock,
} from '../../mock-server/checkout/giftCardThrottle';

withMockBackend();

const getCheckout = async (token: string) =>
  (await call<Checkout>('GET', '/shopper/sessions/checkout', { token })).body;

const UNABLE = 'unable to add/update card';

describe('PUT /shopper-retain24/gift-cards/{code}', () => {
  it('answers "success" and lets the card pay part of the order (partial cover)', async () => {
    // 3 × 239 SEK + 49 SEK shipping = 766 SEK; the card has 500.
    const { checkoutToken } = await checkoutWith('KlarnaCheckout', { quantity: 3 });
    const answer = await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(answer).toEqual({ status: 200, body: 'success' });
    const checkout = await getCheckout(checkoutToken);
    expect(checkout.totals).toMatchObject({ giftCardTotal: 50000, grandTotal: 76600 - 50000 });
    expect(checkout.giftCards).toEqual([{ maskedCode: '•••• 4444', amount: 50000 }]);
  });

  it('pays at most what is left of the grand total (full cover)', async () => {
    // 239 SEK + 49 SEK shipping = 288 SEK.
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    const checkout = await getCheckout(checkoutToken);
    expect(checkout.totals).toMatchObject({ subTotal: 23900, giftCardTotal: 28800, grandTotal: 0 });
    expect(checkout.giftCards).toEqual([{ maskedCode: '•••• 4444', amount: 28800 }]);
  });

  it('ignores spaces in the code and the PIN', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    expect((await putGiftCard(checkoutToken, '1111 2222 3333 4444', ' 12 34 ')).body).toBe('success');
    expect((await getCheckout(checkoutToken)).giftCards).toHaveLength(1);
  });

  it('answers success for the same card again without adding it twice', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).toEqual({
      status: 200,
      body: 'success',
    });
    expect((await getCheckout(checkoutToken)).giftCards).toHaveLength(1);
  });

  it.each([
    ['an unknown card', '9999888877776666', '1234', UNABLE],
    ['a wrong PIN', GIFT_CARD.code, '9999', UNABLE],
    [
      'an empty card',
      EMPTY_GIFT_CARD.code,
      EMPTY_GIFT_CARD.pin,
      'requested gift card has insufficient balance',
    ],
    ['an empty PIN', GIFT_CARD.code, '', 'pin is required'],
    ['a PIN of spaces only', GIFT_CARD.code, '   ', 'pin is required'],
  ])('answers 400 for %s', async (_, code, pin, error) => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await putGiftCard(checkoutToken, code, pin);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error, statusCode: 400, requestId: expect.any(String) });
    expect((await getCheckout(checkoutToken)).giftCards).toEqual([]);
  });

  it('answers 400 without the pin parameter', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await putGiftCard(checkoutToken, GIFT_CARD.code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'pin is required' });
  });

  it('refuses the SEK card in a checkout of another currency', async () => {
    const { checkoutToken } = await checkoutWith('Adyen', { countryCode: 'FI' });
    const answer = await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: UNABLE });
  });

  it('needs a checkout token: none → 401, a cart token → 401', async () => {
    const { cartToken } = await checkoutWith('KlarnaCheckout');
    expect((await putGiftCard('', GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(401);
    const withCartToken = await putGiftCard(cartToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(withCartToken.status).toBe(401);
    expect(withCartToken.body).toMatchObject({ error: 'invalid checkout token' });
  });

  it('does not spend the balance: another checkout gets the whole card too', async () => {
    const first = await checkoutWith('KlarnaCheckout', { quantity: 3 });
    const second = await checkoutWith('KlarnaCheckout', { quantity: 3 });
    await putGiftCard(first.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    await putGiftCard(second.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect((await getCheckout(second.checkoutToken)).totals.giftCardTotal).toBe(50000);
  });

  it('starts a new checkout session of the same cart without the cards', async () => {
    const { cartToken, checkoutToken } = await checkoutWith('KlarnaCheckout');
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    const again = await startCheckout(cartToken, { paymentProvider: 'KlarnaCheckout' });
    expect(again.body.checkout.giftCards).toEqual([]);
    expect((await getCheckout(checkoutToken)).giftCards).toHaveLength(1);
  });
});

describe('wrong PINs', () => {
  const advance = (advanceMs: number) => call('POST', '/__mock/clock', { body: { advanceMs } });

  it('lock the card after 5 within 15 minutes: 429 with the wait in Retry-After and the body, the right PIN too', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < 5; i += 1) {
      expect((await putGiftCard(checkoutToken, GIFT_CARD.code, '0000')).body).toMatchObject({
        error: UNABLE,
      });
    }
    const locked = await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      error: 'too many attempts',
      statusCode: 429,
      retryAfterSeconds: 900,
    });
    const again = await fetch(
      `${ORIGIN}/shopper-retain24/gift-cards/${encodeURIComponent(GIFT_CARD.code)}?pin=${GIFT_CARD.pin}`,
      { method: 'PUT', headers: { authorization: `Bearer ${checkoutToken}` } },
    );
    expect([again.status, again.headers.get('retry-after')]).toEqual([429, '900']);
    await advance(15 * 60 * 1000);
    expect((await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
  });

  it('do not lock the card when spread over more than 15 minutes', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < 4; i += 1) await putGiftCard(checkoutToken, GIFT_CARD.code, '0000');
    await advance(15 * 60 * 1000 + 1);
    expect((await putGiftCard(checkoutToken, GIFT_CARD.code, '0000')).status).toBe(400);
    expect((await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
  });

  it("lock the card for the shopper who guessed: another shopper's right PIN still applies it", async () => {
    const guesser = await checkoutWith('KlarnaCheckout');
    const owner = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < 5; i += 1) await putGiftCard(guesser.checkoutToken, GIFT_CARD.code, '0000');
    const locked = await putGiftCard(guesser.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(locked).toMatchObject({
      status: 429,
      body: { error: 'too many attempts', retryAfterSeconds: 900 },
    });
    expect(await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).toEqual({
      status: 200,
      body: 'success',
    });
    expect((await getCheckout(owner.checkoutToken)).giftCards).toHaveLength(1);
  });

  it('count per cart: a new checkout of the same cart is still locked', async () => {
    const guesser = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < 5; i += 1) await putGiftCard(guesser.checkoutToken, GIFT_CARD.code, '0000');
    const again = await startCheckout(guesser.cartToken, {
      paymentProvider: 'KlarnaCheckout',
      giftCardProvider: 'retain24',
    });
    expect(again.status).toBe(201);
    expect((await putGiftCard(again.body.token, GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(429);
  });

  it('lock the card for everyone after 20 from any number of shoppers within 15 minutes', async () => {
    const guessers = await Promise.all([1, 2, 3, 4, 5].map(() => checkoutWith('KlarnaCheckout')));
    const answers = [];
    // Four each: no shopper reaches their own lock; the card's ceiling stops the spread-out guess.
    for (const { checkoutToken } of guessers) {
      for (let i = 0; i < 4; i += 1) answers.push(await putGiftCard(checkoutToken, GIFT_CARD.code, '0000'));
    }
    expect(answers).toHaveLength(20);
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { error: UNABLE } });
    const owner = await checkoutWith('KlarnaCheckout');
    const locked = await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(locked).toMatchObject({
      status: 429,
      body: { error: 'too many attempts', retryAfterSeconds: 900 },
    });
    await advance(15 * 60 * 1000);
    expect((await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
  });

  it("do not clear the card's count with one shopper's right PIN", async () => {
    const guessers = await Promise.all([1, 2, 3, 4, 5].map(() => checkoutWith('KlarnaCheckout')));
    // 19 wrong PINs in all, then the owner's right one, then one more wrong one: the 20th.
    for (const [index, { checkoutToken }] of guessers.entries()) {
      for (let i = 0; i < (index === 4 ? 3 : 4); i += 1) {
        await putGiftCard(checkoutToken, GIFT_CARD.code, '0000');
      }
    }
    const owner = await checkoutWith('KlarnaCheckout');
    expect((await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
    expect((await putGiftCard(guessers[4]!.checkoutToken, GIFT_CARD.code, '0000')).status).toBe(400);
    expect((await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(429);
  });

  it('start over after the right PIN', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < 4; i += 1) await putGiftCard(checkoutToken, GIFT_CARD.code, '0000');
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    for (let i = 0; i < 4; i += 1) await putGiftCard(checkoutToken, GIFT_CARD.code, '0000');
    expect((await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
  });
});

/** An answer without its request id, which differs for every request. */
const alike = ({ status, body }: { status: number; body: unknown }) => ({
  status,
  body: typeof body === 'object' && body !== null ? { ...body, requestId: undefined } : body,
});

describe('numbers that are no card', () => {
  it('answer exactly as a wrong PIN does, and lock after as many tries', async () => {
    const real = await checkoutWith('KlarnaCheckout');
    const made = await checkoutWith('KlarnaCheckout');
    const madeUp = '9999888877776666';
    for (let i = 0; i < 5; i += 1) {
      const wrongPin = await putGiftCard(real.checkoutToken, GIFT_CARD.code, '0000');
      const noCard = await putGiftCard(made.checkoutToken, madeUp, '0000');
      expect(alike(noCard)).toEqual(alike(wrongPin));
      expect(noCard).toMatchObject({ status: 400, body: { error: UNABLE } });
    }
    const realLocked = await putGiftCard(real.checkoutToken, GIFT_CARD.code, '0000');
    const madeLocked = await putGiftCard(made.checkoutToken, madeUp, '0000');
    expect(alike(madeLocked)).toEqual(alike(realLocked));
    expect(madeLocked).toMatchObject({
      status: 429,
      body: { error: 'too many attempts', retryAfterSeconds: 900 },
    });
  });

  it(`stop a shopper who tries ${MAX_WRONG_CARDS_PER_SHOPPER} numbers within 15 minutes, for every card; another shopper is not`, async () => {
    const guesser = await checkoutWith('KlarnaCheckout');
    for (let i = 0; i < MAX_WRONG_CARDS_PER_SHOPPER; i += 1) {
      const number = String(7000_0000_0000_0000 + i);
      expect((await putGiftCard(guesser.checkoutToken, number, '0000')).status).toBe(400);
    }
    expect(await putGiftCard(guesser.checkoutToken, '5555666677778888', '0000')).toMatchObject({
      status: 429,
      body: { error: 'too many attempts' },
    });
    expect((await putGiftCard(guesser.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).status).toBe(429);
    const owner = await checkoutWith('KlarnaCheckout');
    expect((await putGiftCard(owner.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin)).body).toBe('success');
  });

  it(`keep at most ${MAX_PIN_ENTRIES} counts, a shopper's lock last`, () => {
    for (let i = 0; i < MAX_WRONG_CARDS_PER_SHOPPER; i += 1) countWrongPin(`held-${i}`, 'cart-locked');
    expect(pinLock('any-number', 'cart-locked')).not.toBeNull();
    for (let i = 0; i < MAX_PIN_ENTRIES; i += 1) countWrongPin(`number-${i}`, `cart-${i}`);
    expect(db().checkout.pinAttempts.size).toBeLessThanOrEqual(MAX_PIN_ENTRIES);
    expect(pinLock('any-number', 'cart-locked')).not.toBeNull();
  });
});

describe('DELETE /shopper-retain24/gift-cards/{code}', () => {
  it('takes the card off the checkout and answers "success"', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
    expect(await deleteGiftCard(checkoutToken, '1111 2222 3333 4444')).toEqual({
      status: 200,
      body: 'success',
    });
    const checkout = await getCheckout(checkoutToken);
    expect(checkout.giftCards).toEqual([]);
    expect(checkout.totals).toMatchObject({ giftCardTotal: 0, grandTotal: 28800 });
  });

  it('answers 404 for a card that is not on the checkout', async () => {
    const { checkoutToken } = await checkoutWith('KlarnaCheckout');
    const answer = await deleteGiftCard(checkoutToken, GIFT_CARD.code);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'gift card not found', statusCode: 404 });
  });
});
