import type {
  CartItem,
  CheckoutTotals,
  OrderAddress,
  PaymentProviderName,
} from '../../contracts/types/shopper-providers';

// The wire of the mock providers' own servers (/mock-providers/{slug}/api/…), which their widget
// scripts call from the shopper's browser. The scripts import these as types only.

/** GET /mock-providers/{slug}/api/sessions/{publicToken}: what the widget renders. */
export interface ProviderSessionView {
  provider: PaymentProviderName;
  publicToken: string;
  reference: string;
  status: 'open' | 'completed' | 'aborted';
  /** The merchant suspended the widget (it updates the order): purchases are refused (409). */
  locked: boolean;
  phoneMandatory: boolean;
  languageCode: string;
  countryCode: string;
  currencyCode: string;
  items: CartItem[];
  totals: CheckoutTotals;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  /** A business buyer's order: shown above the form; the widget does not change its shipping address. */
  business?: ProviderBusinessBuyer;
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

/** POST …/sessions/{publicToken}/customer */
export interface ProviderCustomerInput {
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
}

/**
 * POST …/sessions/{publicToken}/purchase (not Adyen's: its orders are paid through its session
 * endpoints). An order without the details the form requires gets none of these: 422 (shopperDetails.ts).
 */
export type ProviderPurchaseAnswer =
  | { status: 'completed'; reference: string }
  | { status: 'validation_failed'; productVariantIDs: string[]; errors: string[] }
  /** The provider's own risk check said no (billing e-mail `declined@…`): the order is aborted. */
  | { status: 'declined'; reason: string };

/** An Adyen payment's 3-D Secure challenge, as the card issuer and Adyen keep it. */
export interface ThreeDSChallenge {
  /** The Adyen session whose payment it is. */
  sessionId: string;
  threeDSServerTransID: string;
  /** The page the Drop-in runs on, which the notification page answers. */
  shopOrigin: string;
  language: 'sv' | 'en';
  /** 'pending' until the shopper answers the issuer: 'Y' passed, 'N' failed. */
  transStatus: 'pending' | 'Y' | 'N';
}

/** The providers' slice: Adyen payments waiting for their 3-D Secure challenge, by Adyen session id. */
export interface ProvidersDb {
  challenges: Map<string, ThreeDSChallenge>;
}
