import type { OrderAddress } from '../../contracts/types/shopper-providers';
import { HttpError } from '../kit/guard';
import type { AdyenCardPaymentMethod, AdyenPaymentMethod, AdyenSetupRequest } from './adyen/types';
import type { ProviderCustomerInput } from './types';

// The bodies the widgets send to their provider's server. Empty strings are fine here (the shopper
// may not have typed everything yet; the merchant's check judges the order before it is paid), but
// every field must be there, be a string and fit.

/** The longest text of each address field, as the widgets' inputs allow. */
export const ADDRESS_FIELD_LIMITS: Readonly<Record<keyof OrderAddress, number>> = {
  givenName: 100,
  familyName: 100,
  address: 200,
  postalCode: 20,
  city: 100,
  country: 2,
  telephoneNumber: 32,
  email: 254,
};

/** The card fields of Adyen's paymentMethod: `test_` values or encrypted blobs, never kilobytes. */
export const ADYEN_CARD_FIELD_LIMITS: Readonly<
  Record<Exclude<keyof AdyenCardPaymentMethod, 'type'>, number>
> = {
  encryptedCardNumber: 1000,
  encryptedExpiryMonth: 1000,
  encryptedExpiryYear: 1000,
  encryptedSecurityCode: 1000,
  holderName: 100,
};

/** Characters of Adyen's sessionData and of a threeDSResult. */
export const ADYEN_SESSION_DATA_MAX = 8000;
export const ADYEN_THREEDS_RESULT_MAX = 2000;

function objectAt(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key];
  if (value === undefined || value === null) throw new HttpError(400, `${key} is required`);
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, `${key} must be an object`);
  return value as Record<string, unknown>;
}

function textAt(from: Record<string, unknown>, path: string, key: string, max: number): string {
  const value = from[key];
  if (value === undefined || value === null) throw new HttpError(400, `${path}.${key} is required`);
  if (typeof value !== 'string') throw new HttpError(400, `${path}.${key} must be a string`);
  if (value.length > max) throw new HttpError(400, `${path}.${key} must be at most ${max} characters`);
  return value;
}

function addressAt(body: Record<string, unknown>, key: string): OrderAddress {
  const source = objectAt(body, key);
  const address = {} as OrderAddress;
  for (const [field, max] of Object.entries(ADDRESS_FIELD_LIMITS) as [keyof OrderAddress, number][]) {
    address[field] = textAt(source, key, field, max);
  }
  if (address.country !== '' && !/^[A-Za-z]{2}$/.test(address.country)) {
    throw new HttpError(400, `${key}.country must be an ISO 3166-1 alpha-2 code`);
  }
  address.country = address.country.toUpperCase();
  return address;
}

/** `{ billingAddress, shippingAddress }`, each with every OrderAddress field a string; else 400. */
export function customerInput(body: Record<string, unknown>): ProviderCustomerInput {
  return {
    billingAddress: addressAt(body, 'billingAddress'),
    shippingAddress: addressAt(body, 'shippingAddress'),
  };
}

/** Adyen's `sessionData`: a string within ADYEN_SESSION_DATA_MAX; else 400. */
function sessionDataOf(body: Record<string, unknown>): string {
  const value = body.sessionData;
  if (value === undefined || value === null) throw new HttpError(400, 'sessionData is required');
  if (typeof value !== 'string') throw new HttpError(400, 'sessionData must be a string');
  if (value.length > ADYEN_SESSION_DATA_MAX) {
    throw new HttpError(400, `sessionData must be at most ${ADYEN_SESSION_DATA_MAX} characters`);
  }
  return value;
}

/**
 * The payment's `origin`: the page the Drop-in runs on, where Adyen's 3-D Secure notification page
 * posts the challenge's result. An http(s) origin and nothing more; else 400.
 */
function originOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 200) throw new HttpError(400, 'origin must be an origin');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, 'origin must be an origin');
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value)
    throw new HttpError(400, 'origin must be an origin');
  return value;
}

/** POST …/setup: `{ sessionData, browserInfo? }`; else 400. */
export function adyenSetupInput(body: Record<string, unknown>): AdyenSetupRequest {
  return { sessionData: sessionDataOf(body) };
}

/**
 * POST …/payments: `{ sessionData, paymentMethod? }` with a card paymentMethod (`type: 'scheme'`, the
 * four encrypted fields, `holderName?`) or Trustly's (`type: 'trustly'`, nothing else read); a wrong
 * type or length → 400, another payment method → 422 as Adyen refuses one it does not take.
 */
export function adyenPaymentsInput(body: Record<string, unknown>): {
  sessionData: string;
  paymentMethod: AdyenPaymentMethod | null;
  origin: string | null;
} {
  const sessionData = sessionDataOf(body);
  const origin = originOf(body.origin);
  if (body.paymentMethod === undefined || body.paymentMethod === null)
    return { sessionData, paymentMethod: null, origin };
  const method = objectAt(body, 'paymentMethod');
  const type = textAt(method, 'paymentMethod', 'type', 50);
  if (type === 'trustly') return { sessionData, origin, paymentMethod: { type: 'trustly' } };
  if (type !== 'scheme') throw new HttpError(422, 'paymentMethod type is not supported');
  const field = (key: Exclude<keyof AdyenCardPaymentMethod, 'type'>) =>
    textAt(method, 'paymentMethod', key, ADYEN_CARD_FIELD_LIMITS[key]);
  return {
    sessionData,
    origin,
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: field('encryptedCardNumber'),
      encryptedExpiryMonth: field('encryptedExpiryMonth'),
      encryptedExpiryYear: field('encryptedExpiryYear'),
      encryptedSecurityCode: field('encryptedSecurityCode'),
      ...(method.holderName === undefined ? {} : { holderName: field('holderName') }),
    },
  };
}

/** POST …/paymentDetails: `{ sessionData, details: { threeDSResult } }`; else 400. */
export function adyenDetailsInput(body: Record<string, unknown>): {
  sessionData: string;
  threeDSResult: string;
} {
  const sessionData = sessionDataOf(body);
  const details = objectAt(body, 'details');
  return {
    sessionData,
    threeDSResult: textAt(details, 'details', 'threeDSResult', ADYEN_THREEDS_RESULT_MAX),
  };
}

/** `{ locked: boolean }`; else 400. */
export function lockedOf(body: Record<string, unknown>): boolean {
  if (typeof body.locked !== 'boolean') throw new HttpError(400, 'locked must be true or false');
  return body.locked;
}

/**
 * The purchase's body: the amount the form showed when the shopper paid (minor units), which is
 * all the shopper agreed to pay. Optional, as a bare purchase is charged the amount the provider
 * holds; a body with anything but a whole, non-negative amount → 400.
 */
export function shownAmountOf(body: Record<string, unknown> | null): number | undefined {
  if (body === null || body.amount === undefined) return undefined;
  const { amount } = body;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
    throw new HttpError(400, 'amount must be a whole number of minor units, 0 or more');
  }
  return amount;
}
