import type { OrderAddress } from '../../src/api/types';
import { HttpError } from '../kit/guard';
import type { AdyenCardInput, ProviderCustomerInput } from './types';

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

export const CARD_FIELD_LIMITS: Readonly<Record<keyof AdyenCardInput['card'], number>> = {
  number: 32,
  expiry: 10,
  cvc: 8,
  holderName: 100,
};

export const MAX_CHALLENGE_CODE_LENGTH = 16;

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

/** `{ card: { number, expiry, cvc, holderName? } }`; else 400. */
export function cardInput(body: Record<string, unknown>): AdyenCardInput['card'] {
  const card = objectAt(body, 'card');
  return {
    number: textAt(card, 'card', 'number', CARD_FIELD_LIMITS.number),
    expiry: textAt(card, 'card', 'expiry', CARD_FIELD_LIMITS.expiry),
    cvc: textAt(card, 'card', 'cvc', CARD_FIELD_LIMITS.cvc),
    holderName:
      card.holderName === undefined ? '' : textAt(card, 'card', 'holderName', CARD_FIELD_LIMITS.holderName),
  };
}

/** `{ challengeCode }`: a string of at most MAX_CHALLENGE_CODE_LENGTH characters; else 400. */
export function challengeCodeOf(body: Record<string, unknown>): string {
  const value = body.challengeCode;
  if (value === undefined || value === null) throw new HttpError(400, 'challengeCode is required');
  if (typeof value !== 'string') throw new HttpError(400, 'challengeCode must be a string');
  if (value.length > MAX_CHALLENGE_CODE_LENGTH) {
    throw new HttpError(400, `challengeCode must be at most ${MAX_CHALLENGE_CODE_LENGTH} characters`);
  }
  return value;
}

/** `{ locked: boolean }`; else 400. */
export function lockedOf(body: Record<string, unknown>): boolean {
  if (typeof body.locked !== 'boolean') throw new HttpError(400, 'locked must be true or false');
  return body.locked;
}
