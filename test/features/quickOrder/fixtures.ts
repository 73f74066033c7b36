import { combineReducers } from '@reduxjs/toolkit';
import type { SkuProduct } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { cartReducer } from '../../../src/features/cart/cartSlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { quickOrderReducer } from '../../../src/features/quickOrder/quickOrderSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';

/** A variant as get-products-by-sku answers for a variant SKU (the seed's Classic Tee, black M). */
export function variant(overrides: Partial<SkuProduct> = {}): SkuProduct {
  return {
    id: 'pp-classic-tee',
    product_number: 'PF-1001',
    color_variant: 'Black',
    name: 'Classic Tee',
    slug: 'klassisk-t-shirt',
    imageUrl: '/mock-assets/products/classic-tee-black.svg',
    productVariantId: 'TEE-BLACK-M',
    price: { basePriceAmount: 29900, salePriceAmount: 23900, currencyCode: 'SEK' },
    inStock: true,
    sku: 'PF-1001-BLACK-M',
    stock: 100,
    productParentId: 'pp-classic-tee',
    ...overrides,
  };
}

export const flyers = (overrides: Partial<SkuProduct> = {}) =>
  variant({
    id: 'pp-flyers',
    product_number: 'PF-1008',
    color_variant: 'White',
    name: 'Flyers',
    slug: 'flygblad',
    imageUrl: '/mock-assets/products/flyers-white.svg',
    productVariantId: 'FLYER-WHITE-A5',
    price: { basePriceAmount: 24900, salePriceAmount: 24900, currencyCode: 'SEK' },
    sku: 'PF-1008-WHITE-A5',
    productParentId: 'pp-flyers',
    ...overrides,
  });

export const cards = (overrides: Partial<SkuProduct> = {}) =>
  variant({
    id: 'pp-business-card-pack',
    product_number: 'PF-1002',
    color_variant: 'White',
    name: 'Business Card Pack',
    slug: 'visitkortspaket',
    productVariantId: 'BCP-WHITE-STD',
    price: { basePriceAmount: 34900, salePriceAmount: 34900, currencyCode: 'SEK' },
    sku: 'PF-1002-WHITE-STD',
    orderLimit: 5,
    productParentId: 'pp-business-card-pack',
    ...overrides,
  });

/** The slices the quick order's flows read and write. */
export const quickOrderSagaReducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
  quickOrder: quickOrderReducer,
});
