import { signupTokenUser, spendSignupToken } from '../accounts/signupTokens';
import type { DbUser } from '../accounts/types';
import { Checker, failure, tooLong } from '../accounts/validation';
import { db } from '../db';
import type { JsonObject } from '../kit/body';
import { now } from '../kit/clock';
import { newId } from '../kit/ids';
import { storeGroupByRef } from '../kit/lookups';
import { companyByOrganisationNumber } from './companyByNumber';
import type { DbAddress, DbCompany } from './types';

const BUSINESS_SLUG = 'business';
/** The shop's configured status for new companies (docs/rules.md#organisation-signup: default 'active'). */
export const NEW_COMPANY_STATUS = 'active';
const ADDRESS_FIELDS = ['street_address', 'city', 'postal_code', 'country'] as const;
const OPTIONAL_ADDRESS_FIELDS = [
  'name',
  'company_name',
  'co_address',
  'state_province',
  'house_number',
  'phone',
  'shipping_type',
] as const;
/** Bounds on the lists a sign-up may carry, so one body cannot store without limit. */
export const MAX_ADDRESSES = 20;
export const MAX_CUSTOM_FIELDS = 20;
export const MAX_ATTRIBUTE_IDS = 20;
const CUSTOM_FIELD_VALUE_LIMIT = 500;
const ID_LIMIT = 100;

type AddressInput = JsonObject;

function checkAddress(check: Checker, address: AddressInput, where: string): void {
  const checkLength = (field: string, text: string) => {
    const problem = tooLong(field, text);
    if (problem) check.problem(`${where}.${problem}`);
  };
  for (const field of ADDRESS_FIELDS) {
    const text = address[field];
    if (typeof text !== 'string' || text.trim() === '') check.problem(`${where}.${field} is required`);
    else checkLength(field, text);
  }
  for (const field of OPTIONAL_ADDRESS_FIELDS) {
    const text = address[field];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') check.problem(`${where}.${field} must be a string`);
    else checkLength(field, text);
  }
}

function readAddresses(check: Checker, body: JsonObject, key: string): AddressInput[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0) {
    check.problem(`${key} needs at least one address`);
    return [];
  }
  if (value.length > MAX_ADDRESSES) {
    check.problem(`${key} may hold at most ${MAX_ADDRESSES} addresses`);
    return [];
  }
  return value.flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      check.problem(`${key}[${index}] must be an address object`);
      return [];
    }
    const address = item as AddressInput;
    checkAddress(check, address, `${key}[${index}]`);
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
  if (entries.length > MAX_CUSTOM_FIELDS) {
    check.problem(`custom_fields may hold at most ${MAX_CUSTOM_FIELDS} entries`);
    return {};
  }
  if (entries.some(([, v]) => typeof v !== 'string')) check.problem('custom_fields values must be texts');
  if (entries.some(([k, v]) => k.length > ID_LIMIT || String(v).length > CUSTOM_FIELD_VALUE_LIMIT)) {
    check.problem(
      `custom_fields names must be at most ${ID_LIMIT} and values at most ${CUSTOM_FIELD_VALUE_LIMIT} characters`,
    );
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

function readAttributeIds(check: Checker, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    check.problem('attribute_ids must be a list of ids');
    return [];
  }
  if (value.length > MAX_ATTRIBUTE_IDS || value.some((v: string) => v.length > ID_LIMIT)) {
    check.problem(`attribute_ids must be at most ${MAX_ATTRIBUTE_IDS} ids of at most ${ID_LIMIT} characters`);
    return [];
  }
  return value as string[];
}

export type SignedUpCompany = DbCompany & { attribute_ids: string[] };

export const USER_ID_REQUIRED = 'user_id is required';
export const USER_ID_MISMATCH = 'user_id is not the user of the signup token';
export const USER_HAS_ORGANISATION = 'user already belongs to an organisation';

/**
 * The contact person: the user of `signup_token`, which user creation handed out moments before
 * (accounts/signupTokens.ts). The body's `user_id` must name that same user, and the user must not
 * belong to a company yet, so no one can make an existing account the admin of a company.
 */
function contactPerson(body: JsonObject): DbUser {
  const signupToken = typeof body.signup_token === 'string' ? body.signup_token : '';
  const user = signupTokenUser(signupToken);
  const userId = body.user_id;
  if (typeof userId !== 'string' || userId.trim() === '') throw failure(400, USER_ID_REQUIRED);
  if (userId !== user.id) throw failure(403, USER_ID_MISMATCH);
  // Possible when an admin invited the address to a company while this sign-up was open.
  if (user.organisations.length > 0) throw failure(409, USER_HAS_ORGANISATION);
  return user;
}

/**
 * POST /api/auth/organisation/signup/: creates the company and makes the contact person its admin,
 * since they created it. `credit_check` and `status` are the shop's to decide, so the payload's are
 * ignored.
 */
export function signupOrganisation(body: JsonObject): SignedUpCompany {
  const database = db();
  const signupToken = typeof body.signup_token === 'string' ? body.signup_token : '';
  const user = contactPerson(body);

  const check = new Checker(body);
  const name = check.required('name');
  const organisation_number = check.required('organisation_number');
  if (/[\s-]/.test(organisation_number)) {
    check.problem('organisation_number must be written without hyphens or spaces');
  }
  const email = check.optionalEmail('email');
  const invoice_email = check.optionalEmail('invoice_email');
  const phone = check.phone('phone') ?? '';
  const contact_name = check.optional('contact_name') ?? '';
  const tax_id_vat_number = check.optional('tax_id_vat_number') ?? '';
  const external_ref = check.optional('external_ref') ?? '';
  const custom_fields = readCustomFields(check, body.custom_fields);
  const attribute_ids = readAttributeIds(check, body.attribute_ids);
  const billing = readAddresses(check, body, 'billing_address');
  const shipping = readAddresses(check, body, 'shipping_address');
  check.fail();

  if (companyByOrganisationNumber(organisation_number)) throw failure(409, 'Company already exists');

  const business = storeGroupByRef(BUSINESS_SLUG);
  const stamp = new Date(now()).toISOString();
  const company: DbCompany = {
    id: newId('company'),
    name,
    email,
    invoice_email,
    phone,
    organisation_number,
    credit_check: false,
    contact_name: contact_name || `${user.first_name} ${user.last_name}`,
    tax_id_vat_number,
    external_ref,
    custom_fields,
    store_groups: [BUSINESS_SLUG],
    status: NEW_COMPANY_STATUS,
    billing_address: [],
    shipping_address: [],
    files: [],
  };
  company.billing_address = toDbAddresses(billing, company, stamp);
  company.shipping_address = toDbAddresses(shipping, company, stamp);
  database.companies.set(company.id, company);
  database.accounts.companyAttributeIds.set(company.id, attribute_ids);
  spendSignupToken(signupToken);

  user.organisations.push({ id: company.id, role: 'customer', level: 'admin' });
  if (business) {
    user.store_group = business.slug;
    user.store_group_id = business.id;
  }
  return { ...structuredClone(company), attribute_ids: [...attribute_ids] };
}
