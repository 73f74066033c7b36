import type { PaymentProviderName } from '../../contracts/types/shopper-providers';

// The payment providers as the mock's backends name them: the provider backends' enum
// (contracts/shopper-providers.yaml, `PaymentProviderName`).

/** Every payment provider, in the order the checkout prefers them (docs/rules.md#payment-providers). */
export const PAYMENT_PROVIDERS = [
  'Adyen',
  'QliroOne',
  'Avarda',
  'KlarnaCheckout',
  'WalleyCheckout',
] as const satisfies readonly PaymentProviderName[];

/**
 * The card-checkout providers (docs/rules.md#confirmation): their backend reports a payment at
 * `POST /shopper-{slug}/orders`, the full checkouts' at `POST /shopper-{slug}/payments`.
 */
export const CARD_CHECKOUT_PROVIDERS: readonly PaymentProviderName[] = ['Adyen'];

/**
 * The path segment of a provider's backend, `/shopper-{slug}/…`, and of its look-alike,
 * `/mock-providers/{slug}/…`. Every provider has one: the mock serves a backend for each.
 */
export const PROVIDER_SLUGS = {
  Adyen: 'adyen',
  QliroOne: 'qliro',
  Avarda: 'avarda',
  KlarnaCheckout: 'klarna',
  WalleyCheckout: 'walley',
} as const satisfies Record<PaymentProviderName, string>;
