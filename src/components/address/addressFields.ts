import type { CompanyAddress } from '../../api/types';

interface AddressFieldInfo {
  /** Its catalogue key: the label `address.field.<key>`, a form's message `<byField>.<key>`. */
  key: string;
  /** The browser's autofill token; without one the field's autofill is off. */
  autoComplete?: string;
}

/**
 * Every field an address form may have, in the order the forms show them: the address of the wire
 * (`CompanyAddress`, docs/rules.md#data-shapes) without its ids, flags and timestamps. The
 * checkout's new address, the company area's addresses and the organisation sign-up's each take
 * some of them.
 */
const fields = {
  name: { key: 'name' },
  company_name: { key: 'companyName', autoComplete: 'organization' },
  co_address: { key: 'coAddress' },
  street_address: { key: 'street', autoComplete: 'address-line1' },
  house_number: { key: 'houseNumber' },
  postal_code: { key: 'postalCode', autoComplete: 'postal-code' },
  city: { key: 'city', autoComplete: 'address-level2' },
  state_province: { key: 'stateProvince', autoComplete: 'address-level1' },
  country: { key: 'country' },
  phone: { key: 'phone' },
} as const satisfies { [F in keyof CompanyAddress]?: AddressFieldInfo };

export type AddressField = keyof typeof fields;
export const ADDRESS_FIELDS: Readonly<Record<AddressField, AddressFieldInfo>> = fields;

/** An address form's values: the wire address's fields the form has. */
export type AddressValues<F extends AddressField = AddressField> = Pick<CompanyAddress, F>;

/**
 * What one address form asks and checks, written as options; the schema (addressSchema) and the
 * fields (AddressFormFields) both follow it. The lists after `fields` name only the form's fields.
 */
export interface AddressForm<F extends AddressField> {
  /** The form's fields (shown in ADDRESS_FIELDS order). */
  fields: readonly F[];
  /** The fields that must be filled in (more than spaces); the others are optional. */
  required: readonly NoInfer<F>[];
  /**
   * Catalogue ids. A required field left empty: one message for every field (`all`) or one per
   * field, `<byField>.<key>`. A phone number that is not one: `phoneInvalid` (the number is then
   * checked). A text with a control, bidi or line-separator character: `typedText`
   * (docs/rules.md#typed-text), for every field.
   */
  messages: { required: { all: string } | { byField: string }; phoneInvalid?: string; typedText: string };
  /** The longest texts the form accepts, by field, and the catalogue id of the message past them. */
  maxLength?: { limits: { [K in NoInfer<F>]?: number }; message: string };
  /** Catalogue ids of the labels that differ from the shared `address.field.<key>`. */
  labels?: { [K in NoInfer<F>]?: string };
}

/** An address form's options, the type of its fields taken from its list. */
export const addressForm = <const F extends AddressField>(form: AddressForm<F>) => form;

export function requiredMessage(
  messages: AddressForm<AddressField>['messages'],
  field: AddressField,
): string {
  const { required } = messages;
  return 'all' in required ? required.all : `${required.byField}.${ADDRESS_FIELDS[field].key}`;
}

export const addressLabel = (labels: { [K in AddressField]?: string } | undefined, field: AddressField) =>
  labels?.[field] ?? `address.field.${ADDRESS_FIELDS[field].key}`;

/** The address's values of these fields, as they are. */
export function pickAddress<F extends AddressField>(address: AddressValues<F>, fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, address[field]])) as AddressValues<F>;
}

/** The address's values of these fields without spaces around them: what a form sends. */
export function trimAddress<F extends AddressField>(address: AddressValues<F>, fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, address[field].trim()])) as AddressValues<F>;
}

/** An address with every one of these fields empty. */
export function emptyAddress<F extends AddressField>(fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, ''])) as AddressValues<F>;
}
