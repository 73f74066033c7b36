// Checkout, payment providers, gift cards and the order backend's create-order (docs/rules.md#data-shapes).
import type { CartItem, CartTotals, SessionAttributes } from './shopper';

/**
 * The embedded payment providers, in the order the checkout prefers them
 * (docs/rules.md#payment-providers).
 */
export const PAYMENT_PROVIDERS = ['Adyen', 'QliroOne', 'Avarda', 'KlarnaCheckout', 'WalleyCheckout'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The card-checkout providers (docs/rules.md#confirmation): their backend reports a payment through
 * `POST /shopper-{provider}/orders`, the full checkouts' through `POST /shopper-{provider}/payments`.
 */
export const CARD_CHECKOUT_PROVIDERS: readonly PaymentProviderName[] = ['Adyen'];

/**
 * The path segment of a provider's shopper backend: `/shopper-{slug}/…`. The gift-card provider
 * ('retain24') and the shipping provider ('ingrid') use their names as they are.
 */
export const PROVIDER_SLUGS: Record<PaymentProviderName, string> = {
  Adyen: 'adyen',
  QliroOne: 'qliro',
  Avarda: 'avarda',
  KlarnaCheckout: 'klarna',
  WalleyCheckout: 'walley',
};

export interface Capabilities {
  paymentProviders: { name: string }[];
  giftCardProviders: { name: string }[];
  shippingProviders: { name: string }[];
}

/** POST /shopper/sessions/checkout/start, sent with the cart session's token. */
export interface StartCheckoutInput {
  paymentProvider: string;
  giftCardProvider?: string;
  shippingProvider?: string;
}

/** The checkout token (stored in the checkoutToken cookie, 2 days) and the checkout it opened. */
export interface StartCheckoutResult {
  token: string;
  checkout: Checkout;
}

/** A gift card on the checkout. The code is masked to its last four digits; the PIN never comes back. */
export interface AppliedGiftCard {
  /** '•••• 4444' */
  maskedCode: string;
  /** What the card pays of this order, minor units. */
  amount: number;
}

export interface CheckoutTotals extends CartTotals {
  /** What gift cards pay; grandTotal is already lowered by it. */
  giftCardTotal: number;
}

/** GET /shopper/sessions/checkout (checkout token). */
export interface Checkout {
  id: string;
  cartId: string;
  items: CartItem[];
  totals: CheckoutTotals;
  discountCodes: { code: string }[];
  giftCards: AppliedGiftCard[];
  currencyCode: string;
  countryCode: string;
  languageCode: string;
  isTaxIncludedInPrice: boolean;
  paymentProvider: string;
  giftCardProvider: string | null;
  shippingProvider: string | null;
  capabilities: Capabilities;
}

/**
 * POST /shopper-{provider}/checkouts: opens the provider's order for this checkout, or updates it
 * (same publicToken) when one is open for the cart already.
 */
export interface ProviderCheckoutInput {
  /** Where the provider sends the shopper after paying: /checkout/confirmation?provider=… */
  confirmationUrl: string;
  termsUrl: string;
  /** Klarna: the phone number is mandatory. */
  phoneMandatory?: boolean;
  /** Walley only (docs/rules.md#calls). */
  walley?: { merchantTermsUri: string; redirectPageUri: string; businessCustomerPreset?: boolean };
  /** What the shop already knows of the buyer, so the widget opens filled in. */
  customer?: CheckoutCustomerPreset;
}

/**
 * The signed-in buyer's details for the provider's order: a consumer's own, or for a business buyer
 * the addresses chosen on the customer information card with the contact person as the addressee.
 */
export interface CheckoutCustomerPreset {
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  /** Business buyers: the shipping address is the card's, not the widget's. */
  company?: { name: string; organisationNumber: string; reference: string };
}

export type ProviderOrderStatus = 'open' | 'completed' | 'aborted';

/** The payment session data: what the provider's widget needs to render (docs/rules.md#data-shapes). */
export interface PaymentSession {
  provider: PaymentProviderName;
  /** Stays the same while the provider's order for this cart is open: the widget is resumed, not re-created. */
  publicToken: string;
  order: {
    reference: string;
    status: ProviderOrderStatus;
    totalAmount: number;
    currencyCode: string;
  };
  /** Klarna and QliroOne: the HTML snippet to place in the container (it names the loader script). */
  htmlSnippet?: string;
  /** Avarda: the purchase JWT (also in the payment-provider JWT cookie, 1800 s). */
  purchaseJwt?: string;
  /** Adyen: the session for the Drop-in's sessions flow. */
  adyenSession?: { id: string; sessionData: string };
}

/** A person and an address as the providers report them and create-order takes them. */
export interface OrderAddress {
  givenName: string;
  familyName: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  telephoneNumber: string;
  email: string;
}

/**
 * POST /shopper-{provider}/payments (checkout token, the confirmation page's query as the body): the
 * provider order of this checkout, with what the shopper entered in the widget. Null without a
 * checkout token.
 */
export interface ProviderPayment {
  provider: PaymentProviderName;
  reference: string;
  status: ProviderOrderStatus;
  cartId: string;
  items: CartItem[];
  totals: CheckoutTotals;
  currencyCode: string;
  countryCode: string;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
}

/**
 * POST /shopper-{provider}/payments/sync (checkout token): the merchant's check of the provider order
 * (stock, the fields an order needs). Fails with the out-of-stock 404 (productVariantIDs) or a 400
 * whose `errors` are 'path: message' strings; otherwise the order's state.
 */
export interface PaymentSyncResult {
  reference: string;
  status: ProviderOrderStatus;
}

/**
 * The order create-order is asked to record (docs/rules.md#confirmation: its payload is the
 * `order`): the payment as the provider's backend reported it to the confirmation page.
 */
export interface OrderInput {
  provider: PaymentProviderName;
  reference: string;
  items: CartItem[];
  totals: CheckoutTotals;
  currencyCode: string;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
}

/**
 * POST /api/orders/create-order/'s body: records a paid order, idempotent by reference. It goes with
 * the checkout token as `Authorization: Bearer`, which proves the caller holds that checkout, and
 * the signed-in buyer's access token, if any, in USER_TOKEN_HEADER. The order backend takes the
 * provider and reference to find the provider order, and records lines, totals and addresses from
 * that order, not from the browser's copy.
 */
export interface CreateOrderInput {
  order: OrderInput;
}

export type OrderStatusName =
  | 'PLACED'
  | 'RELEASED'
  | 'PARTIALLY_DELIVERED'
  | 'FULLY_DELIVERED'
  | 'PARTIALLY_COMPENSATED'
  | 'FULLY_COMPENSATED'
  | 'CANCELLED';

export interface Order {
  id: string;
  reference: string;
  /** ISO date-time */
  date: string;
  status: { orderStates: OrderStatusName[]; customStates: { id: string }[] };
  provider: PaymentProviderName;
  cartId: string;
  items: CartItem[];
  totals: CheckoutTotals;
  currencyCode: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  email: string;
  /** The signed-in buyer who placed it, if any. */
  userId: string | null;
  /**
   * merchantReference1 and company: the company the order was placed for (the session's attributes
   * when it was paid); merchantReference2 marks a 'provorder'.
   */
  attributes: {
    merchantReference1?: string;
    merchantReference2?: string;
    company?: SessionAttributes['company'];
    /** The contact person's user id, when a company order was placed for someone. */
    contactId?: string;
  };
}

/** create-order's answer (in the proxy envelope); `created` is false when the reference was recorded before. */
export interface CreateOrderResult {
  order: Order;
  created: boolean;
}
