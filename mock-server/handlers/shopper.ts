import { http, HttpResponse } from 'msw';
import type { Cart, StartSessionResult } from '../../src/api/types';
import { db } from '../db';
import { newId, newToken } from '../ids';
import { readJson, requireString, bearerToken } from './body';
import { guard, HttpError } from './guard';

function emptyCart(
  storeGroupId: string,
  countryCode: string,
  languageCode: string,
  currencyCode: string,
): Cart {
  return {
    id: newId('cart'),
    items: [],
    discountCodes: [],
    totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0 },
    currencyCode,
    countryCode,
    languageCode,
    storeGroupId,
    capabilities: {
      paymentProviders: [{ name: 'KlarnaCheckout' }, { name: 'WalleyCheckout' }],
      giftCardProviders: [{ name: 'retain24' }],
      shippingProviders: [{ name: 'ingrid' }],
    },
  };
}

/** The cart the Authorization header's token belongs to (Bearer or the bare token). */
export function cartFor(request: Request): Cart {
  const token = bearerToken(request) ?? request.headers.get('authorization')?.trim();
  if (!token) throw new HttpError(401, 'missing token');
  const database = db();
  const cart = database.carts.get(database.cartSessions.get(token) ?? '');
  if (!cart) throw new HttpError(404, 'session not found');
  return cart;
}

const startSession = guard('shopper', async ({ request }) => {
  const body = await readJson(request);
  const database = db();
  const storeGroupRef = requireString(body, 'storeGroupId');
  const country = requireString(body, 'countryCode').toUpperCase();
  const language = requireString(body, 'languageCode');
  const storeGroup = database.storeGroups.find((g) => g.id === storeGroupRef || g.slug === storeGroupRef);
  if (!storeGroup) {
    const known = database.storeGroups.map((g) => `${g.id} (${g.slug})`).join(', ');
    throw new HttpError(400, `unknown storeGroupId '${storeGroupRef}'; expected one of ${known}`);
  }
  const market = database.markets.find((m) => m.country === country);
  if (!market) {
    const known = database.markets.map((m) => m.country).join(', ');
    throw new HttpError(400, `unknown countryCode '${country}'; expected one of ${known}`);
  }
  if (!/^[a-z]{2}$/i.test(language))
    throw new HttpError(400, 'languageCode must be a 2-letter language code');

  const cart = emptyCart(storeGroup.id, market.country, language.toLowerCase(), market.currency);
  const token = newToken();
  database.carts.set(cart.id, cart);
  database.cartSessions.set(token, cart.id);
  const result: StartSessionResult = { token, cart: structuredClone(cart) };
  return HttpResponse.json(result, { status: 201 });
});

const getSession = guard('shopper', ({ request }) => HttpResponse.json(structuredClone(cartFor(request))));

export const shopperHandlers = [
  http.post('*/shopper/sessions/start', startSession),
  http.get('*/shopper/sessions', getSession),
];
