import { http, HttpResponse, type RequestHandler } from 'msw';
import type { PaymentProviderName, PaymentSyncResult } from '../../contracts/types/shopper-providers';
import { checkAgainstStock, checkoutFor, type CheckoutContext } from '../checkout/checkoutState';
import { customerPresetOf } from '../checkout/customerPreset';
import { requireOrderingRights } from '../checkout/orderingRightsCheck';
import {
  CART_ALREADY_PAID,
  latestOrderOf,
  ORDER_TOTAL_CHANGED,
  openOrderOfCart,
  openOrUpdateOrder,
  orderState,
  paidOrderOfCart,
  PROVIDER_ORDER_NOT_FOUND,
  providerPaymentOf,
  syncOrder,
  totalChangeOf,
} from '../checkout/providerOrderStore';
import type { ProviderOrder, ProviderOrderOptions } from '../checkout/types';
import { optionalObject, readJson, requireString, type JsonObject } from '../kit/body';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { CARD_CHECKOUT_PROVIDERS, PROVIDER_SLUGS } from '../shopper/providerNames';
import { paymentSessionOf } from './paymentSessions';
import { settleApprovedRedirects, submitRedirectResult } from './redirects/payments';

// The payment providers' shopper backends, /shopper-{slug}/… (contracts/shopper-providers.yaml), all
// with the checkout token: the shop's side of each provider, over the checkout's provider orders
// (checkout/providerOrderStore.ts), which asks the provider's order API for what the widget needs
// (paymentSessions.ts) and submits Adyen's redirect returns (redirects/payments.ts).

/** URLs the provider sends the shopper to. */
export const MAX_URL_LENGTH = 2_000;
/** Avarda keeps its purchase JWT in a cookie for 30 minutes (docs/rules.md#cookies). */
export const AVARDA_JWT_COOKIE = 'avardaPurchaseJwt';
const AVARDA_JWT_MAX_AGE_S = 1800;

/**
 * The payments call's body: the confirmation page's query as a JSON object (docs/rules.md#confirmation),
 * its provider and whatever the provider added on the way back. Short, flat, a few parameters.
 */
export const MAX_PAYMENT_QUERY_PARAMS = 20;
export const MAX_PAYMENT_QUERY_LENGTH = 2_000;

/** A flat object of at most 20 strings of at most 2,000 characters, with at least one; else 400. */
function paymentQueryOf(body: JsonObject): Record<string, string> {
  const entries = Object.entries(body);
  // The provider's backend finds the payment through what the query says: without one, nothing.
  if (entries.length === 0)
    throw new HttpError(400, 'the confirmation query is required (its parameters as a JSON object)');
  if (entries.length > MAX_PAYMENT_QUERY_PARAMS) {
    throw new HttpError(400, `the query must have at most ${MAX_PAYMENT_QUERY_PARAMS} parameters`);
  }
  const query: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (name.length > MAX_PAYMENT_QUERY_LENGTH) {
      throw new HttpError(
        400,
        `a query parameter name must be at most ${MAX_PAYMENT_QUERY_LENGTH} characters`,
      );
    }
    if (typeof value !== 'string') throw new HttpError(400, `query parameter '${name}' must be a string`);
    if (value.length > MAX_PAYMENT_QUERY_LENGTH) {
      throw new HttpError(
        400,
        `query parameter '${name}' must be at most ${MAX_PAYMENT_QUERY_LENGTH} characters`,
      );
    }
    query[name] = value;
  }
  return query;
}

function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, `${key} must be true or false`);
  return value;
}

