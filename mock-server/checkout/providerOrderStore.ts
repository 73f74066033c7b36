import type { Cart } from '../../contracts/types/shopper';
import type {
  OrderAddress,
  PaymentProviderName,
  ProviderPayment,
} from '../../contracts/types/shopper-providers';
import { db } from '../db';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import { newToken } from '../kit/ids';
import { liveOrder, type CheckoutContext, type LiveOrder } from './checkoutState';
import { applyCustomerPreset } from './customerPreset';
import type { ProviderOrder, ProviderOrderOptions, ProviderOrderSnapshot } from './types';

// The provider orders: one open order per cart at a time, resumed (same publicToken and reference)
// while it is open; what the providers' shopper backends (providers/shopperProviderHandlers.ts) and
// the in-process functions of the providers' servers (providers/providerOrders.ts) share.

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

/** The fields every view of a provider order shows. */
export type ProviderOrderFields = Pick<
  ProviderPayment,
  | 'provider'
  | 'reference'
  | 'status'
  | 'items'
  | 'totals'
  | 'currencyCode'
  | 'countryCode'
  | 'billingAddress'
  | 'shippingAddress'
>;

/**
 * What every view of a provider order shows, built here only: the shop's backend's payment
 * (providerPaymentOf) and the widget's view at its provider's server (providers/providerOrders.ts)
 * each add their own fields to it. `state` is orderState(order, cart).
 */
export function providerOrderFields(order: ProviderOrder, state: OrderState): ProviderOrderFields {
  return {
    provider: order.provider,
    reference: order.reference,
    status: order.status,
    items: state.items,
    totals: state.totals,
    currencyCode: state.currencyCode,
    countryCode: state.countryCode,
    billingAddress: copyAddress(order.billingAddress),
    shippingAddress: copyAddress(order.shippingAddress),
  };
}

/** The completed order's lines, totals and gift cards, kept as orderState reads them back. */
export function snapshotOf(state: OrderState, completedAt: number): ProviderOrderSnapshot {
  return {
    items: state.items,
    totals: state.totals,
    giftCards: state.giftCards,
    giftCardPayments: state.payments,
    currencyCode: state.currencyCode,
    countryCode: state.countryCode,
    languageCode: state.languageCode,
    completedAt,
  };
}

/** POST /shopper-{slug}/payments: the order with what the shopper entered in the widget. */
export function providerPaymentOf(order: ProviderOrder, cart: Cart): ProviderPayment {
  return { ...providerOrderFields(order, orderState(order, cart)), cartId: order.cartId };
}
