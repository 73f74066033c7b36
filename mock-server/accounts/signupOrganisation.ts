import type { DbAddress, DbCompany } from '../companies/types';
import { db } from '../db';
import type { JsonObject } from '../kit/body';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import { newId } from '../kit/ids';
import { storeGroupByRef } from '../kit/lookups';
import { Checker, failure } from './validation';

const BUSINESS_SLUG = 'business';
const ADDRESS_FIELDS = ['street_address', 'city', 'postal_code', 'country'] as const;

type AddressInput = JsonObject;

/** Organisation numbers are compared without dashes and spaces (spec point 3). */
export const bareOrganisationNumber = (value: string) => value.replace(/[\s-]/g, '');

function readAddresses(check: Checker, body: JsonObject, key: string): AddressInput[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0) {
    check.problem(`${key} needs at least one address`);
    return [];
  }
  return value.flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      check.problem(`${key}[${index}] must be an address object`);
      return [];
    }
    const address = item as AddressInput;
    for (const field of ADDRESS_FIELDS) {
      const text = address[field];
      if (typeof text !== 'string' || text.trim() === '')
        check.problem(`${key}[${index}].${field} is required`);
    }
    return [address];
  });
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value.trim() : fallback);

/** Ids, company fields and exactly one default: the first one marked, else the first. */
function toDbAddresses(inputs: AddressInput[], company: DbCompany, stamp: string): DbAddress[] {
  const marked = inputs.findIndex((a) => a.is_default === true);
  const defaultIndex = marked === -1 ? 0 : marked;
  return inputs.map((a, index) => ({
    id: newId('addr'),
    company_id: company.id,
    name: text(a.name),
    company_name: text(a.company_name) || company.name,
    street_address: text(a.street_address),
    co_address: text(a.co_address),
    city: text(a.city),
    state_province: text(a.state_province),
    house_number: text(a.house_number),
    postal_code: text(a.postal_code),
    country: text(a.country).toUpperCase(),
    phone: text(a.phone) || company.phone,
    is_default: index === defaultIndex,
    shipping_type: text(a.shipping_type) || 'standard',
    created_at: stamp,
    updated_at: stamp,
  }));
}

function readCustomFields(check: Checker, value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    check.problem('custom_fields must be an object of texts');
    return {};
  }
  const entries = Object.entries(value as JsonObject);
  if (entries.some(([, v]) => typeof v !== 'string')) check.problem('custom_fields values must be texts');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

function readAttributeIds(check: Checker, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    check.problem('attribute_ids must be a list of ids');
    return [];
  }
  return value as string[];
}

export type SignedUpCompany = DbCompany & { attribute_ids: string[] };

/**
 * POST /api/auth/organisation/signup/: creates the company and makes the
 * contact person (the user just signed up) its admin, since they created it.
 */
export function signupOrganisation(body: JsonObject): SignedUpCompany {
  const database = db();
  const check = new Checker(body);
  const name = check.required('name');
  const organisation_number = check.required('organisation_number');
  if (/[\s-]/.test(organisation_number)) {
    check.problem('organisation_number must be written without hyphens or spaces');
  }
  const userId = check.required('user_id');
  const user = userId ? database.accounts.users.get(userId) : undefined;
  if (userId && !user) check.problem('user_id must be the id of an existing user');
  const email = check.optionalEmail('email');
  const invoice_email = check.optionalEmail('invoice_email');
  const phone = check.phone('phone') ?? '';
  const credit_check = check.flag('credit_check') ?? false;
  const status = check.optional('status') || 'active';
  const contact_name = check.optional('contact_name') ?? '';
  const tax_id_vat_number = check.optional('tax_id_vat_number') ?? '';
  const external_ref = check.optional('external_ref') ?? '';
  const custom_fields = readCustomFields(check, body.custom_fields);
  const attribute_ids = readAttributeIds(check, body.attribute_ids);
  const billing = readAddresses(check, body, 'billing_address');
  const shipping = readAddresses(check, body, 'shipping_address');
  check.fail();
  if (!user) throw new HttpError(400, 'user_id must be the id of an existing user');

  const wanted = bareOrganisationNumber(organisation_number);
  for (const company of database.companies.values()) {
    if (bareOrganisationNumber(company.organisation_number) === wanted)
      throw failure(409, 'Company already exists');
  }

  const business = storeGroupByRef(BUSINESS_SLUG);
  const stamp = new Date(now()).toISOString();
  const company: DbCompany = {
    id: newId('company'),
    name,
    email,
    invoice_email,
    phone,
    organisation_number,
    credit_check,
    contact_name: contact_name || `${user.first_name} ${user.last_name}`,
    tax_id_vat_number,
    external_ref,
    custom_fields,
    store_groups: [BUSINESS_SLUG],
    status,
    billing_address: [],
    shipping_address: [],
    files: [],
  };
  company.billing_address = toDbAddresses(billing, company, stamp);
  company.shipping_address = toDbAddresses(shipping, company, stamp);
  database.companies.set(company.id, company);
  database.accounts.companyAttributeIds.set(company.id, attribute_ids);

  user.organisations.push({ id: company.id, role: 'customer', level: 'admin' });
  if (business) {
    user.store_group = business.slug;
    user.store_group_id = business.id;
  }
  return { ...structuredClone(company), attribute_ids: [...attribute_ids] };
}
