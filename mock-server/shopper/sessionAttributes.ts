import type { SessionAttributes } from '../../src/api/types';
import { db } from '../db';
import { requireString, type JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';

/** A company name, number, tax id or reference; the attributes are kept with the cart's session. */
export const MAX_ATTRIBUTE_LENGTH = 200;

/** The attributes a PATCH body sets; 400 for a missing company field or one that is not a string. */
export function attributesOf(body: JsonObject): SessionAttributes {
  const company = body.company;
  if (typeof company !== 'object' || company === null || Array.isArray(company)) {
    throw new HttpError(400, 'company is required (registrationNumber, taxId, name, reference)');
  }
  const fields = company as JsonObject;
  const text = (key: string, required: boolean) => {
    const value = fields[key] ?? '';
    if (typeof value !== 'string') throw new HttpError(400, `company.${key} must be a string`);
    if (required && value.trim() === '') throw new HttpError(400, `company.${key} is required`);
    if (value.length > MAX_ATTRIBUTE_LENGTH) {
      throw new HttpError(400, `company.${key} must be at most ${MAX_ATTRIBUTE_LENGTH} characters`);
    }
    return value;
  };
  return {
    company: {
      registrationNumber: text('registrationNumber', true),
      taxId: text('taxId', false),
      name: text('name', true),
      reference: text('reference', false),
    },
    merchantReference1: requireString(body, 'merchantReference1', { max: MAX_ATTRIBUTE_LENGTH }),
  };
}

/** The company attributes of a cart's session, kept server-side for the checkout and order mocks. */
export function sessionAttributesOf(cartId: string): SessionAttributes | undefined {
  return db().shopper.sessionAttributes.get(cartId);
}
