import type { PaymentProviderName, PaymentSession } from '../../api/types/checkout';

/** What the checkout hears from a provider's widget (docs/rules.md#payment-providers), as plain data. */
export type PaymentEvent =
  | { type: 'purchaseCompleted'; reference: string | null }
  | { type: 'customerUpdated'; email?: string; postalCode?: string }
  | { type: 'locked' }
  | { type: 'unlocked' }
  | { type: 'resumed' }
  | { type: 'shippingUpdated' }
  | { type: 'crmUpdated' }
  | { type: 'orderValidationFailed'; message: string | null }
  | { type: 'paymentAborted'; message: string | null }
  /**
   * The provider cannot complete this order at all (Klarna's can_not_complete_order: its risk check
   * refused the credit the shopper's only options need): the shop offers another way to pay.
   */
  | { type: 'anotherWayNeeded' }
  /** The provider's session ran out: the checkout opens the payment again. */
  | { type: 'sessionExpired' }
  /** The form still shows another total than the shop's after reading the order again: it stays held. */
  | { type: 'totalsMismatch' }
  /**
   * The shopper pressed pay and the provider waits for the merchant's check before it charges
   * (Avarda's beforeSubmitCallback, Klarna's validation_callback): the checkout answers with
   * `answerPurchase`.
   */
  | { type: 'purchaseRequested' };

export type PaymentEventType = PaymentEvent['type'];

/** Where and how a widget renders. */
export interface WidgetContext {
  /** The id of the element the widget renders into; the checkout page owns it. */
  containerId: string;
  languageCode: string;
  countryCode: string;
  /** Where a redirecting provider sends the shopper after paying. */
  confirmationUrl: string;
  /** The checkout page, where a provider that returns to the merchant mid-payment re-embeds. */
  checkoutUrl: string;
}

/**
 * One provider's widget, driven through the provider's own client API. The loader script is
 * injected once per page; mounting the same public token into the same element again resumes the
 * widget instead of creating a second one (React's StrictMode mounts effects twice).
 */
export interface PaymentWidget {
  mount(session: PaymentSession, context: WidgetContext): Promise<void>;
  /** Freezes the form before a change to the order (suspend or lock, as the provider calls it). */
  suspend(): void;
  /** Shows the updated order and lets the shopper go on; the session's public token is unchanged. */
  resume(session: PaymentSession): void;
  /** Listens to the widget's events until the returned function is called. */
  subscribe(listener: (event: PaymentEvent) => void): () => void;
  /** The merchant's answer to a `purchaseRequested`: charge, or not (a provider that asks). */
  answerPurchase?(allowed: boolean): void;
}

export type PaymentWidgets = Record<PaymentProviderName, PaymentWidget>;

/** The loader scripts and keys of the providers that are not loaded from an HTML snippet. */
export interface PaymentWidgetOptions {
  scripts: { Adyen: string; Avarda: string; WalleyCheckout: string };
  adyenClientKey: string;
  adyenEnvironment: string;
}
