import type { Cart } from '../../contracts/types/shopper';
import type {
  OrderAddress,
  PaymentProviderName,
  PaymentSession,
  ProviderPayment,
} from '../../contracts/types/shopper-providers';
import { PROVIDER_SLUGS } from './providerNames';
import { db } from '../db';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import { newToken } from '../kit/ids';
import { liveOrder, type CheckoutContext, type LiveOrder } from './checkoutState';
import { applyCustomerPreset } from './customerPreset';
import { avardaPurchaseJwt, SHOP_CHECKOUT_SETUP } from '../providers/avarda/purchase';
import { klarnaSnippet } from '../providers/klarna/snippet';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { qliroSnippet } from '../providers/qliro/snippet';
import type { ProviderOrder, ProviderOrderOptions } from './types';

const ALPHA3: Readonly<Record<string, string>> = { SE: 'swe', NO: 'nor', FI: 'fin', DK: 'dnk' };
const alpha3 = (country: string) => ALPHA3[country.toUpperCase()] ?? country.toLowerCase();

// The provider orders: one open order per cart at a time, resumed (same publicToken and reference)
// while it is open; what the handlers and the in-process functions of providerOrders.ts share.

export const PROVIDER_ORDER_NOT_FOUND = 'provider order not found';
export const PROVIDER_ORDER_NOT_OPEN = 'provider order is not open';
export const CART_ALREADY_PAID = 'cart already paid';

export function orderByToken(publicToken: string): ProviderOrder | undefined {
  return db().checkout.providerOrders.get(publicToken);
}

export function orderByReference(reference: string): ProviderOrder | undefined {
  const token = db().checkout.providerOrderReferences.get(reference);
  return token === undefined ? undefined : orderByToken(token);
}

/** The order or 404; with `open`, a completed or aborted order → 409. */
export function requireOrder(publicToken: string, { open = false } = {}): ProviderOrder {
  const order = orderByToken(publicToken);
  if (!order) throw new HttpError(404, PROVIDER_ORDER_NOT_FOUND);
  if (open && order.status !== 'open') {
    throw new HttpError(409, PROVIDER_ORDER_NOT_OPEN, { details: `the order is ${order.status}` });
  }
  return order;
}

export function cartOfOrder(order: ProviderOrder): Cart | undefined {
  return db().shopper.carts.get(order.cartId);
}

/** The cart's open provider order, of whichever provider. */
export function openOrderOfCart(cartId: string): ProviderOrder | undefined {
  return [...db().checkout.providerOrders.values()].find(
    (order) => order.cartId === cartId && order.status === 'open',
  );
}

/** The cart's completed order, of whichever provider: the cart is paid. */
export function paidOrderOfCart(cartId: string): ProviderOrder | undefined {
  return [...db().checkout.providerOrders.values()].find(
    (order) => order.cartId === cartId && order.status === 'completed',
  );
}

/** The cart's most recent order with this provider, open or completed. */
export function latestOrderOf(cartId: string, provider: PaymentProviderName): ProviderOrder | undefined {
  return [...db().checkout.providerOrders.values()]
    .filter((order) => order.cartId === cartId && order.provider === provider && order.status !== 'aborted')
    .at(-1);
}

function nextReference(): string {
  const slice = db().checkout;
  const reference = `PF-${slice.nextReference}`;
  slice.nextReference += 1;
  return reference;
}

/**
 * Opens the provider's order for the checkout's cart, or updates the open one: same publicToken and
 * reference, the new options, the checkout session's gift cards and the buyer preset
 * (customerPreset.ts). An open order of another provider (the shopper started a checkout with a
 * different provider) is aborted and a new one opened.
 */
export function openOrUpdateOrder(
  { session, cart }: CheckoutContext,
  provider: PaymentProviderName,
  options: ProviderOrderOptions,
): ProviderOrder {
  const open = openOrderOfCart(cart.id);
  if (open && open.provider === provider) {
    open.options = options;
    open.checkoutSessionId = session.id;
    open.giftCards = structuredClone(session.giftCards);
    open.amount = liveOrder(cart, open.giftCards).totals.grandTotal;
    applyCustomerPreset(open, options.customer);
    return open;
  }
  if (open) open.status = 'aborted';
  const order: ProviderOrder = {
    provider,
    publicToken: newToken(),
    reference: nextReference(),
    cartId: cart.id,
    checkoutSessionId: session.id,
    status: 'open',
    locked: false,
    abortedAttempts: 0,
    options,
    billingAddress: null,
    shippingAddress: null,
    business: null,
    giftCards: structuredClone(session.giftCards),
    amount: liveOrder(cart, session.giftCards).totals.grandTotal,
    adyenSessionIds: [],
    snapshot: null,
    createdAt: now(),
  };
  applyCustomerPreset(order, options.customer);
  const slice = db().checkout;
  slice.providerOrders.set(order.publicToken, order);
  slice.providerOrderReferences.set(order.reference, order.publicToken);
  return order;
}

/** Takes the checkout session's gift cards again, and the total they leave as the amount to charge. */
export function syncOrder(order: ProviderOrder, { session, cart }: CheckoutContext): void {
  order.checkoutSessionId = session.id;
  order.giftCards = structuredClone(session.giftCards);
  order.amount = liveOrder(cart, order.giftCards).totals.grandTotal;
}

export const ORDER_TOTAL_CHANGED = 'order total changed';

/**
 * The merchant's check of the amount: an open order whose total is no longer the amount the
 * provider holds (and the form shows) — a shared gift card spent elsewhere, a price or a line
 * changed without a sync — must not be charged. Null when it may be.
 */
