import { HttpResponse } from 'msw';
import type { StartSessionResult } from '../../src/api/types';
import { db } from '../db';
import { readJson, requireId } from '../kit/body';
import { guard, HttpError } from '../kit/guard';
import { newToken } from '../kit/ids';
import { languageCode, marketByCountry, markets, storeGroupByRef, storeGroups } from '../kit/lookups';
import { cartAnswer, cartFor, emptyCart } from './carts';
import { attributesOf } from './sessionAttributes';

export const startSession = guard('shopper', async ({ request }) => {
  const body = await readJson(request);
  const storeGroupRef = requireId(body, 'storeGroupId');
  const country = requireId(body, 'countryCode').toUpperCase();
  const language = requireId(body, 'languageCode');
  const storeGroup = storeGroupByRef(storeGroupRef);
  if (!storeGroup) {
    const known = storeGroups()
      .map((g) => `${g.id} (${g.slug})`)
      .join(', ');
    throw new HttpError(400, `unknown storeGroupId '${storeGroupRef}'; expected one of ${known}`);
  }
  const market = marketByCountry(country);
  if (!market) {
    const known = markets()
      .map((m) => m.country)
      .join(', ');
    throw new HttpError(400, `unknown countryCode '${country}'; expected one of ${known}`);
  }
  const cart = emptyCart(storeGroup.id, market.country, languageCode(language), market.currency);
  const token = newToken();
  const { shopper } = db();
  shopper.carts.set(cart.id, cart);
  shopper.cartSessions.set(token, cart.id);
  const result: StartSessionResult = { token, cart: structuredClone(cart) };
  return HttpResponse.json(result, { status: 201 });
});

export const getSession = guard('shopper', ({ request }) => cartAnswer(cartFor(request)));

export const setAttributes = guard('shopper', async ({ request }) => {
  cartFor(request);
  const attributes = attributesOf(await readJson(request));
  const cart = cartFor(request); // after the last await: the answer shows concurrent changes
  db().shopper.sessionAttributes.set(cart.id, attributes);
  return cartAnswer(cart);
});
