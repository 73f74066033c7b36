// Companies (organisations) as the product's proxy answers them (docs/rules.md#data-shapes).

/** Address (docs/rules.md#data-shapes). */
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

/** Company (customer), docs/rules.md#data-shapes. */
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

// ---- The company area (docs/rules.md#company-area): company data, addresses, organisation users ----

/** An address as the company form sends it: a new one has no id; the server assigns ids and owners. */
export type CompanyAddressInput = Omit<CompanyAddress, 'id' | 'company_id' | 'created_at' | 'updated_at'> & {
  id?: string;
};

/**
 * PUT /api/companies/{id}/: what a company's admin may change. Name, organisation number and VAT
 * number are never sent (always read-only); the address lists replace the stored ones, each kind
 * keeping at least one address and exactly one default.
 */
export interface CompanyUpdateInput {
  contact_name: string;
  email: string;
  invoice_email: string;
  phone: string;
  external_ref: string;
  billing_address: CompanyAddressInput[];
  shipping_address: CompanyAddressInput[];
}

/** The update's answer: success is a response containing company.id (docs/rules.md#calls). */
export interface CompanyUpdated {
  company: Company;
}

/** Organisation user (docs/rules.md#data-shapes). */
export interface OrganisationUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  market: string;
  email_verified: boolean;
  /** 'customer' (default) or 'agent'. */
  role: string;
  organisations: { id: string; role: string; level: string }[];
}

/** GET /api/companies/{id}/users/?page=&per_page=&search= (the company's admins and super admins). */
export interface OrganisationUserQuery {
  page: number;
  per_page: number;
  search?: string;
}

export interface OrganisationUserPage {
  items: OrganisationUser[];
  page: number;
  total_items: number;
  total_pages: number;
}

/** The user list's error shape (docs/rules.md#data-shapes): message 'Unauthorized' comes with details. */
export interface OrganisationUserError {
  message: string;
  details: string[];
}

/** DELETE /api/companies/{id}/users/{userId}/ answers { success: true } (admins only, never oneself). */
export interface UserRemoved {
  success: boolean;
}

/** POST /api/companies/{id}/users/: an admin invites a user to the company. */
export interface OrganisationUserInput {
  first_name: string;
  last_name: string;
  email: string;
  /** 'default' or 'admin' in this company. */
  level: string;
}

/** The invitation's answer: the user's id, or details (e.g. 'user already in company'). */
export interface UserInvited {
  id: string;
  details?: string;
}
