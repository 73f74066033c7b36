import type { Cart, CartItem, Market, SessionUser, UserOrganisation } from '../../../src/api/types';
import { sessionUser } from './fixtures';

export const sweden: Market = {
  id: 'se',
  name: 'Sverige',
  country: 'SE',
  language: 'sv',
  currency: 'SEK',
  productUrlPrefix: 'produkt',
  engageLocale: 'sv-SE',
};

export const norway: Market = {
  id: 'no',
  name: 'Norge',
  country: 'NO',
  language: 'en',
  currency: 'NOK',
  productUrlPrefix: 'product',
  engageLocale: 'en-NO',
};

export const nordicPrint: UserOrganisation = {
  id: 'company-nordic-print',
  status: 'active',
  organisation_number: '556123-4567',
  tax_id_vat_number: 'SE556123456701',
  name: 'Nordic Print AB',
  contact_name: 'Maria Admin',
  email: 'info@nordicprint.example.se',
  phone: '+46311234567',
  role: 'customer',
  level: 'admin',
  files: [],
};

export const businessUser: SessionUser = {
  ...sessionUser,
  id: 'user-maria',
  email: 'maria.admin@example.se',
  first_name: 'Maria',
  last_name: 'Admin',
  store_group: 'business',
  store_group_id: 'sg-business',
  market: 'se',
  organisations: [nordicPrint],
};

export function item(id: string, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productParentId: `parent-${id}`,
    productVariantId: `variant-${id}`,
    name: `Item ${id}`,
    displayName: `Item ${id}`,
    quantity,
    imageUrl: '',
    basePriceAmount: 10000,
    salePriceAmount: 10000,
    totalPriceAmount: 10000 * quantity,
    totalDiscountAmount: 0,
    discountAmount: 0,
    taxPercentage: 2500,
    options: {},
    customAttributes: {},
    tags: { categories: [] },
    ...overrides,
  };
}

export function cartOf(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-visitor',
    items,
    discountCodes: [],
    totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0 },
    currencyCode: 'SEK',
    countryCode: 'SE',
    languageCode: 'sv',
    storeGroupId: 'sg-default',
    capabilities: { paymentProviders: [], giftCardProviders: [], shippingProviders: [] },
    ...overrides,
  };
}
