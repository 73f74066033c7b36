import type { CompanyAddressInput, CompanyUpdateInput } from '../../contracts/types/proxy';
import { isEmail, textLimit } from '../accounts/validation';
import type { JsonObject } from '../kit/body';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { HttpError } from '../kit/guard';
import type { TypedTextRules } from '../kit/typedText';
import type { DbAddress, DbCompany } from './types';

// PUT /api/companies/{id}/ (docs/rules.md#company-form): what a company admin may change, checked
// field by field, and how the stored company takes it. Pure: the caller hands in the clock and the ids.

/** Each kind's list is replaced whole; past this many the body is refused, not stored. */
export const MAX_ADDRESSES_PER_KIND = 50;

export type AddressKind = 'billing_address' | 'shipping_address';
export const ADDRESS_KINDS: readonly AddressKind[] = ['billing_address', 'shipping_address'];

const KIND_NAME: Record<AddressKind, string> = { billing_address: 'billing', shipping_address: 'shipping' };

/** The company form's texts (docs/rules.md#validation), so the form and the mock say the same. */
export const MESSAGES = {
  contactName: 'Contact name must be at least 2 characters',
  // Not in docs/rules.md#validation: typed text (docs/rules.md#typed-text, kit/typedText.ts).
  contactNameText: 'Contact name must not contain control characters',
  externalRefText: 'External reference must not contain control characters',
  email: 'Please enter a valid email address',
  invoiceEmail: 'Please enter a valid invoice email address',
  phone: 'Phone number is required',
  phoneFormat: 'Phone number must start with + and the country code',
  addressPhone: 'Phone is required',
  addressPhoneFormat: 'Phone must start with + and the country code',
  street: 'Street address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
  countryCode: 'Country must be a two-letter ISO 3166-1 code',
  // Required on shipping addresses only (docs/rules.md#company-form).
  stateProvince: 'State/province is required',
  atLeastOne: (kind: AddressKind) => `At least one ${KIND_NAME[kind]} address is required`,
  tooMany: (kind: AddressKind) =>
    `At most ${MAX_ADDRESSES_PER_KIND} ${KIND_NAME[kind]} addresses are allowed`,
  oneDefault: (kind: AddressKind) => `Only one ${KIND_NAME[kind]} address can be the default`,
} as const;

/**
 * How readJson reads the form's texts (kit/typedText.ts): each a single line of plain text, the
 * refusal under its field, in the form's words where it has them.
 */
export const COMPANY_UPDATE_TEXT: TypedTextRules = {
  messages: { contact_name: MESSAGES.contactNameText, external_ref: MESSAGES.externalRefText },
  fieldErrors: true,
};

/**
 * An address as read: the contract's input with every field but the id filled in (an optional text
 * left out reads as '', the shipping type as 'standard', `is_default` as false).
 */
export type AddressUpdate = Required<Omit<CompanyAddressInput, 'id'>> & Pick<CompanyAddressInput, 'id'>;

/** An update as accepted: `invoice_email` and `external_ref` may be left out (kept as stored). */
export type CompanyUpdate = Omit<CompanyUpdateInput, 'billing_address' | 'shipping_address'> & {
  billing_address: AddressUpdate[];
  shipping_address: AddressUpdate[];
};

const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;
/** As the form's phone fields take them: + and the country code; spaces and dashes ignored. */
const isInternationalPhone = (value: string) => INTERNATIONAL_PHONE.test(value.replace(/[\s-]/g, ''));
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** Problems as `path: message`, so a form can put each under its field. */
class Problems {
  readonly list: { path: string; message: string }[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }

  /** A string field: absent → undefined; not a string or over its limit → a problem. */
  text(source: JsonObject, key: string, path: string, limit = textLimit(key)): string | undefined {
    const value = source[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.add(path, `${key} must be a string`);
      return undefined;
    }
    if (value.length > limit) {
      this.add(path, `${key} must be at most ${limit} characters`);
      return undefined;
    }
    return value.trim();
  }

  /** A field the form marks required: blank (or not a text) → `message`. */
  required(source: JsonObject, key: string, path: string, message: string): string {
    const before = this.list.length;
    const value = this.text(source, key, path);
    if (value === undefined || value === '') {
      if (this.list.length === before) this.add(path, message);
      return '';
    }
    return value;
  }

