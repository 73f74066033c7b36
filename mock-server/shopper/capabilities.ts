import type { Capabilities, PaymentProviderName } from '../../src/api/types';
import { PAYMENT_PROVIDERS } from '../../src/api/types/checkout';

// What a cart can check out with, by its market (spec point 4, "Payment checkout"): the payment
// providers each market offers, in the checkout's order of preference; one gift-card and one
// shipping provider everywhere.

const PAYMENT_PROVIDERS_BY_COUNTRY: Readonly<Record<string, readonly PaymentProviderName[]>> = {
  SE: PAYMENT_PROVIDERS,
  NO: ['KlarnaCheckout', 'WalleyCheckout'],
  FI: ['Adyen', 'Avarda'],
};

export const GIFT_CARD_PROVIDER = 'retain24';
export const SHIPPING_PROVIDER = 'ingrid';

/** A market without payment providers (none in the seed) gets none: the checkout cannot start. */
export function capabilitiesFor(countryCode: string): Capabilities {
  const payment = PAYMENT_PROVIDERS_BY_COUNTRY[countryCode.toUpperCase()] ?? [];
  return {
    paymentProviders: payment.map((name) => ({ name })),
    giftCardProviders: [{ name: GIFT_CARD_PROVIDER }],
    shippingProviders: [{ name: SHIPPING_PROVIDER }],
  };
}
