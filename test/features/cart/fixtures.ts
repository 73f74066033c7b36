import type { Cart, CartItem } from '../../../src/api/types';

export function cartItem(id: string, quantity: number): CartItem {
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
    taxPercentage: 25,
    options: {},
    customAttributes: {},
    tags: { categories: [] },
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    items: [],
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

/** A line with its own ids, parent and attributes (for order limits, children, names). */
export function line(
  id: string,
  quantity: number,
  overrides: Partial<Omit<CartItem, 'customAttributes' | 'options'>> & {
    customAttributes?: CartItem['customAttributes'];
    options?: CartItem['options'];
  } = {},
): CartItem {
  return { ...cartItem(id, quantity), ...overrides };
}
