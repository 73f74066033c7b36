import { HttpResponse } from 'msw';
import { db } from '../db';
import { errorBody, guard, HttpError } from '../kit/guard';
import { checkoutFor } from './checkoutState';
import { normalizeCardText } from './giftCardRules';
import { countWrongPin, pinLock, resetPinAttempts } from './giftCardThrottle';

// The gift-card provider's backend (/shopper-retain24/gift-cards/{code}), with the checkout token.
// Cards go on the checkout session; balances are only spent when a provider order completes.

export const UNABLE_TO_ADD = 'unable to add/update card';
export const INSUFFICIENT_BALANCE = 'requested gift card has insufficient balance';
export const TOO_MANY_ATTEMPTS = 'too many attempts';

/** What the provider answers on success: the JSON string "success". */
const success = () => HttpResponse.json('success');

const codeOf = (params: Record<string, unknown>) => normalizeCardText(String(params.code ?? ''));

/** PUT /shopper-retain24/gift-cards/{code}?pin=: puts a card on the checkout. */
export const addGiftCard = guard('shopper', ({ request, params }) => {
  const { session, cart } = checkoutFor(request);
  const code = codeOf(params);
  const rawPin = new URL(request.url).searchParams.get('pin');
  const pin = rawPin === null ? '' : normalizeCardText(rawPin);
  if (pin === '')
    throw new HttpError(400, 'pin is required', { details: 'PUT …/gift-cards/{code}?pin=1234' });
  // The shopper is the cart: PIN guesses count per card and cart, and per card (giftCardThrottle.ts).
  const lock = pinLock(code, cart.id);
  if (lock) {
    // The wait in Retry-After as well as the body, as every other 429 of the mock gives it.
    const body = errorBody('shopper', 429, TOO_MANY_ATTEMPTS, {
      details: `too many wrong PINs for this card; try again in ${lock.retryAfterSeconds} seconds`,
      ...lock,
    });
    return HttpResponse.json(body, {
      status: 429,
      headers: { 'Retry-After': String(lock.retryAfterSeconds) },
    });
  }
  const card = db().checkout.giftCards.get(code);
  // An unknown number is a wrong PIN: the same answer, the same counts (giftCardThrottle.ts).
  if (!card || card.pin !== pin) {
    countWrongPin(code, cart.id);
    throw new HttpError(400, UNABLE_TO_ADD, { details: 'unknown card or wrong PIN' });
  }
  resetPinAttempts(code, cart.id);
  if (card.currencyCode !== cart.currencyCode) {
    throw new HttpError(400, UNABLE_TO_ADD, {
      details: `the card is in ${card.currencyCode}, the checkout in ${cart.currencyCode}`,
    });
  }
  if (card.balance <= 0) throw new HttpError(400, INSUFFICIENT_BALANCE);
  if (!session.giftCards.some((held) => held.code === code)) session.giftCards.push({ code });
  return success();
});

/** DELETE /shopper-retain24/gift-cards/{code}: takes a card off the checkout; not on it → 404. */
export const removeGiftCard = guard('shopper', ({ request, params }) => {
  const { session } = checkoutFor(request);
  const code = codeOf(params);
  if (!session.giftCards.some((held) => held.code === code)) {
    throw new HttpError(404, 'gift card not found', { details: 'the card is not on this checkout' });
  }
  session.giftCards = session.giftCards.filter((held) => held.code !== code);
  return success();
});
