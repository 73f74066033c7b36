import { combineReducers } from '@reduxjs/toolkit';
import type { Cart, CartItem } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { cartReducer, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
import type { CookieName } from '../../../src/services/cookies';
import { sweden } from '../../support/fixtures';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';

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

/** The slices the cart's flows read and write. */
export const cartSagaReducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});

const { state } = sagaHarness(cartSagaReducer);

/** Settings loaded, the shopper in a market, and (optionally) a cart already there. */
export const stateWith = (loaded: Cart | null, market = sweden) =>
  state(...shopLoaded(market), ...(loaded ? [cartSucceeded(loaded)] : []));

/** A shopper with a cart session and a checkout under way, which every cart change ends. */
export const cartCookies: Partial<Record<CookieName, string>> = {
  checkoutToken: 'checkout-1',
  cartToken: 'cart-token',
};
