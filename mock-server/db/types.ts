import type { Cart, Market, ShopSettings, StoreGroup } from '../../src/api/types';
import type { AccountsDb } from './accountTypes';
import type { CatalogDb } from './catalogTypes';

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

export interface DbMembership {
  id: string;
  role: string;
  level: string;
}

/** A user with its credentials; never sent as is (see db/views.ts). */
export interface DbUser {
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
  role: string;
  email_verified: boolean;
  status: string;
  organisations: DbMembership[];
  password: { salt: string; hash: string };
}

export interface ExpiringToken {
  expiresAt: number;
}

export interface UserAccessToken extends ExpiringToken {
  userId: string;
  refreshToken: string;
}

export interface RefreshToken extends ExpiringToken {
  userId: string;
}

export interface Database {
  settings: ShopSettings;
  markets: Market[];
  storeGroups: StoreGroup[];
  users: Map<string, DbUser>;
  companies: Map<string, DbCompany>;
  carts: Map<string, Cart>;
  /** cart token → cart id */
  cartSessions: Map<string, string>;
  managementTokens: Map<string, ExpiringToken>;
  accessTokens: Map<string, UserAccessToken>;
  refreshTokens: Map<string, RefreshToken>;
  /** The proxy's cached management token (the proxy's own state). */
  proxyManagementToken: string | null;
  /** Products, prices, stocks and discount codes (see catalogTypes.ts). */
  catalog: CatalogDb;
  /** Outbox, verification and reset tokens (see accountTypes.ts). */
  accounts: AccountsDb;
}
