import type { OrderAddress } from '../../../contracts/types/shopper-providers';
import type { ProviderSessionView } from '../types';

// What the look-alikes' browser code shares: the widget a provider's script mounts with the kit
// (kit.ts), the hooks it reports to, and the shopper's address and card as the form (frame/) takes
// them. Types only, so the kit, the channel and the form each import them without importing each other.

/** The languages the look-alikes speak. */
export type WidgetLanguage = 'sv' | 'en';

export interface WidgetTheme {
  /** Shown as the widget's heading. */
  name: string;
  /** Button colour, and its text colour (contrast at least 4.5:1). */
  accent: string;
  accentText: string;
}

/** What the shopper typed; the address the widget sends as billing and shipping address. */
export type WidgetAddress = OrderAddress;

/** A card as the shopper typed it (the expiry as typed, 'MM/YY'). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/**
 * What a card payment's step came to, as the form shows it. The provider's script makes the calls and
 * tells the merchant: `report` runs once the form shows the outcome.
 */
export interface CardOutcome {
  /** 'redirecting': the shopper goes on to the payment method's own site (`report` takes the page there). */
  step: 'authorised' | 'refused' | 'failed' | 'redirecting';
  /** 'refused': by the card issuer's 3-D Secure challenge. */
  challengeFailed?: boolean;
  /** 'failed': the HTTP status (null without an answer) and the server's error text. */
  status?: number | null;
  error?: string;
  report?(): void;
}

/**
 * Adyen: the card fields, and the provider's payment calls behind the pay button (a 3-D Secure
 * challenge runs on the shop's page, in the issuer's frame, before pay settles).
 */
export interface CardFlow {
  holderName: boolean;
  /** Pays with the card; null when nothing is left to pay (gift cards paid it all). */
  pay(card: CardDetails | null): Promise<CardOutcome>;
  /** Methods offered beside the card that pay on their own site (Adyen's Trustly), by type and name. */
  redirectMethods?: RedirectMethod[];
  /** Pays with one of those: the shopper is sent to its site and comes back to the shop's return page. */
  payByRedirect?(type: string): Promise<CardOutcome>;
}

export interface RedirectMethod {
  type: string;
  name: string;
}

/** Where a widget's provider API meets the form; every hook is optional. */
export interface WidgetHooks {
  /** After the first render of a token's order. */
  loaded?(view: ProviderSessionView, address: WidgetAddress): void;
  /** The customer POST went through (debounced after a field change). */
  customerUpdated?(address: WidgetAddress, view: ProviderSessionView): void;
  /** …and the postal code is not blank and differs from the last one the provider had. */
  shippingUpdated?(address: WidgetAddress, view: ProviderSessionView): void;
  /** After resume() or refresh() re-rendered lines and totals. */
  orderUpdated?(view: ProviderSessionView, previous: ProviderSessionView | null): void;
  paymentStarted?(): void;
  /** Once per payment that paymentStarted began: how it ended. */
  paymentEnded?(
    result: { status: 'completed'; reference: string } | { status: 'failed' | 'declined' | 'refused' },
  ): void;
  completed?(reference: string, view: ProviderSessionView | null): void;
  validationFailed?(failure: {
    title: string;
    message: string;
    errors: string[];
    productVariantIDs: string[];
  }): void;
  declined?(reason: string): void;
  /**
   * Klarna: the merchant's server-side check refused the purchase (its validation URL answered 303):
   * the provider takes the shop's page to `location`; nothing was charged.
   */
  merchantRedirect?(location: string): void;
  networkError?(message: string): void;
  /** The provider does not know the token (any more). */
  expired?(): void;
  newsletterChanged?(checked: boolean): void;
  rememberMeChanged?(on: boolean): void;
  deauthenticating?(): void;
  /** Avarda: the purchase waits until proceed() or abort() is called. */
  beforeSubmit?(
    address: WidgetAddress,
    extras: { newsletter: boolean; rememberMe: boolean },
    proceed: () => void,
    abort: () => void,
  ): void;
}

export interface MountOptions {
  container: HTMLElement;
  token: string;
  title: string;
  theme: WidgetTheme;
  /** The client's own language option ('sv-SE', 'en-US' …); else the order's languageCode. */
  language?: string | null;
  phoneMandatory?: boolean;
  newsletter?: 'checked' | 'unchecked' | 'hidden';
  rememberMe?: boolean;
  b2bLink?: boolean;
  /** Offer "Not you?" when the form opens with the provider's saved details. */
  notYou?: boolean;
  /** Focus the first field once rendered. */
  autofocus?: boolean;
  /** Adyen: card fields and the card payment flow instead of the plain purchase. */
  card?: CardFlow | null;
  /** 'pay' labels the button with the amount ('Betala 479,20 kr'). */
  payLabel?: 'complete' | 'pay';
  showPayButton?: boolean;
  hooks: WidgetHooks;
}

export interface Widget {
  readonly token: string;
  readonly container: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  /** The order as the form last showed it. */
  view(): ProviderSessionView | null;
  /** The first load: the view, or null when it failed. */
  ready: Promise<ProviderSessionView | null>;
  /** Disables the form behind an "Updating…" overlay and locks the order at the provider. */
  suspend(): void;
  /** Unlocks, reads the order again (another token's when given) and re-renders, keeping what was typed. */
  resume(token?: string): Promise<ProviderSessionView | null>;
  /** Reads the order again and re-renders lines and totals, keeping what was typed. */
  refresh(token?: string): Promise<ProviderSessionView | null>;
  /** Pays, as the pay button does. */
  submit(): void;
  /** A message in the widget ('error' is announced as an alert); null clears it. */
  notice(text: string | null, kind?: 'error' | 'info' | 'success'): void;
  isSuspended(): boolean;
  /** Mounted and in the page (a frame moved in the page loads again and is given the form again). */
  isConnected(): boolean;
  unmount(): void;
}

export interface ProviderKit {
  /** The provider server's base URL, e.g. http://localhost:5173/mock-providers/klarna/api */
  readonly api: string;
  mount(options: MountOptions): Widget;
  /** Runs once document.body exists. */
  whenBody(run: () => void): void;
  /** 'sv' for any Swedish language tag, 'en' for any other, null for none. */
  language(code: string | null | undefined): WidgetLanguage | null;
}
