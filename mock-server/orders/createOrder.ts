import type { Order, PaymentProviderName } from '../../contracts/types/orders';
import { PAYMENT_PROVIDERS } from '../shopper/providerNames';
import { USER_TOKEN_HEADER } from '../accounts/userTokenHeader';
import { accessTokenUser } from '../accounts/loginTokens';
import { marketCountries } from '../checkout/checkoutState';
import { requireOrderingRights } from '../checkout/orderingRightsCheck';
import { addressErrors } from '../checkout/orderChecks';
import { orderByReference } from '../checkout/providerOrderStore';
import type { ProviderOrder } from '../checkout/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { requireId, type JsonObject } from '../kit/body';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import { newId } from '../kit/ids';
import { sessionAttributesOf } from '../shopper/sessionAttributes';
import { toPlacedOrder } from './orderViews';

// create-order: the order backend records a paid provider order once, by its reference.

/**
 * Keys and items a create-order body may hold: the order carries every cart line (some 25 each), so
 * the default bound would refuse a large paid cart; 10,000 still fits well inside the byte limit.
 */
export const CREATE_ORDER_MAX_KEYS = 10_000;

/** What names the provider order in the body; the order's other fields are the browser's copy. */
export interface OrderRef {
  provider: PaymentProviderName;
  reference: string;
}

/** A field of `order`, its 400 naming it as `order.<field>`. */
function orderId(order: JsonObject, key: string): string {
  try {
    return requireId(order, key);
  } catch (thrown) {
    throw thrown instanceof HttpError
      ? new HttpError(thrown.status, thrown.error.replace(key, `order.${key}`))
      : thrown;
  }
}

/**
 * The body `{ order }` (docs/rules.md#confirmation). Only its provider and reference are read: lines,
 * totals and addresses come from the provider order, whatever the browser's copy says.
 */
export function createOrderInput(body: JsonObject): OrderRef {
  const order = body.order;
  if (order === undefined || order === null) throw new HttpError(400, 'order is required');
  if (typeof order !== 'object' || Array.isArray(order)) throw new HttpError(400, 'order must be an object');
  const fields = order as JsonObject;
  const provider = orderId(fields, 'provider');
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new HttpError(400, `order.provider must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  return { provider: provider as PaymentProviderName, reference: orderId(fields, 'reference') };
}

const CHECKOUT_MISMATCH = 'checkout does not match order';

/** The checkout token of `Authorization: Bearer`; none → 401 before anything is read. */
export function checkoutTokenOf(request: Request): string {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Unauthorized');
  return token;
}

/**
 * The completed provider order the input names. The checkout token must be a checkout of the same
 * cart as the provider order (403 otherwise); the order must be completed (409).
 */
export function paidOrderOf(input: OrderRef, checkoutToken: string): ProviderOrder {
  // The caller before the order: a token that is no checkout learns nothing of which references exist.
  const session = db().checkout.sessions.get(checkoutToken);
  if (!session) throw new HttpError(403, CHECKOUT_MISMATCH);
  const order = orderByReference(input.reference);
  if (!order || order.provider !== input.provider) {
    throw new HttpError(404, 'order not found', {
      details: `no ${input.provider} order with reference '${input.reference}'`,
    });
  }
  if (session.cartId !== order.cartId) throw new HttpError(403, CHECKOUT_MISMATCH);
  if (order.status !== 'completed' || !order.snapshot) {
    throw new HttpError(409, 'payment not completed', { details: `the provider order is ${order.status}` });
  }
  return order;
}

/**
 * The signed-in buyer of a valid access token in USER_TOKEN_HEADER (Authorization holds the
 * checkout token); never taken from the body.
 */
export function buyerOf(request: Request): string | null {
  return accessTokenUser(request.headers.get(USER_TOKEN_HEADER)?.trim() || null);
}

/**
 * The company the order was placed for: what the cart's session keeps (PATCH
 * /shopper/sessions/attributes, already checked against the database), or nothing for a consumer.
 */
function companyAttributesOf(cartId: string): Order['attributes'] {
  const stored = sessionAttributesOf(cartId);
  if (!stored) return {};
  return {
    company: { ...stored.company },
    merchantReference1: stored.merchantReference1,
    ...(stored.contactId === undefined ? {} : { contactId: stored.contactId }),
  };
}

/**
 * Records a new order. Checked again as the order backend receives it: the company's ordering rights
 * (403, orderingRightsCheck.ts: they may have gone since the payment, and the order would carry the
 * company), then the fields an order needs (400 with 'path: message' errors).
 */
export function recordOrder(paid: ProviderOrder, userId: string | null): Order {
  requireOrderingRights(paid.cartId);
  const errors = addressErrors(paid, marketCountries(), { phoneRequired: paid.options.phoneMandatory });
  const { snapshot, billingAddress, shippingAddress } = paid;
  if (errors.length > 0 || !snapshot || !billingAddress || !shippingAddress) {
    throw new HttpError(400, 'order validation failed', { errors, requestId: newId('req') });
  }
  const order: Order = {
    id: newId('order'),
    reference: paid.reference,
    date: new Date(now()).toISOString(),
    status: { orderStates: ['PLACED'], customStates: [] },
    provider: paid.provider,
    cartId: paid.cartId,
    items: structuredClone(snapshot.items),
    totals: { ...snapshot.totals },
    currencyCode: snapshot.currencyCode,
    billingAddress: { ...billingAddress },
    shippingAddress: { ...shippingAddress },
    email: shippingAddress.email.trim(),
    userId,
    attributes: companyAttributesOf(paid.cartId),
  };
  const { orders } = db();
  // A new order has no custom states, so no history, and takes no change requests.
  orders.orders.set(order.id, { ...structuredClone(order), customStateHistory: [], changeRequests: [] });
  orders.byReference.set(order.reference, order.id);
  return order;
}

/**
 * The order create-order recorded for this reference before, if any (only those have a cart: the
 * seed's orders have numeric references no provider order has).
 */
export function recordedOrder(reference: string): Order | undefined {
  const { orders } = db();
  const id = orders.byReference.get(reference);
  const stored = id === undefined ? undefined : orders.orders.get(id);
  return stored && stored.cartId !== null ? toPlacedOrder({ ...stored, cartId: stored.cartId }) : undefined;
}
