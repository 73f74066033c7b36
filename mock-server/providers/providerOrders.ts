import type { OrderAddress } from '../../contracts/types/shopper-providers';
import { checkAgainstStock } from '../checkout/checkoutState';
import { lenientAddressOf } from '../checkout/orderAddress';
import { orderingRightsError } from '../checkout/orderingRightsCheck';
import {
  cartOfOrder,
  orderByToken,
  orderState,
  providerOrderFields,
  requireOrder,
  snapshotOf,
  totalChangeOf,
} from '../checkout/providerOrderStore';
import type { ProviderOrder } from '../checkout/types';
import { db } from '../db';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import type { ProviderSessionView } from './types';

// In-process functions for the payment providers' own (mock) servers (handlers.ts, redirects/):
// what a provider's widget does to its order (the checkout's, checkout/providerOrderStore.ts) behind
// the shopper's back — reads it, fills in the customer, locks it while the shopper pays, completes
// (after the merchant's check) or aborts the purchase. All by publicToken.

/** The order as the provider's widget sees it: the wire of its session (types.ts). */
export type ProviderOrderView = ProviderSessionView;

function viewOf(order: ProviderOrder): ProviderOrderView | undefined {
  const cart = cartOfOrder(order);
  if (!cart) return undefined;
  const state = orderState(order, cart);
  return {
    ...providerOrderFields(order, state),
    publicToken: order.publicToken,
    locked: order.locked,
    phoneMandatory: order.options.phoneMandatory,
    languageCode: state.languageCode,
    ...(order.business ? { business: structuredClone(order.business) } : {}),
  };
}

/**
 * The order as the widget shows it: while open, the live cart's lines and totals with the gift cards
 * the order took at its last open/update/sync; once completed, the snapshot. Undefined when unknown.
 */
export function providerOrderView(publicToken: string): ProviderOrderView | undefined {
  const order = orderByToken(publicToken);
  return order && viewOf(order);
}

/**
 * The customer the shopper entered in the widget. Stored as given (the merchant check judges it
 * later), except that a business buyer's shipping address stays the one the shop's card chose;
 * unknown order → HttpError 404, an order that is not open → 409, an over-long field → 400.
 */
export function setProviderCustomer(
  publicToken: string,
  addresses: { billingAddress: OrderAddress; shippingAddress: OrderAddress },
): ProviderOrderView {
  const order = requireOrder(publicToken, { open: true });
  const billingAddress = lenientAddressOf('billingAddress', addresses.billingAddress);
  const shippingAddress = lenientAddressOf('shippingAddress', addresses.shippingAddress);
  order.billingAddress = billingAddress;
  order.shippingAddress = order.business ? { ...order.business.shippingAddress } : shippingAddress;
  const view = viewOf(order);
  if (!view) throw new HttpError(404, 'provider order not found');
  return view;
}

/** The widget locks the order while the shopper pays and unlocks it after; 404 unknown, 409 not open. */
export function setProviderLocked(publicToken: string, locked: boolean): void {
  requireOrder(publicToken, { open: true }).locked = locked;
}

export type PurchaseOutcome =
  | { status: 'completed'; reference: string }
  | { status: 'validation_failed'; productVariantIDs: string[]; errors: string[] };

/** Stock goes down by what the order took; never below 0. */
function takeStock(lines: { productVariantId: string; quantity: number }[]): void {
  const { stocks } = db().catalog;
  for (const line of lines) {
    stocks.set(line.productVariantId, Math.max(0, (stocks.get(line.productVariantId) ?? 0) - line.quantity));
  }
}

function spendGiftCards(payments: { code: string; amount: number }[]): void {
  const { giftCards } = db().checkout;
  for (const payment of payments) {
    const card = giftCards.get(payment.code);
    if (card) card.balance = Math.max(0, card.balance - payment.amount);
  }
}

/**
 * The shopper pays in the widget. Runs the merchant's check (stock, then the fields and a company
 * order's ordering rights, as payments/sync does); a failure changes nothing. On success the order
 * is completed: its lines, totals and gift cards are kept as a snapshot, the stock goes down and
 * the cards' balances are spent. The amount must be the one the provider holds and, when given, the
 * one the form showed. A completed order answers completed again and changes nothing. Unknown → HttpError 404;
 * an aborted order (replaced by another provider's) → 409.
 */
export function completePurchase(publicToken: string, shownAmount?: number): PurchaseOutcome {
  const known = requireOrder(publicToken);
  if (known.status === 'completed') return { status: 'completed', reference: known.reference };
  const order = requireOrder(publicToken, { open: true });
  const cart = cartOfOrder(order);
  if (!cart) throw new HttpError(404, 'provider order not found');
  const state = orderState(order, cart);
  const check = checkAgainstStock({ ...order, lines: state.items });
  // The rights may have gone since the widget opened: the merchant refuses before anything is paid.
  const rights = orderingRightsError(order.cartId);
  if (rights) check.errors.push(rights);
  // Never another amount than the one the provider holds and the form showed as the shopper paid
  // (a sync may have landed between the two): the merchant's check asks why.
  const changed = totalChangeOf(order, state.totals.grandTotal);
  if (changed) check.errors.push(`totals.grandTotal: ${changed}`);
  else if (shownAmount !== undefined && shownAmount !== state.totals.grandTotal) {
    check.errors.push(
      `totals.grandTotal: the order's total is ${state.totals.grandTotal}, the form showed ${shownAmount} (minor units)`,
    );
  }
  if (check.productVariantIDs.length > 0 || check.errors.length > 0) {
    return { status: 'validation_failed', ...check };
  }
  order.snapshot = snapshotOf(state, now());
  order.status = 'completed';
  order.locked = false;
  takeStock(state.items);
  spendGiftCards(state.payments);
  return { status: 'completed', reference: order.reference };
}

/**
 * The merchant's answer to Klarna's server-side `validation` callback when its check refuses the
 * purchase: a 303 to the checkout page the shop gave (`checkoutUrl`), with `paymentRefused` naming
 * the provider, where the checkout asks the check why. Null when the shop gave none (Klarna then asks
 * no validation URL, and the form says it could not complete the purchase).
 */
export function refusalLocationOf(publicToken: string): string | null {
  const order = requireOrder(publicToken);
  const checkoutUrl = order.options.checkoutUrl;
  if (!checkoutUrl) return null;
  const [address, fragment] = checkoutUrl.split('#', 2);
  const separator = address!.includes('?') ? '&' : '?';
  const refused = `${address}${separator}paymentRefused=${encodeURIComponent(order.provider)}`;
  return fragment === undefined ? refused : `${refused}#${fragment}`;
}

/**
 * The shopper aborted the payment in the widget: the order stays open (they may try again) and
 * unlocked; the attempt is counted. 404 unknown, 409 not open.
 */
export function abortPurchase(publicToken: string): void {
  const order = requireOrder(publicToken, { open: true });
  order.abortedAttempts += 1;
  order.locked = false;
}
