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

// ---- Catalog, prices, stocks (shopper backend) ----

export interface ProductVariant {
  /** productVariantId, e.g. 'BCP-WHITE-STD'; its family is the first two dash-separated parts. */
  id: string;
  sku: string;
  color: string;
  /** CSS colour for the swatch. */
  colorCode: string;
  size: string;
  imageUrl: string;
}

export interface ProductParent {
  /** productParentId */
  id: string;
  productNumber: string;
  name: string;
  description: string;
  brand: string;
  /** The slug in the market's language; the URL is /{market.productUrlPrefix}/{slug}. */
  slug: string;
  imageUrl: string;
  categories: string[];
  variants: ProductVariant[];
  customAttributes: { orderLimit?: number };
}

/** A product in a listing, with its lowest price for the market and store group. */
export interface ProductSummary extends ProductParent {
  price: { basePriceAmount: number; salePriceAmount: number; currencyCode: string };
}

export interface VariantPrice {
  productVariantId: string;
  basePriceAmount: number;
  salePriceAmount: number;
  /** Basis points, e.g. 2500 = 25 %. */
  taxPercentage: number;
}

/** GET /shopper/prices/product-parents/{id}/store-groups/{sg}/markets/{country} */
export interface PriceData {
  productParentId: string;
  currencyCode: string;
  isTaxIncludedInPrice: boolean;
  variants: VariantPrice[];
}

export interface VariantStock {
  productVariantId: string;
  available: number;
  inStock: boolean;
}

/** POST /shopper/sessions/items */
export interface AddItemInput {
  productVariantId: string;
  quantity: number;
  options?: CartItemOptions;
}

// ---- Product lookup by SKU (proxy) ----

export interface ProductsBySkuInput {
  storeGroupSlug: string;
  market: string;
  language: string;
  /** Comma-separated product numbers. */
  skuQuery: string;
  isMultiple: boolean;
  page?: number;
}

/** A resolved wishlist product (spec point 3, Wishlist). */
export interface SkuProduct {
  id: string;
  product_number: string;
  color_variant: string | null;
  name: string;
  slug: string;
  imageUrl: string;
  productVariantId: string;
  price: { basePriceAmount: number; salePriceAmount: number; currencyCode: string };
  inStock: boolean;
}

export interface ProductsBySkuResult {
  data: SkuProduct[];
  total: number;
  total_pages: number;
  page: number;
}

// ---- Accounts (proxy) ----

/** POST /api/auth/signup/ (spec point 3, "Signup user payload"; confirmPassword stays in the client). */
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
}

export interface SignupAddress {
  name?: string;
  company_name?: string;
  street_address: string;
  co_address?: string;
  city: string;
  state_province?: string;
  postal_code: string;
  country: string;
  phone?: string;
  is_default?: boolean;
  shipping_type?: string;
}

/** POST /api/auth/organisation/signup/ */
export interface SignupOrganisationPayload {
  name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  contact_name: string;
  email: string;
  invoice_email: string;
  phone: string;
  external_ref: string;
  attribute_ids: string[];
  credit_check: boolean;
  custom_fields: Record<string, string>;
  billing_address: SignupAddress[];
  shipping_address: SignupAddress[];
  user_id: string;
  status: string;
}

/** POST /api/auth/update-user/ (spec point 3, "Profile update payload"). */
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

/** PATCH /shopper/sessions/attributes (spec point 3, "Company attributes on the session"). */
export interface SessionAttributes {
  company: { registrationNumber: string; taxId: string; name: string; reference: string };
  merchantReference1: string;
}

/** Answers of the account calls that carry a message or details text. */
export interface MessageResult {
  message?: string;
  details?: string;
}
