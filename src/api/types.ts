// Wire shapes shared by the app's API modules and the mock backend (spec point 3).

/** Every answer of the product's own proxy (/api) has this envelope. */
export interface ProxyEnvelope<T> {
  ok: boolean;
  status: number;
  data: T;
}

/** The error body every backend answers with on failure (spec point 3, "Error body"). */
export interface ErrorBody {
  error?: string;
  message?: string;
  details?: string | string[];
  statusCode?: number;
  requestId?: string;
  errors?: string[];
  productVariantIDs?: string[];
}

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

export interface CartTotals {
  subTotal: number;
  shippingTotal: number;
  discountTotal: number;
  taxTotal: number;
  grandTotal: number;
}

export interface CartItemOptions {
  parentItem?: string;
  [key: string]: unknown;
}

export interface CartItem {
  id: string;
  productParentId: string;
  productVariantId: string;
  name: string;
  displayName: string;
  quantity: number;
  imageUrl: string;
  basePriceAmount: number;
  salePriceAmount: number;
  totalPriceAmount: number;
  totalDiscountAmount: number;
  discountAmount: number;
  taxPercentage: number;
  options: CartItemOptions;
  customAttributes: {
    brand?: string;
    color?: string;
    size?: string;
    parentName?: string;
    productSlug?: string;
    orderLimit?: number;
  };
  tags: { categories: string[] };
}

export interface Cart {
  id: string;
  items: CartItem[];
  discountCodes: { code: string }[];
  totals: CartTotals;
  currencyCode: string;
  countryCode: string;
  languageCode: string;
  storeGroupId: string;
  capabilities: {
    paymentProviders: { name: string }[];
    giftCardProviders: { name: string }[];
    shippingProviders: { name: string }[];
  };
}

/** POST /shopper/sessions/start */
export interface StartSessionInput {
  storeGroupId: string;
  countryCode: string;
  languageCode: string;
}

export interface StartSessionResult {
  token: string;
  cart: Cart;
}

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

/** The signed-in user (spec point 3, "User (session)"). */
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
