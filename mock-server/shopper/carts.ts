import { HttpResponse } from 'msw';
import type { Cart } from '../../contracts/types/shopper';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { HttpError } from '../kit/guard';
import { newId } from '../kit/ids';
import { storeGroupByRef } from '../kit/lookups';
import { capabilitiesFor } from './capabilities';
import { repriceCart } from './cartLines';

export function emptyCart(
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
    capabilities: capabilitiesFor(countryCode),
  };
}

/**
 * The cart the Authorization header's token belongs to (Bearer or the bare token). A handler that
 * awaits the body calls it before (to refuse a stranger first) and again after: `commit` replaces
 * the cart, so a copy read before an await would overwrite whatever concurrent requests changed.
 */
export function cartFor(request: Request): Cart {
  const token = bearerToken(request) ?? request.headers.get('authorization')?.trim();
  if (!token) throw new HttpError(401, 'missing token');
  const { shopper } = db();
  const cart = shopper.carts.get(shopper.cartSessions.get(token) ?? '');
  if (!cart) throw new HttpError(404, 'session not found');
  return cart;
}

export function cartAnswer(cart: Cart): Response {
  return HttpResponse.json(structuredClone(cart));
}

/** Stores the cart with these lines and codes, priced and totalled again. */
export function commit(cart: Cart, changes: Partial<Pick<Cart, 'items' | 'discountCodes'>>): Cart {
  const { catalog, shopper } = db();
  const pricesIncludeTax = storeGroupByRef(cart.storeGroupId)?.pricesIncludeTax ?? true;
  const next = repriceCart({ ...cart, ...changes }, catalog, shopper.discountCodes, pricesIncludeTax);
  shopper.carts.set(next.id, next);
  return next;
}
