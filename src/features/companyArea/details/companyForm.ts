import type {
  Company,
  CompanyAddress,
  CompanyAddressInput,
  CompanyDetails,
  CompanyUpdateInput,
} from '../../../api/types';
import {
  addressForm,
  emptyAddress,
  pickAddress,
  trimAddress,
  type AddressValues,
} from '../../../components/address/addressFields';

export type AddressKind = 'billing_address' | 'shipping_address';
export const ADDRESS_KINDS: readonly AddressKind[] = ['billing_address', 'shipping_address'];

const COMPANY_ADDRESS_FIELDS = [
  'name',
  'co_address',
  'street_address',
  'house_number',
  'postal_code',
  'city',
  'state_province',
  'country',
  'phone',
] as const;

/** One address row of the form; `id` is empty for a row the admin added. */
export type AddressRow = AddressValues<(typeof COMPANY_ADDRESS_FIELDS)[number]> &
  Pick<CompanyAddress, 'id' | 'is_default'>;

const addressOf = (kind: AddressKind) =>
  addressForm({
    fields: COMPANY_ADDRESS_FIELDS,
    required: [
      'street_address',
      'postal_code',
      'city',
      'country',
      'phone',
      ...(kind === 'shipping_address' ? (['state_province'] as const) : []),
    ],
    messages: {
      required: { byField: 'companyArea.address.error' },
      phoneInvalid: 'companyArea.error.phoneInvalid',
      typedText: 'companyArea.error.typedText',
    },
  });

/**
 * Each address's phone, street, postal code, city and country; shipping also its state
 * (docs/rules.md#company-form).
 */
export const addressForms = {
  billing_address: addressOf('billing_address'),
  shipping_address: addressOf('shipping_address'),
};

export interface CompanyFormValues extends CompanyDetails {
  billing_address: AddressRow[];
  shipping_address: AddressRow[];
}

function toRow(address: CompanyAddress): AddressRow {
  return { id: address.id, ...pickAddress(address, COMPANY_ADDRESS_FIELDS), is_default: address.is_default };
}

export function toFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    organisation_number: company.organisation_number,
    tax_id_vat_number: company.tax_id_vat_number,
    contact_name: company.contact_name,
    email: company.email,
    invoice_email: company.invoice_email,
    phone: company.phone,
    external_ref: company.external_ref,
    billing_address: company.billing_address.map(toRow),
    shipping_address: company.shipping_address.map(toRow),
  };
}

function toInput(row: AddressRow, companyName: string): CompanyAddressInput {
  return {
    ...(row.id ? { id: row.id } : {}),
    ...trimAddress(row, COMPANY_ADDRESS_FIELDS),
    is_default: row.is_default,
    company_name: companyName,
    shipping_type: 'standard',
  };
}

/** What the update sends: never the read-only name, organisation number or VAT number. */
export function toUpdateInput(values: CompanyFormValues): CompanyUpdateInput {
  return {
    contact_name: values.contact_name.trim(),
    email: values.email.trim(),
    invoice_email: values.invoice_email.trim(),
    phone: values.phone.trim(),
    external_ref: values.external_ref.trim(),
    billing_address: values.billing_address.map((row) => toInput(row, values.name)),
    shipping_address: values.shipping_address.map((row) => toInput(row, values.name)),
  };
}

/** A new row: the company's phone and the market's country filled in; default only if it is the first. */
export function newAddressRow(existing: readonly AddressRow[], country: string, phone: string): AddressRow {
  return {
    id: '',
    ...emptyAddress(COMPANY_ADDRESS_FIELDS),
    country,
    phone,
    is_default: existing.length === 0,
  };
}

/** Exactly one default per kind: the chosen row. */
export function withDefault(rows: readonly AddressRow[], index: number): AddressRow[] {
  return rows.map((row, i) => ({ ...row, is_default: i === index }));
}

/** A kind keeps at least one address; removing the default hands it to the first that remains. */
export function withoutRow(rows: readonly AddressRow[], index: number): AddressRow[] {
  if (rows.length <= 1) return [...rows];
  const rest = rows.filter((_, i) => i !== index);
  return rest.some((row) => row.is_default) ? rest : withDefault(rest, 0);
}