export function totalChangeOf(order: ProviderOrder, total: number): string | null {
  if (order.status !== 'open' || total === order.amount) return null;
  return `the order's total is ${total}, the provider holds ${order.amount} (minor units)`;
}

export interface OrderState extends LiveOrder {
  currencyCode: string;
  countryCode: string;
  languageCode: string;
}

/** The order's lines and totals: the snapshot once completed, else live from the cart and its cards. */
export function orderState(order: ProviderOrder, cart: Cart): OrderState {
  if (order.snapshot) {
    const { snapshot } = order;
    return {
      items: structuredClone(snapshot.items),
      totals: { ...snapshot.totals },
      giftCards: structuredClone(snapshot.giftCards),
      payments: structuredClone(snapshot.giftCardPayments),
      currencyCode: snapshot.currencyCode,
      countryCode: snapshot.countryCode,
      languageCode: snapshot.languageCode,
    };
  }
  return {
    ...liveOrder(cart, order.giftCards),
    currencyCode: cart.currencyCode,
    countryCode: cart.countryCode,
    languageCode: cart.languageCode,
  };
}

const copyAddress = (address: OrderAddress | null) => (address ? { ...address } : null);

/** Base64 of JSON: what the Drop-in hands back to the provider unread. */
function opaque(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

/**
 * POST/GET /shopper-{slug}/checkouts: what the widget needs. The providers' scripts and servers are at
 * /mock-providers/{slug} on their look-alike hosts, seen from a shop at `shopOrigin`.
 */
export function paymentSessionOf(order: ProviderOrder, cart: Cart, shopOrigin: string): PaymentSession {
  const state = orderState(order, cart);
  const providerBase = (slug: 'klarna' | 'qliro') =>
    `${mockProviderOrigin(shopOrigin, slug)}/mock-providers/${slug}`;
  const session: PaymentSession = {
    provider: order.provider,
    publicToken: order.publicToken,
    order: {
      reference: order.reference,
      status: order.status,
      totalAmount: state.totals.grandTotal,
      currencyCode: state.currencyCode,
    },
  };
  switch (order.provider) {
    case 'KlarnaCheckout':
      session.htmlSnippet = klarnaSnippet({
        orderUrl: `${providerBase('klarna')}/api/sessions/${order.publicToken}`,
        locale: `${state.languageCode.toLowerCase()}-${state.countryCode.toUpperCase()}`,
        purchaseCountry: alpha3(state.countryCode),
        purchaseCurrency: state.currencyCode,
        termsUrl: order.options.termsUrl,
        bootstrapSrc: `${providerBase('klarna')}/kco.js`,
      });
      break;
    case 'QliroOne':
      session.htmlSnippet = qliroSnippet({
        orderId: order.reference,
        token: order.publicToken,
        country: state.countryCode.toUpperCase(),
        language: `${state.languageCode.toLowerCase()}-${state.countryCode.toLowerCase()}`,
        merchantConfirmationUrl: order.options.confirmationUrl,
        merchantTermsUrl: order.options.termsUrl,
        webAppBaseUrl: `${providerBase('qliro')}/`,
      });
      break;
    case 'Avarda':
      session.purchaseJwt = avardaPurchaseJwt({
        purchaseId: order.publicToken,
        checkoutSetup: SHOP_CHECKOUT_SETUP,
      });
      break;
    case 'Adyen': {
      // Adyen fixes the amount in a session: a new total is a new session, with an id of its own as
      // POST /sessions would make, which names the order for the mock's Adyen server
      // (providers/adyen/types.ts, AdyenSessionId). The same total gives the same session again.
      const amount = { value: state.totals.grandTotal, currency: state.currencyCode };
      const id = `CS${amount.value}${amount.currency}.${order.publicToken}`;
      issueAdyenSession(order, id);
      session.adyenSession = { id, sessionData: opaque({ id, reference: order.reference, amount }) };
      break;
    }
    case 'WalleyCheckout':
      break;
  }
  return session;
}

/** The session ids an order keeps: one per total it had, as many as a checkout plausibly sees. */
export const MAX_ADYEN_SESSIONS_PER_ORDER = 20;

/** Adyen's POST /sessions, as the merchant's backend calls it: the id is now one Adyen knows. */
function issueAdyenSession(order: ProviderOrder, id: string): void {
  const ids = order.adyenSessionIds.filter((known) => known !== id);
  ids.push(id);
  order.adyenSessionIds = ids.slice(-MAX_ADYEN_SESSIONS_PER_ORDER);
}

/** Whether Adyen made this session for the merchant (an id of the right shape is not enough). */
export function isIssuedAdyenSession(order: ProviderOrder, id: string): boolean {
  return order.adyenSessionIds.includes(id);
}

/** POST /shopper-{slug}/payments: the order with what the shopper entered in the widget. */
export function providerPaymentOf(order: ProviderOrder, cart: Cart): ProviderPayment {
  const state = orderState(order, cart);
  return {
    provider: order.provider,
    reference: order.reference,
    status: order.status,
    cartId: order.cartId,
    items: state.items,
    totals: state.totals,
    currencyCode: state.currencyCode,
    countryCode: state.countryCode,
    billingAddress: copyAddress(order.billingAddress),
    shippingAddress: copyAddress(order.shippingAddress),
  };
}

/** The provider of a path slug ('klarna' → KlarnaCheckout). */
export function providerOfSlug(slug: string): PaymentProviderName | undefined {
  return (Object.keys(PROVIDER_SLUGS) as PaymentProviderName[]).find((name) => PROVIDER_SLUGS[name] === slug);
}
