import { HttpResponse } from 'msw';
import type { Cart, StartCheckoutResult } from '../../contracts/types/shopper';
import type { PaymentProviderName } from '../../contracts/types/shopper-providers';
import { db } from '../db';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { optionalString, readJson, requireId, type JsonObject } from '../kit/body';
import { guard, HttpError } from '../kit/guard';
import { newId, newToken } from '../kit/ids';
import { cartFor } from '../shopper/carts';
import { checkoutFor, checkoutOf } from './checkoutState';
import { requireOrderingRights } from './orderingRightsCheck';
import type { CheckoutSession } from './types';

type Capability = keyof Cart['capabilities'];

/** A provider the body names, which must be one of the cart's capabilities of that kind; else 400. */
function providerOf(
  cart: Cart,
  body: JsonObject,
  key: string,
  kind: Capability,
  what: string,
): string | null {
  const name =
    key === 'paymentProvider' ? requireId(body, key) : optionalString(body, key, { max: MAX_ID_LENGTH });
  if (name === undefined) return null;
  const offered = cart.capabilities[kind].map((provider) => provider.name);
  if (!offered.includes(name)) {
    throw new HttpError(400, `${what} not available`, {
      details: offered.length ? `this cart offers ${offered.join(', ')}` : `this cart offers no ${what}`,
    });
  }
  return name;
}

/**
 * POST /shopper/sessions/checkout/start, with the cart session's token: a new checkout session
 * (a new token, no gift cards) for the cart, answered 201 with the token and the checkout. A cart
 * whose company is no longer open to whoever chose it gets no checkout (403, orderingRightsCheck.ts).
 */
export const startCheckout = guard('shopper', async ({ request }) => {
  cartFor(request);
  const body = await readJson(request);
  const cart = cartFor(request); // after the last await: the checkout shows concurrent changes
  requireOrderingRights(cart.id);
  const paymentProvider = providerOf(cart, body, 'paymentProvider', 'paymentProviders', 'payment provider');
  const session: CheckoutSession = {
    id: newId('checkout'),
    cartId: cart.id,
    // The capabilities only ever name PAYMENT_PROVIDERS (shopper/capabilities.ts).
    paymentProvider: paymentProvider as PaymentProviderName,
    giftCardProvider: providerOf(cart, body, 'giftCardProvider', 'giftCardProviders', 'gift card provider'),
    shippingProvider: providerOf(cart, body, 'shippingProvider', 'shippingProviders', 'shipping provider'),
    giftCards: [],
  };
  if (cart.items.length === 0) throw new HttpError(400, 'cart is empty');
  const token = newToken();
  db().checkout.sessions.set(token, session);
  const result: StartCheckoutResult = { token, checkout: checkoutOf(session, cart) };
  return HttpResponse.json(result, { status: 201 });
});

/** GET /shopper/sessions/checkout, with the checkout token: the checkout of the live cart. */
export const getCheckout = guard('shopper', ({ request }) => {
  const { session, cart } = checkoutFor(request);
  return HttpResponse.json(checkoutOf(session, cart));
});
