import type { AppliedGiftCard } from '../../contracts/types/shopper';
import type {
  CartItem,
  CheckoutCustomerPreset,
  CheckoutTotals,
  OrderAddress,
  PaymentProviderName,
  ProviderCheckoutInput,
  ProviderOrderStatus,
} from '../../contracts/types/shopper-providers';

/** A gift card of the gift-card provider (retain24). Balances are minor units of its currency. */
export interface GiftCardRecord {
  /** Digits only, spaces removed. */
  code: string;
  pin: string;
  balance: number;
  currencyCode: string;
}

/** Wrong-PIN attempts on one card, by one shopper or by everyone (see giftCardThrottle.ts). */
export interface PinAttempts {
  /** Mock-clock times of the wrong PINs within the window. */
  failures: number[];
  /** 0 when not locked. */
  lockedUntil: number;
}

/** A gift card as a checkout session or a provider order holds it: the full code, never sent out. */
export interface HeldGiftCard {
  code: string;
}

/** POST /shopper/sessions/checkout/start made one; its token is the map key. */
export interface CheckoutSession {
  id: string;
  cartId: string;
  paymentProvider: PaymentProviderName;
  giftCardProvider: string | null;
  shippingProvider: string | null;
  /** In the order they were applied; each pays what is left after the ones before it. */
  giftCards: HeldGiftCard[];
}

/** What the provider order was opened or last updated with (POST /shopper-{slug}/checkouts). */
export interface ProviderOrderOptions {
  phoneMandatory: boolean;
  confirmationUrl: string;
  termsUrl: string;
  walley?: ProviderCheckoutInput['walley'];
  /** Klarna: where the merchant's server-side check sends the shopper back when it refuses a purchase. */
  checkoutUrl?: string;
  /** What the shop knows of the buyer (customerPreset.ts applies it to the order). */
  customer?: CheckoutCustomerPreset;
}

/** The order, as it was when the purchase completed; later cart changes do not touch it. */
export interface ProviderOrderSnapshot {
  items: CartItem[];
  totals: CheckoutTotals;
  giftCards: AppliedGiftCard[];
  /** What each card paid, by full code (spent from the balances at completion). */
  giftCardPayments: { code: string; amount: number }[];
  currencyCode: string;
  countryCode: string;
  languageCode: string;
  completedAt: number;
}

/** The business part of the shop's buyer preset (ProviderCheckoutInput.customer with a company). */
export interface ProviderBusinessBuyer {
  name: string;
  organisationNumber: string;
  /** The contact person the order is placed for. */
  reference: string;
  /** The address chosen on the shop's customer information card. */
  shippingAddress: OrderAddress;
}

/** A payment provider's order for a cart (the widget's server side). */
export interface ProviderOrder {
  provider: PaymentProviderName;
  publicToken: string;
  /** 'PF-100123' */
  reference: string;
  cartId: string;
  /** The checkout session that last opened, updated or synced it. */
  checkoutSessionId: string;
  status: ProviderOrderStatus;
  locked: boolean;
  /** Payment attempts the shopper aborted in the widget (the order stays open). */
  abortedAttempts: number;
  options: ProviderOrderOptions;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  /** A business buyer's company, reference and fixed shipping address; null for a consumer. */
  business: ProviderBusinessBuyer | null;
  /** The checkout session's gift cards as of the last open, update or sync. */
  giftCards: HeldGiftCard[];
  /**
   * The amount the provider holds: the grand total as of the last open, update or sync, which the
   * form shows. The provider charges it only while it is still the order's total.
   */
  amount: number;
  /** Adyen: the session ids the merchant was given for this order (each total its own), newest last. */
  adyenSessionIds: string[];
  snapshot: ProviderOrderSnapshot | null;
  createdAt: number;
}

export interface CheckoutDb {
  /** checkout token → session */
  sessions: Map<string, CheckoutSession>;
  /** code → card */
  giftCards: Map<string, GiftCardRecord>;
  /** a card's, or a card's by one cart's, wrong-PIN attempts (keys: giftCardThrottle.ts) */
  pinAttempts: Map<string, PinAttempts>;
  /** publicToken → provider order, oldest first */
  providerOrders: Map<string, ProviderOrder>;
  /** reference → publicToken */
  providerOrderReferences: Map<string, string>;
  /** The number of the next reference (PF-{n}). */
  nextReference: number;
}
