// Companies (organisations) as the product's proxy answers them (spec point 3).

/** Address (spec point 3). */
export interface CompanyAddress {
  id: string;
  company_id: string;
  /** The location's name ('Huvudkontor'); may be empty. */
  name: string;
  company_name: string;
  street_address: string;
  co_address: string;
  city: string;
  state_province: string;
  house_number: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  phone: string;
  is_default: boolean;
  shipping_type: string;
  created_at: string;
  updated_at: string;
}

/** Company (customer), spec point 3. */
export interface Company {
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
  /** 'active', or anything else for a company that may not order on credit. */
  status: string;
  billing_address: CompanyAddress[];
  shipping_address: CompanyAddress[];
  files: unknown[];
}

/** GET /api/companies/ (super admins only): one page of every company, optionally searched. */
export interface CompanyListQuery {
  page: number;
  per_page: number;
  search?: string;
}

export interface CompanyPage {
  companies: Company[];
  page: number;
  total: number;
  total_pages: number;
}

/** GET /api/companies/mine/: the signed-in user's own organisations, with their addresses. */
export interface MyCompanies {
  companies: Company[];
}

/**
 * A person an order can be placed for (the checkout's contact-person select): a user of the
 * company with role customer, or the agent herself.
 */
export interface ContactPerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: string;
}

/** GET /api/companies/{id}/contacts/ (agents of that company and super admins). */
export interface CompanyContacts {
  contacts: ContactPerson[];
}