  fail(): void {
    if (this.list.length === 0) return;
    const messages = [...new Set(this.list.map((p) => p.message))];
    throw new HttpError(400, messages.join('; '), {
      errors: this.list.map((p) => `${p.path}: ${p.message}`),
    });
  }
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAddress(problems: Problems, raw: JsonObject, kind: AddressKind, at: string): AddressUpdate {
  const field = (key: string) => `${at}.${key}`;
  const required = (key: string, message: string) => problems.required(raw, key, field(key), message);
  const optional = (key: string) => problems.text(raw, key, field(key)) ?? '';

  const street_address = required('street_address', MESSAGES.street);
  const city = required('city', MESSAGES.city);
  const postal_code = required('postal_code', MESSAGES.postalCode);
  const country = required('country', MESSAGES.country);
  if (country && !COUNTRY_CODE.test(country)) problems.add(field('country'), MESSAGES.countryCode);
  const phone = required('phone', MESSAGES.addressPhone);
  if (phone && !isInternationalPhone(phone)) problems.add(field('phone'), MESSAGES.addressPhoneFormat);
  const state_province =
    kind === 'shipping_address'
      ? required('state_province', MESSAGES.stateProvince)
      : optional('state_province');
  const id = problems.text(raw, 'id', field('id'), MAX_ID_LENGTH);
  const isDefault = raw.is_default;
  if (isDefault !== undefined && isDefault !== null && typeof isDefault !== 'boolean') {
    problems.add(field('is_default'), 'is_default must be true or false');
  }
  return {
    ...(id ? { id } : {}),
    name: optional('name'),
    // Read for its bounds only: the stored address takes the company's name.
    company_name: optional('company_name'),
    street_address,
    co_address: optional('co_address'),
    city,
    state_province,
    house_number: optional('house_number'),
    postal_code,
    country: country.toUpperCase(),
    phone,
    is_default: isDefault === true,
    shipping_type: optional('shipping_type') || 'standard',
  };
}

function readAddresses(problems: Problems, body: JsonObject, kind: AddressKind): AddressUpdate[] {
  const value = body[kind];
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    problems.add(kind, MESSAGES.atLeastOne(kind));
    return [];
  }
  if (!Array.isArray(value)) {
    problems.add(kind, `${kind} must be a list of addresses`);
    return [];
  }
  if (value.length > MAX_ADDRESSES_PER_KIND) {
    problems.add(kind, MESSAGES.tooMany(kind));
    return [];
  }
  const addresses = value.flatMap((item: unknown, index) => {
    const at = `${kind}[${index}]`;
    if (isObject(item)) return [readAddress(problems, item, kind, at)];
    problems.add(at, 'must be an address object');
    return [];
  });
  if (addresses.filter((a) => a.is_default).length > 1) problems.add(kind, MESSAGES.oneDefault(kind));
  return addresses;
}

/**
 * The body of an update as the rules accept it, else one 400 naming every problem (`error` the
 * messages, `errors` each as `path: message`). Name, organisation and VAT number, and anything else
 * the admin may not change, are ignored, not refused: the form sends the whole company.
 * `invoice_email` and `external_ref` are optional; absent, they stay as stored.
 */
export function readCompanyUpdate(body: JsonObject): CompanyUpdate {
  const problems = new Problems();
  const contact_name = problems.text(body, 'contact_name', 'contact_name') ?? '';
  if (contact_name.length < 2 && !problems.list.some((p) => p.path === 'contact_name')) {
    problems.add('contact_name', MESSAGES.contactName);
  }
  const email = problems.required(body, 'email', 'email', MESSAGES.email).toLowerCase();
  if (email && !isEmail(email)) problems.add('email', MESSAGES.email);
  const invoice_email = problems.text(body, 'invoice_email', 'invoice_email')?.toLowerCase();
  if (invoice_email && !isEmail(invoice_email)) problems.add('invoice_email', MESSAGES.invoiceEmail);
  const phone = problems.required(body, 'phone', 'phone', MESSAGES.phone);
  if (phone && !isInternationalPhone(phone)) problems.add('phone', MESSAGES.phoneFormat);
  const external_ref = problems.text(body, 'external_ref', 'external_ref');
  const billing_address = readAddresses(problems, body, 'billing_address');
  const shipping_address = readAddresses(problems, body, 'shipping_address');
  problems.fail();
  return {
    contact_name,
    email,
    ...(invoice_email === undefined ? {} : { invoice_email }),
    phone,
    ...(external_ref === undefined ? {} : { external_ref }),
    billing_address,
    shipping_address,
  };
}

export interface UpdateContext {
  /** ISO time on the mock clock. */
  stamp: string;
  newAddressId: () => string;
}

type AddressContent = Omit<DbAddress, 'id' | 'created_at' | 'updated_at'>;

/** Whether `stored` already holds `content` (its id and timestamps aside). */
const holds = (stored: DbAddress, content: AddressContent) =>
  (Object.keys(content) as (keyof AddressContent)[]).every((key) => stored[key] === content[key]);

/**
 * The new list of one kind. An id of this company's address of the same kind keeps that address's
 * id and created_at (its updated_at only moves when something changed); any other id is the
 * client's say and gets a fresh one, as does a second use of the same id. One default: the one
 * marked, else the first.
 */
function nextAddresses(
  company: DbCompany,
  kind: AddressKind,
  inputs: AddressUpdate[],
  { stamp, newAddressId }: UpdateContext,
): DbAddress[] {
  const stored = new Map(company[kind].map((address) => [address.id, address]));
  const marked = inputs.findIndex((input) => input.is_default);
  const defaultIndex = marked === -1 ? 0 : marked;
  return inputs.map((input, index) => {
    const content: AddressContent = {
      company_id: company.id,
      name: input.name,
      company_name: company.name,
      street_address: input.street_address,
      co_address: input.co_address,
      city: input.city,
      state_province: input.state_province,
      house_number: input.house_number,
      postal_code: input.postal_code,
      country: input.country,
      phone: input.phone,
      is_default: index === defaultIndex,
      shipping_type: input.shipping_type,
    };
    const before = input.id === undefined ? undefined : stored.get(input.id);
    if (!before) return { id: newAddressId(), ...content, created_at: stamp, updated_at: stamp };
    stored.delete(before.id);
    const updated_at = holds(before, content) ? before.updated_at : stamp;
    return { id: before.id, ...content, created_at: before.created_at, updated_at };
  });
}

/** The company after the update; the one handed in is left as it was. */
export function applyCompanyUpdate(
  company: DbCompany,
  input: CompanyUpdate,
  context: UpdateContext,
): DbCompany {
  return {
    ...structuredClone(company),
    contact_name: input.contact_name,
    email: input.email,
    invoice_email: input.invoice_email ?? company.invoice_email,
    phone: input.phone,
    external_ref: input.external_ref ?? company.external_ref,
    billing_address: nextAddresses(company, 'billing_address', input.billing_address, context),
    shipping_address: nextAddresses(company, 'shipping_address', input.shipping_address, context),
  };
}
