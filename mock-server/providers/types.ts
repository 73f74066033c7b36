import type {
  CartItem,
  CheckoutTotals,
  OrderAddress,
  PaymentProviderName,
} from '../../contracts/types/shopper-providers';
import type { ProviderBusinessBuyer } from '../checkout/types';

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
  | { status: 'declined'; reason: string }
  /**
   * Klarna: the merchant's server-side check (its validation URL) refused the purchase with a 303:
   * nothing was charged, and Klarna sends the shopper's page to `location`.
   */
  | { status: 'redirect'; location: string };

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

/**
 * An Adyen payment with a redirect method (Trustly), as Adyen and the method's page keep it: made by
 * …/payments, answered on the method's page, submitted once by the merchant's backend on the return.
 */
export interface RedirectPayment {
  /** The Adyen session whose payment it is. */
  sessionId: string;
  /** The order the session was made for. */
  publicToken: string;
  /** The payment on the method's page (`?payment=`): random, names nothing else. */
  paymentId: string;
  /** What the session charges (its amount), as the page shows it. */
  amount: { value: number; currency: string };
  language: 'sv' | 'en';
  /** Where the shopper goes back to: the session's returnUrl, absolute. */
  returnUrl: string;
  /** 'pending' until the shopper answers on the method's page. */
  verdict: 'pending' | 'approved' | 'cancelled';
  /**
   * Made when the shopper answers, and handed back on the return (`redirectResult`): random, mapped
   * back to the payment only through this store.
   */
  redirectResult: string | null;
  /** The merchant's backend submitted it (the order completed, or the attempt counted): it is spent. */
  submitted: boolean;
}

/**
 * The providers' slice, by Adyen session id: payments waiting for their 3-D Secure challenge, and
 * redirect payments (one each per session at most).
 */
export interface ProvidersDb {
  challenges: Map<string, ThreeDSChallenge>;
  redirects: Map<string, RedirectPayment>;
}
