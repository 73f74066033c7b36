import type { PaymentProviderName } from '../../api/types';
import { paths } from '../../core/paths';

/** The confirmation page of a payment with `provider`: it reads the provider from the query. */
export const confirmationPath = (provider: PaymentProviderName) =>
  `${paths.checkoutConfirmation}?provider=${encodeURIComponent(provider)}`;

/** The same page as the absolute address a provider sends the shopper back to. */
export function confirmationUrl(provider: PaymentProviderName) {
  return `${currentOrigin()}${confirmationPath(provider)}`;
}

/** The checkout page as an absolute address, where a provider returns mid-payment. */
export function checkoutUrl() {
  return `${currentOrigin()}${paths.checkout}`;
}

export function currentOrigin() {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
