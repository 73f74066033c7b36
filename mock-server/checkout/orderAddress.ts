import type { OrderAddress } from '../../contracts/types/shopper-providers';
import type { JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { ADDRESS_FIELDS } from './orderChecks';

// The addresses a provider order keeps: exactly the OrderAddress fields, each bounded.

/** The longest text an address field keeps. */
export const MAX_ADDRESS_FIELD_LENGTH = 500;

function bounded(key: string, field: string, text: string): string {
  if (text.length > MAX_ADDRESS_FIELD_LENGTH) {
    throw new HttpError(400, `${key}.${field} must be at most ${MAX_ADDRESS_FIELD_LENGTH} characters`);
  }
  return text;
}

/**
 * A copy with exactly the address fields, each a string (anything else becomes '', which the
 * merchant check reports as a missing field); a field past MAX_ADDRESS_FIELD_LENGTH → 400.
 */
export function lenientAddressOf(key: string, address: unknown): OrderAddress {
  const source = (typeof address === 'object' && address !== null ? address : {}) as JsonObject;
  const copy = {} as OrderAddress;
  for (const field of ADDRESS_FIELDS) {
    const value = source[field];
    copy[field] = bounded(key, field, typeof value === 'string' ? value : '');
  }
  return copy;
}

/** `from[key]`: an object whose every address field is a string within the bound; else 400 naming `label`. */
export function strictAddressOf(from: JsonObject, key: string, label = key): OrderAddress {
  const source = from[key];
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    throw new HttpError(400, `${label} must be an object`);
  }
  const copy = {} as OrderAddress;
  for (const field of ADDRESS_FIELDS) {
    const value = (source as JsonObject)[field];
    if (typeof value !== 'string') throw new HttpError(400, `${label}.${field} must be a string`);
    copy[field] = bounded(label, field, value);
  }
  return copy;
}