/** A ProviderCheckoutInput body; 400 for a missing URL or a field of the wrong type or length. */
function optionsOf(body: JsonObject): ProviderOrderOptions {
  const url = (from: JsonObject, key: string, label = key) => {
    try {
      return requireString(from, key, { max: MAX_URL_LENGTH });
    } catch (thrown) {
      throw thrown instanceof HttpError
        ? new HttpError(thrown.status, thrown.error.replace(key, label))
        : thrown;
    }
  };
  const options: ProviderOrderOptions = {
    confirmationUrl: url(body, 'confirmationUrl'),
    termsUrl: url(body, 'termsUrl'),
    phoneMandatory: optionalBoolean(body, 'phoneMandatory') ?? false,
  };
  if (body.checkoutUrl !== undefined) options.checkoutUrl = url(body, 'checkoutUrl');
  const walley = optionalObject(body, 'walley', { maxDepth: 1, maxChars: 3 * MAX_URL_LENGTH });
  if (walley) {
    const preset = optionalBoolean(walley, 'businessCustomerPreset');
    options.walley = {
      merchantTermsUri: url(walley, 'merchantTermsUri', 'walley.merchantTermsUri'),
      redirectPageUri: url(walley, 'redirectPageUri', 'walley.redirectPageUri'),
      ...(preset === undefined ? {} : { businessCustomerPreset: preset }),
    };
  }
  const customer = customerPresetOf(body);
  if (customer) options.customer = customer;
  return options;
}

/**
 * The calls that start a payment, or move one on, first check the cart's company again
 * (orderingRightsCheck.ts): 403 when the user who chose it may no longer order for it.
 */
function startingPayment(request: Request): CheckoutContext {
  const context = checkoutFor(request);
  requireOrderingRights(context.cart.id);
  return context;
}

/** The provider of the path must be the one the checkout was started with. */
function requireCheckoutProvider(context: CheckoutContext, provider: PaymentProviderName): void {
  if (context.session.paymentProvider !== provider) {
    throw new HttpError(400, 'payment provider does not match the checkout', {
      details: `the checkout was started with ${context.session.paymentProvider}`,
    });
  }
}

/** A PaymentSession answer; Avarda's also sets the purchase-JWT cookie. */
function sessionAnswer(
  order: ProviderOrder,
  context: CheckoutContext,
  request: Request,
  status = 200,
): Response {
  const session = paymentSessionOf(order, context.cart, new URL(request.url).origin);
  const headers = new Headers();
  if (session.purchaseJwt) {
    headers.set(
      'set-cookie',
      `${AVARDA_JWT_COOKIE}=${session.purchaseJwt}; Max-Age=${AVARDA_JWT_MAX_AGE_S}; Path=/; SameSite=Lax`,
    );
  }
  return HttpResponse.json(session, { status, headers });
}

function openOrderOf(context: CheckoutContext, provider: PaymentProviderName): ProviderOrder {
  const order = openOrderOfCart(context.cart.id);
  if (!order || order.provider !== provider) {
    throw new HttpError(404, PROVIDER_ORDER_NOT_FOUND, {
      details: `no open ${provider} order for this cart`,
    });
  }
  return order;
}

function latestOf(context: CheckoutContext, provider: PaymentProviderName): ProviderOrder {
  const order = latestOrderOf(context.cart.id, provider);
  if (!order)
    throw new HttpError(404, PROVIDER_ORDER_NOT_FOUND, { details: `no ${provider} order for this cart` });
  return order;
}

