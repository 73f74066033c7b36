import type { Cart, SessionAttributes } from '../../contracts/types/shopper';
import type { PaymentProviderName } from '../../contracts/types/shopper-providers';

/** What a discount code does when added (see discountCodes.ts). */
export type DiscountRule =
  | { kind: 'percent'; basisPoints: number }
  /** Takes off `amountMinor` while the subtotal is at least `minSubTotalMinor` (same numbers in every currency). */
  | { kind: 'conditional'; minSubTotalMinor: number; amountMinor: number }
  | { kind: 'expired' }
  | { kind: 'inactive' };

/** Carts, the tokens of their sessions, discount codes and session attributes. */
export interface ShopperDb {
  carts: Map<string, Cart>;
  /** cart token → cart id */
  cartSessions: Map<string, string>;
  /** Upper-case code → rule. */
  discountCodes: Map<string, DiscountRule>;
  /** cart id → the company attributes PATCHed onto the session. */
  sessionAttributes: Map<string, SessionAttributes>;
  /** Upper-case country code → the payment providers its carts offer, set by POST /__mock/payment-providers. */
  paymentProviders: Map<string, readonly PaymentProviderName[]>;
}
