import type { Capabilities, PaymentProviderName } from '../../api/types';
import { PAYMENT_PROVIDERS } from '../../api/types/checkout';

/**
 * The checkout's provider: the first of Adyen > QliroOne > Avarda > Klarna > Walley it may use
 * (docs/rules.md#payment-providers), leaving out those that could not complete this order
 * (Klarna's can_not_complete_order: the shopper pays another way).
 */
export function choosePaymentProvider(
  capabilities: Capabilities,
  refused: readonly PaymentProviderName[] = [],
): PaymentProviderName | null {
  const offered = new Set(capabilities.paymentProviders.map((provider) => provider.name));
  return PAYMENT_PROVIDERS.find((name) => offered.has(name) && !refused.includes(name)) ?? null;
}

/** The provider's name as shoppers know it (a brand, the same in every language). */
export const PROVIDER_BRANDS: Readonly<Record<PaymentProviderName, string>> = {
  Adyen: 'Adyen',
  QliroOne: 'Qliro',
  Avarda: 'Avarda',
  KlarnaCheckout: 'Klarna',
  WalleyCheckout: 'Walley',
};

/** The checkout's query parameter a provider adds when the merchant's server-side check refused. */
export const PAYMENT_REFUSED_PARAM = 'paymentRefused';

/** The provider the query names, if it is one (the address is the browser's: anything may be there). */
export const refusingProvider = (value: string | null): PaymentProviderName | null =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as PaymentProviderName) : null;

export const hasCapabilities = (capabilities: Capabilities | undefined): capabilities is Capabilities =>
  !!capabilities && capabilities.paymentProviders.length > 0;

/**
 * The gift-card section shows where the shop takes cards (settings.giftCardEnabled,
 * docs/rules.md#gift-cards) and the cart's market has a gift-card provider to take them.
 */
export const giftCardsOffered = (giftCardEnabled: boolean, capabilities: Capabilities | undefined) =>
  giftCardEnabled && (capabilities?.giftCardProviders.length ?? 0) > 0;