function handlersOf(provider: PaymentProviderName): RequestHandler[] {
  const base = `*/shopper-${PROVIDER_SLUGS[provider]}`;
  const route = (resolver: Resolver) => guard('shopper', resolver);

  /** Opens the cart's order with this provider, or updates the open one (same publicToken). */
  const postCheckouts = route(async ({ request }) => {
    checkoutFor(request);
    const body = await readJson(request);
    const context = startingPayment(request); // after the last await
    requireCheckoutProvider(context, provider);
    const options = optionsOf(body);
    if (context.cart.items.length === 0) throw new HttpError(400, 'cart is empty');
    // A cart is paid once: a checkout opened again after its payment (the shopper's tab closed
    // before the confirmation, a second tab) must not take a second payment for it.
    const paid = paidOrderOfCart(context.cart.id);
    if (paid) {
      throw new HttpError(409, CART_ALREADY_PAID, {
        details: `the cart was paid with ${paid.provider} (${paid.reference})`,
      });
    }
    const before = openOrderOfCart(context.cart.id);
    const order = openOrUpdateOrder(context, provider, options);
    return sessionAnswer(order, context, request, order === before ? 200 : 201);
  });

  /** The shop resumes its widget with the open order: as much a payment start as opening it. */
  const getCheckouts = route(({ request }) => {
    const context = startingPayment(request);
    return sessionAnswer(openOrderOf(context, provider), context, request);
  });

  /** After a shipping or gift-card change: the order takes the checkout's gift cards again. */
  const syncCheckouts = route(({ request }) => {
    const context = startingPayment(request);
    requireCheckoutProvider(context, provider);
    const order = openOrderOf(context, provider);
    syncOrder(order, context);
    return sessionAnswer(order, context, request);
  });

  /**
   * The cart's latest order with this provider (open or completed), with the customer's addresses.
   * A query that names another order's reference finds none, as an unknown order would. A
   * card-checkout provider's backend answers it at /orders, a full checkout's at /payments. Adyen's
   * return from a redirect method carries a `redirectResult`, which the backend submits first, as to
   * Adyen's /payments/details (redirects/payments.ts): once, so a reload answers the order
   * as it is; one of no payment of this order → 422. Otherwise only reads.
   */
  const payments = route(async ({ request }) => {
    checkoutFor(request);
    const query = paymentQueryOf(await readJson(request));
    const context = checkoutFor(request); // after the last await
    const order = latestOf(context, provider);
    if (query.reference !== undefined && query.reference !== order.reference) {
      throw new HttpError(404, PROVIDER_ORDER_NOT_FOUND, {
        details: `no ${provider} order of this cart has the query's reference`,
      });
    }
    if (provider === 'Adyen' && query.redirectResult !== undefined) {
      submitRedirectResult(order.publicToken, query.redirectResult);
    } else if (provider === 'Adyen') {
      settleApprovedRedirects(order.publicToken);
    }
    return HttpResponse.json(providerPaymentOf(order, context.cart));
  });

  /** The merchant's check: the ordering rights (403), stock (404), then the fields an order needs (400). */
  const syncPayments = route(({ request }) => {
    const context = checkoutFor(request);
    const order = latestOf(context, provider);
    if (order.status === 'open') {
      requireOrderingRights(context.cart.id);
      const { items, totals } = orderState(order, context.cart);
      const check = checkAgainstStock({ ...order, lines: items });
      if (check.productVariantIDs.length > 0) {
        throw new HttpError(404, 'out of stock error', { productVariantIDs: check.productVariantIDs });
      }
      if (check.errors.length > 0) {
        // The shopper error body carries the requestId the app keeps with the errors.
        throw new HttpError(400, 'order validation failed', { errors: check.errors });
      }
      // Last, as the amount is what a sync of the order puts right.
      const changed = totalChangeOf(order, totals.grandTotal);
      if (changed) throw new HttpError(409, ORDER_TOTAL_CHANGED, { details: changed });
    }
    const result: PaymentSyncResult = { reference: order.reference, status: order.status };
    return HttpResponse.json(result);
  });

  return [
    http.post(`${base}/checkouts/sync`, syncCheckouts),
    http.post(`${base}/checkouts`, postCheckouts),
    http.get(`${base}/checkouts`, getCheckouts),
    http.post(`${base}/payments/sync`, syncPayments),
    http.post(`${base}/${CARD_CHECKOUT_PROVIDERS.includes(provider) ? 'orders' : 'payments'}`, payments),
    // Anything else under the provider's prefix (another kind of provider's call, a typo) is refused.
    http.all(
      `${base}/*`,
      route(() => {
        throw new HttpError(404, 'not found');
      }),
    ),
  ];
}

export const shopperProviderHandlers: RequestHandler[] = (
  Object.keys(PROVIDER_SLUGS) as PaymentProviderName[]
).flatMap(handlersOf);
