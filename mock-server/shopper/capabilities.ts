import type { Capabilities } from '../../contracts/types/shopper';
import type { PaymentProviderName } from '../../contracts/types/shopper-providers';
import { PAYMENT_PROVIDERS } from './providerNames';
import { db } from '../db';

// What a cart can check out with, by its market (docs/rules.md#payment-providers): the payment
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

/** The payment providers a market's carts offer: the control surface's choice, else the seed's. */
export function paymentProvidersOf(countryCode: string): readonly PaymentProviderName[] {
  const country = countryCode.toUpperCase();
  return db().shopper.paymentProviders.get(country) ?? PAYMENT_PROVIDERS_BY_COUNTRY[country] ?? [];
}

/** A market without payment providers (none in the seed) gets none: the checkout cannot start. */
export function capabilitiesFor(countryCode: string): Capabilities {
  const country = countryCode.toUpperCase();
  return {
    paymentProviders: paymentProvidersOf(country).map((name) => ({ name })),
    giftCardProviders: GIFT_CARD_COUNTRIES.has(country) ? [{ name: GIFT_CARD_PROVIDER }] : [],
    shippingProviders: [{ name: SHIPPING_PROVIDER }],
  };
}

/**
 * The control surface's choice of a market's payment providers, in that order, until the next
 * reset: new carts offer them, and so do the market's carts that exist (a checkout already started
 * keeps its provider until the shopper opens the checkout again).
 */
export function setPaymentProviders(countryCode: string, providers: readonly PaymentProviderName[]) {
  const country = countryCode.toUpperCase();
  const { shopper } = db();
  shopper.paymentProviders.set(country, [...providers]);
  for (const cart of [...shopper.carts.values()]) {
    if (cart.countryCode.toUpperCase() === country)
      shopper.carts.set(cart.id, { ...cart, capabilities: capabilitiesFor(country) });
  }
}

/** Every market's payment providers as the carts offer them now. */
export function paymentProvidersByCountry(): Record<string, readonly PaymentProviderName[]> {
  const countries = new Set([
    ...Object.keys(PAYMENT_PROVIDERS_BY_COUNTRY),
    ...db().shopper.paymentProviders.keys(),
  ]);
  return Object.fromEntries([...countries].sort().map((country) => [country, paymentProvidersOf(country)]));
}
