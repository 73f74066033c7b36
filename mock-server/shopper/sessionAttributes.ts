import type { SessionAttributes } from '../../contracts/types/shopper';
import type { DbUser } from '../accounts/types';
import { companyByOrganisationNumber } from '../companies/companyByNumber';
import { merchantReferenceOf } from '../companies/organisationNumber';
import { orderingContact } from '../companies/orderingRights';
import { db } from '../db';
import { optionalString, requireString, type JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';

/** A company name, number, tax id or reference; the attributes are kept with the cart's session. */
export const MAX_ATTRIBUTE_LENGTH = 200;

/** What a PATCH body asks for: the company (by its number) and, optionally, the contact person. */
export interface AttributesRequest {
  registrationNumber: string;
  contactId?: string;
}

/**
 * The PATCH body's request; 400 for a missing company field or one that is not a string or too
 * long. Only the registration number and contactId are used: the name, tax id, reference and
 * merchantReference1 must be well-formed, but what is kept comes from the database.
 */
export function attributesRequestOf(body: JsonObject): AttributesRequest {
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
  const registrationNumber = text('registrationNumber', true);
  text('taxId', false);
  text('name', true);
  text('reference', false);
  requireString(body, 'merchantReference1', { max: MAX_ATTRIBUTE_LENGTH });
  // An empty contactId means no one chosen: the signed-in user.
  const contactId = optionalString(body, 'contactId', { max: MAX_ATTRIBUTE_LENGTH }) || undefined;
  return { registrationNumber, ...(contactId === undefined ? {} : { contactId }) };
}

/**
 * Who asked for each kept attributes object. The rights that let them choose the company can go
 * before the order is paid (an admin removes them, a role is taken away), so the payment start and
 * create-order check them again against this user (checkout/orderingRightsCheck.ts). Kept beside the
 * object, not in it: the wire type has no such field and the stored attributes stay exactly the
 * database's answer.
 */
const requesters = new WeakMap<SessionAttributes, string>();

/**
 * The attributes kept for `user`'s request, all from the database: the company's number, tax id and
 * name, the contact's name as the reference. 404 for an unknown company; the ordering rights
 * (companies/orderingRights.ts) answer 403 or 400.
 */
export function attributesFor(user: DbUser, request: AttributesRequest): SessionAttributes {
  const company = companyByOrganisationNumber(request.registrationNumber);
  if (!company) throw new HttpError(404, 'company not found');
  const { users } = db().accounts;
  const contact = orderingContact(user, company.id, request.contactId, (id) => users.get(id));
  const attributes: SessionAttributes = {
    company: {
      registrationNumber: company.organisation_number,
      taxId: company.tax_id_vat_number,
      name: company.name,
      reference: [contact.first_name, contact.last_name].join(' ').trim(),
    },
    merchantReference1: merchantReferenceOf(company.organisation_number),
    contactId: contact.id,
  };
  requesters.set(attributes, user.id);
  return attributes;
}

/** The user whose request made these attributes (attributesFor), if they were made that way. */
export function requesterOf(attributes: SessionAttributes): string | undefined {
  return requesters.get(attributes);
}

/** The company attributes of a cart's session, kept server-side for the checkout and order mocks. */
export function sessionAttributesOf(cartId: string): SessionAttributes | undefined {
  return db().shopper.sessionAttributes.get(cartId);
}
