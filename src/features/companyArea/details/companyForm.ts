import type { Company, CompanyAddress, CompanyAddressInput, CompanyUpdateInput } from '../../../api/types';

export type AddressKind = 'billing_address' | 'shipping_address';
export const ADDRESS_KINDS: readonly AddressKind[] = ['billing_address', 'shipping_address'];

/** One address row of the form; `id` is empty for a row the admin added. */
export interface AddressRow {
  id: string;
  name: string;
  street_address: string;
  house_number: string;
  co_address: string;
  postal_code: string;
  city: string;
  state_province: string;
  country: string;
  phone: string;
  is_default: boolean;
}

export interface CompanyFormValues {
  name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  contact_name: string;
  email: string;
  invoice_email: string;
  phone: string;
  external_ref: string;
  billing_address: AddressRow[];
  shipping_address: AddressRow[];
}

function toRow(address: CompanyAddress): AddressRow {
  return {
    id: address.id,
    name: address.name,
    street_address: address.street_address,
    house_number: address.house_number,
    co_address: address.co_address,
    postal_code: address.postal_code,
    city: address.city,
    state_province: address.state_province,
    country: address.country,
    phone: address.phone,
    is_default: address.is_default,
  };
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
  const { id, ...fields } = row;
  const trimmed = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Omit<AddressRow, 'id'>;
  return { ...(id ? { id } : {}), ...trimmed, company_name: companyName, shipping_type: 'standard' };
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
    name: '',
    street_address: '',
    house_number: '',
    co_address: '',
    postal_code: '',
    city: '',
    state_province: '',
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
