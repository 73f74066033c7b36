// The shopper backend (/shopper): cart sessions, catalog, prices and stocks (docs/rules.md#data-shapes).

// ---- Cart sessions ----

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

/**
 * PATCH /shopper/sessions/attributes: the company attributes a login sets (docs/rules.md#login);
 * also the update of the checkout customer data (docs/rules.md#customer-card). It goes with the
 * cart token and, in USER_TOKEN_HEADER, the signed-in user's access token: the backend checks that
 * this user may order for the company and for the contact person, and keeps the company's own name,
 * tax id and the contact's name, whatever the body says.
 */
export interface SessionAttributes {
  company: { registrationNumber: string; taxId: string; name: string; reference: string };
  merchantReference1: string;
  /** The contact person's user id; absent means the signed-in user. */
  contactId?: string;
}

/**
 * The header that carries the signed-in user's access token where Authorization holds another
 * credential: the shopper backend's attributes call (the cart token) and create-order (the checkout
 * token).
 */
export const USER_TOKEN_HEADER = 'X-User-Token';

// ---- Catalog, prices, stocks (shopper backend) ----

export interface ProductVariant {
  /** productVariantId, e.g. 'BCP-WHITE-STD'; its family is the first two dash-separated parts. */
  id: string;
  sku: string;
  /** The colour's name in the market's language ('Röd' in Sverige, 'Red' in Norge). */
  color: string;
  /**
   * The colour's language-neutral key ('red'): the same in every market. Links (`?color=`) and
   * favourites name the colour by it, so they keep their colour across a market switch.
   */
  colorKey: string;
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
