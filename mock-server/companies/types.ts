/** Address (spec point 3). */
export interface DbAddress {
  id: string;
  company_id: string;
  name: string;
  company_name: string;
  street_address: string;
  co_address: string;
  city: string;
  state_province: string;
  house_number: string;
  postal_code: string;
  country: string;
  phone: string;
  is_default: boolean;
  shipping_type: string;
  created_at: string;
  updated_at: string;
}

/** Company / organisation as the backend keeps it (spec point 3). */
export interface DbCompany {
  id: string;
  name: string;
  email: string;
  invoice_email: string;
  phone: string;
  organisation_number: string;
  credit_check: boolean;
  contact_name: string;
  tax_id_vat_number: string;
  external_ref: string;
  custom_fields: Record<string, string>;
  store_groups: string[];
  status: string;
  billing_address: DbAddress[];
  shipping_address: DbAddress[];
  files: unknown[];
}

/** Company id → company. Users hold their memberships (accounts/types.ts). */
export type CompaniesDb = Map<string, DbCompany>;
