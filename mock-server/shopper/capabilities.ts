import type { Capabilities, PaymentProviderName } from '../../src/api/types';
import { PAYMENT_PROVIDERS } from '../../src/api/types/checkout';

// What a cart can check out with, by its market (spec point 4, "Payment checkout"): the payment
// providers each market offers, in the checkout's order of preference; one shipping provider
// everywhere; the gift-card provider only where its cards' currency is the cart's (Swedish cards in
// SEK), so Norge and Suomi are not offered cards they could never use.

const PAYMENT_PROVIDERS_BY_COUNTRY: Readonly<Record<string, readonly PaymentProviderName[]>> = {
  SE: PAYMENT_PROVIDERS,
  NO: ['KlarnaCheckout', 'WalleyCheckout'],
  FI: ['Adyen', 'Avarda'],
};

export const GIFT_CARD_PROVIDER = 'retain24';
export const SHIPPING_PROVIDER = 'ingrid';
const GIFT_CARD_COUNTRIES: ReadonlySet<string> = new Set(['SE']);

/** A market without payment providers (none in the seed) gets none: the checkout cannot start. */
export function capabilitiesFor(countryCode: string): Capabilities {
  const country = countryCode.toUpperCase();
  const payment = PAYMENT_PROVIDERS_BY_COUNTRY[country] ?? [];
  return {
    paymentProviders: payment.map((name) => ({ name })),
    giftCardProviders: GIFT_CARD_COUNTRIES.has(country) ? [{ name: GIFT_CARD_PROVIDER }] : [],
    shippingProviders: [{ name: SHIPPING_PROVIDER }],
  };
}
