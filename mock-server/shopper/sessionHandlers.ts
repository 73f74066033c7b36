import { HttpResponse } from 'msw';
import type { StartSessionResult } from '../../contracts/types/shopper';
import { USER_TOKEN_HEADER } from '../accounts/userTokenHeader';
import { signedInUser } from '../accounts/signedInUser';
import { db } from '../db';
import { readJson, requireId } from '../kit/body';
import { guard, HttpError } from '../kit/guard';
import { newToken } from '../kit/ids';
import { languageCode, marketByCountry, markets, storeGroupByRef, storeGroups } from '../kit/lookups';
import { cartAnswer, cartFor, emptyCart } from './carts';
import { attributesFor, attributesRequestOf } from './sessionAttributes';

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

/** The signed-in user of the USER_TOKEN_HEADER access token; none or a dead one → 401. */
const requestingUser = (request: Request) => signedInUser(request.headers.get(USER_TOKEN_HEADER));

/**
 * The company the session orders for: the cart token says which session, the user token who asks.
 * What is kept is the database's (attributesFor), whatever names the body carries.
 */
export const setAttributes = guard('shopper', async ({ request }) => {
  cartFor(request);
  requestingUser(request);
  const asked = attributesRequestOf(await readJson(request));
  // After the last await: the answer shows concurrent changes, and a user deleted meanwhile is gone.
  const cart = cartFor(request);
  const attributes = attributesFor(requestingUser(request), asked);
  db().shopper.sessionAttributes.set(cart.id, attributes);
  return cartAnswer(cart);
});
