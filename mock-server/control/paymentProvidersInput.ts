import type { PaymentProviderName } from '../../contracts/types/shopper-providers';
import { PAYMENT_PROVIDERS } from '../shopper/providerNames';
import { requireString } from '../kit/body';
import { HttpError } from '../kit/guard';
import { marketByCountry } from '../kit/lookups';

const isProvider = (value: unknown): value is PaymentProviderName =>
  typeof value === 'string' && (PAYMENT_PROVIDERS as readonly string[]).includes(value);

/**
 * `{ countryCode, providers }` of POST /__mock/payment-providers: a market of the seed and a list of
 * distinct provider names as the shop spells them (PAYMENT_PROVIDERS); an empty list leaves the
 * market without payment (the checkout's 'No suitable payment provider available.').
 */
export function paymentProvidersInput(body: Record<string, unknown>) {
  const countryCode = requireString(body, 'countryCode', { max: 2 }).toUpperCase();
  if (!marketByCountry(countryCode)) throw new HttpError(400, `unknown countryCode '${countryCode}'`);
  const { providers } = body;
  if (!Array.isArray(providers) || providers.length > PAYMENT_PROVIDERS.length) {
    throw new HttpError(400, `providers must be a list of at most ${PAYMENT_PROVIDERS.length} names`);
  }
  if (!providers.every(isProvider)) {
    throw new HttpError(400, `providers must each be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  if (new Set(providers).size !== providers.length) throw new HttpError(400, 'providers must not repeat');
  return { countryCode, providers };
}
