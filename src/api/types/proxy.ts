// The product's own proxy (/api): settings, auth, accounts and the product lookup by SKU
// (docs/rules.md#data-shapes).

import type { CompanyAddressInput } from './companies';

// ---- Settings ----

export interface Market {
  id: string;
  name: string;
  country: string;
  language: string;
  currency: string;
  productUrlPrefix: string;
  engageLocale: string;
}

export interface StoreGroup {
  id: string;
  slug: string;
  name: string;
  pricesIncludeTax: boolean;
}

export interface ShopSettings {
  organisationSignupEnabled: boolean;
  loginButtonEnabled: boolean;
  createAccountEnabled: boolean;
  forgotPasswordEnabled: boolean;
  giftCardEnabled: boolean;
  allowEmailNotifications: boolean;
  allowSmsNotifications: boolean;
  allowPostalNotifications: boolean;
  /** The order-decisions flag; the actions show only when it equals 'true'. */
  orderDecisions: string;
}

/** GET /api/settings */
export interface ShopConfig {
  settings: ShopSettings;
  markets: Market[];
  storeGroups: StoreGroup[];
}

// ---- Auth ----

export interface UserOrganisation {
  id: string;
  status: string;
  organisation_number: string;
  tax_id_vat_number: string;
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  role: string;
  level: string;
  files: unknown[];
}

/** The signed-in user (docs/rules.md#data-shapes). */
export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  store_group: string;
  store_group_id: string;
  market: string;
  language: string;
  address: { street: string; zip_code: string; city: string };
  communication_preferences: { allow_email: boolean; allow_sms: boolean; allow_postal: boolean };
  is_super_admin: boolean;
  organisations: UserOrganisation[];
}

/** POST /api/auth/login/ */
export interface LoginResult {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
  details: string;
}

/** POST /api/auth/refresh-token/ */
export interface RefreshResult {
  access_token: string;
}

// ---- Product lookup by SKU (proxy) ----

export interface ProductsBySkuInput {
  storeGroupSlug: string;
  market: string;
  language: string;
  /** Comma-separated product numbers (`PF-1001`, `PF-1001&color=Red`) or variant SKUs (`PF-1001-BLACK-M`). */
  skuQuery: string;
  isMultiple: boolean;
  page?: number;
}

/** A resolved wishlist product (docs/rules.md#wishlist), or a variant the quick order names by its SKU. */
export interface SkuProduct {
  id: string;
  product_number: string;
  /** The colour as the entry named it (`&color=value`), echoed so the entry can be found; null: none. */
  color_variant: string | null;
  /**
   * The resolved variant's language-neutral colour key ('red') and its name in the market's
   * language, when the entry named a colour (null otherwise). Absent from a backend that does not
   * send them: the app then falls back to `color_variant`.
   */
  color_key?: string | null;
  color_name?: string | null;
  name: string;
  slug: string;
  imageUrl: string;
  productVariantId: string;
  price: { basePriceAmount: number; salePriceAmount: number; currencyCode: string };
  inStock: boolean;
  /**
   * The fields below come only with an entry that names a variant by its SKU (the quick order):
   * that variant's SKU, its units in stock, the product's order limit and its product parent.
   */
  sku?: string;
  stock?: number;
  orderLimit?: number;
  productParentId?: string;
}

export interface ProductsBySkuResult {
  data: SkuProduct[];
  total: number;
  total_pages: number;
  page: number;
}

// ---- Accounts (proxy) ----

/** POST /api/auth/signup/ (docs/rules.md#signup; confirmPassword stays in the client). */
export interface SignupUserPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone_number: string;
  language: string;
  country_code: string;
  country: string;
  market: string;
  store_group: string;
  role: 'customer';
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
  status: string;
  privacy: boolean;
  /**
   * Not in the payload of docs/rules.md#organisation-signup: set by the organisation sign-up, whose company follows. The backend
   * then sends no verification mail before the company exists, and a repeated sign-up with the
   * same e-mail and password picks up the unfinished one (answering `details: 'Signup resumed'`).
   */
  organisation_signup?: boolean;
}

/** The answer of POST /api/auth/signup/. */
export interface SignupUserResult {
  id?: string;
  details?: string;
  /**
   * Single-use proof that this sign-up created the user: the organisation sign-up that follows
   * sends it, and the backend attaches that user (not one named in the body) to the company.
   */
  signup_token?: string;
}

/** An address of the organisation sign-up: a company address with street, postal code, city and country. */
export type SignupAddress = Pick<CompanyAddressInput, 'street_address' | 'postal_code' | 'city' | 'country'> &
  Partial<Omit<CompanyAddressInput, 'id' | 'house_number'>>;

/** The company's own details: what the organisation sign-up sends and the company form shows. */
export interface CompanyDetails {
  name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  contact_name: string;
  email: string;
  invoice_email: string;
  phone: string;
  external_ref: string;
}

/** POST /api/auth/organisation/signup/ */
export interface SignupOrganisationPayload extends CompanyDetails {
  attribute_ids: string[];
  credit_check: boolean;
  custom_fields: Record<string, string>;
  billing_address: SignupAddress[];
  shipping_address: SignupAddress[];
  /**
   * The id of the just-created user (docs/rules.md#organisation-signup); the backend checks it
   * against `signup_token`.
   */
  user_id: string;
  /** From the user creation's answer (SignupUserResult). */
  signup_token: string;
  status: string;
}

/** POST /api/auth/update-user/ (docs/rules.md#profile). */
export interface ProfileUpdatePayload {
  store_group: string;
  language: string;
  market: string;
  country_code: string;
  email: string;
  city: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  postal_code: string;
  street: string;
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
}

/** Answers of the account calls that carry a message or details text. */
export interface MessageResult {
  message?: string;
  details?: string;
}
