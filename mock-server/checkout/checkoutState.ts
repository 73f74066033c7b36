import type {
  AppliedGiftCard,
  Cart,
  CartItem,
  Checkout,
  CheckoutTotals,
} from '../../contracts/types/shopper';
import type { OrderAddress } from '../../contracts/types/shopper-providers';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { HttpError } from '../kit/guard';
import { markets, storeGroupByRef } from '../kit/lookups';
import { appliedGiftCards, giftCardPayments, totalsWithGiftCards, type CardPayment } from './giftCardRules';
import { merchantCheck, type MerchantCheckResult } from './orderChecks';
import type { CheckoutSession, HeldGiftCard } from './types';

// The checkout as the shopper backend computes it: always from the live cart and the live balances
// of the gift cards, so a cart change shows at once.

export const INVALID_CHECKOUT_TOKEN = 'invalid checkout token';

export interface CheckoutContext {
  token: string;
  session: CheckoutSession;
  cart: Cart;
}

/**
 * The checkout session of the Authorization header's token (Bearer or bare) and its live cart.
 * No token → 401 'missing token'; a token that is not a checkout token (a cart token too) → 401.
 * Like cartFor(), a handler that awaits calls it again after the last await.
 */
export function checkoutFor(request: Request): CheckoutContext {
  const token = bearerToken(request) ?? request.headers.get('authorization')?.trim();
  if (!token) throw new HttpError(401, 'missing token');
  const session = db().checkout.sessions.get(token);
  const cart = session && db().shopper.carts.get(session.cartId);
  if (!session || !cart) throw new HttpError(401, INVALID_CHECKOUT_TOKEN);
  return { token, session, cart };
}

/** The cards with their live balances (a card that has gone counts as empty). */
function withBalances(cards: HeldGiftCard[]): { code: string; balance: number }[] {
  const { giftCards } = db().checkout;
  return cards.map((card) => ({ code: card.code, balance: giftCards.get(card.code)?.balance ?? 0 }));
}

export interface LiveOrder {
  items: CartItem[];
  totals: CheckoutTotals;
  giftCards: AppliedGiftCard[];
  payments: CardPayment[];
}

/** The cart's lines and totals with these gift cards paying their part. */
export function liveOrder(cart: Cart, cards: HeldGiftCard[]): LiveOrder {
  const payments = giftCardPayments(cart.totals.grandTotal, withBalances(cards));
  return {
    items: structuredClone(cart.items),
    totals: totalsWithGiftCards(cart.totals, payments),
    giftCards: appliedGiftCards(payments),
    payments,
  };
}

export function pricesIncludeTax(cart: Cart): boolean {
  return storeGroupByRef(cart.storeGroupId)?.pricesIncludeTax ?? true;
}

/** GET /shopper/sessions/checkout's answer. */
export function checkoutOf(session: CheckoutSession, cart: Cart): Checkout {
  const live = liveOrder(cart, session.giftCards);
  return {
    id: session.id,
    cartId: cart.id,
    items: live.items,
    totals: live.totals,
    discountCodes: structuredClone(cart.discountCodes),
    giftCards: live.giftCards,
    currencyCode: cart.currencyCode,
    countryCode: cart.countryCode,
    languageCode: cart.languageCode,
    isTaxIncludedInPrice: pricesIncludeTax(cart),
    paymentProvider: session.paymentProvider,
    giftCardProvider: session.giftCardProvider,
    shippingProvider: session.shippingProvider,
    capabilities: structuredClone(cart.capabilities),
  };
}

/** The countries of the markets: the only ones an order address may name. */
export function marketCountries(): ReadonlySet<string> {
  return new Set(markets().map((market) => market.country));
}

/** The merchant's check against the current stock (orderChecks.ts). */
export function checkAgainstStock(order: {
  lines: { productVariantId: string; quantity: number }[];
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  options: { phoneMandatory: boolean };
}): MerchantCheckResult {
  const { stocks } = db().catalog;
  return merchantCheck(order, (id) => stocks.get(id) ?? 0, marketCountries(), {
    phoneRequired: order.options.phoneMandatory,
  });
}
