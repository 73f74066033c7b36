import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { SkuProduct } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
import {
  entriesWithColourKeys,
  entryOfProduct,
  storedEntryOf,
  wishlistEntry,
} from '../../../src/features/wishlist/entries';
import { selectFavoriteProducts, selectStoredEntry } from '../../../src/features/wishlist/selectors';
import { lookupFavorites } from '../../../src/features/wishlist/wishlistSagas';
import {
  entriesLoaded,
  initialWishlistState,
  lookupSucceeded,
  wishlistReducer,
} from '../../../src/features/wishlist/wishlistSlice';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';

/** The red Canvas Tote as the lookup resolves an entry naming it `color` (echoed as color_variant). */
const redTote = (color: string, overrides: Partial<SkuProduct> = {}): SkuProduct => ({
  id: 'pp-canvas-tote',
  product_number: 'PF-1003',
  color_variant: color,
  color_key: 'red',
  color_name: 'Red',
  name: 'Canvas Tote',
  slug: 'canvas-tote',
  imageUrl: '/tote-red.svg',
  productVariantId: 'TOTE-RED-ONE',
  price: { basePriceAmount: 19900, salePriceAmount: 19900, currencyCode: 'NOK' },
  inStock: false,
  ...overrides,
});

const wishlistState = (entries: string[], products: SkuProduct[] = []) => ({
  wishlist: {
    ...initialWishlistState,
    entries,
    lookup: { products, request: { status: 'succeeded' as const, error: null } },
  },
});

describe('favourites name their colour by its language-neutral key', () => {
  it('a resolved product stands for the entry of its colour key, not of its name', () => {
    expect(entryOfProduct(redTote('Röd'))).toBe('PF-1003&color=red');
    expect(entryOfProduct(redTote('red'))).toBe('PF-1003&color=red');
    // A backend without keys: the entry as it named the colour.
    expect(entryOfProduct(redTote('Röd', { color_key: undefined }))).toBe('PF-1003&color=Röd');
  });

  it('still finds an entry saved in Sverige with the Swedish name', () => {
    expect(storedEntryOf(redTote('Röd'), ['PF-1003&color=Röd'])).toBe('PF-1003&color=Röd');
    expect(storedEntryOf(redTote('red'), ['PF-1003&color=red'])).toBe('PF-1003&color=red');
    expect(storedEntryOf(redTote('Röd'), ['PF-1001&color=Röd'])).toBeNull();
  });

  it('rewrites names the lookup resolved to keys, keeps the order, and keeps what it could not resolve', () => {
    const entries = ['PF-1001&color=Vit', 'PF-1003&color=Röd', 'PF-1002', 'PF-9999&color=Grön'];
    const tee = redTote('Vit', {
      product_number: 'PF-1001',
      color_key: 'white',
      color_name: 'White',
    });
    expect(entriesWithColourKeys(entries, [redTote('Röd'), tee])).toEqual([
      'PF-1001&color=white',
      'PF-1003&color=red',
      'PF-1002',
      'PF-9999&color=Grön',
    ]);
    // An old entry and its keyed twin become one.
    expect(
      entriesWithColourKeys(['PF-1003&color=red', 'PF-1003&color=Röd'], [redTote('red'), redTote('Röd')]),
    ).toEqual(['PF-1003&color=red']);
    // Without a key nothing changes.
    expect(entriesWithColourKeys(['PF-1003&color=Röd'], [redTote('Röd', { color_key: null })])).toEqual([
      'PF-1003&color=Röd',
    ]);
  });

  it('lists an old entry’s product once, even when its keyed twin is stored too', () => {
    const state = wishlistState(['PF-1003&color=Röd', 'PF-1003&color=red'], [redTote('Röd'), redTote('red')]);
    expect(selectFavoriteProducts(state)).toEqual([redTote('Röd')]);
    expect(selectFavoriteProducts(wishlistState(['PF-1003&color=Röd'], [redTote('Röd')]))).toHaveLength(1);
    expect(selectFavoriteProducts(wishlistState([], [redTote('Röd')]))).toEqual([]);
  });

  it('knows which spelling of an entry is stored', () => {
    const state = wishlistState(['PF-1003&color=Röd']);
    expect(selectStoredEntry(state, ['PF-1003&color=red', 'PF-1003&color=Röd'])).toBe('PF-1003&color=Röd');
    expect(selectStoredEntry(state, ['PF-1003&color=red'])).toBeNull();
    expect(wishlistEntry('PF-1003', 'red')).toBe('PF-1003&color=red');
  });
});

describe('lookupFavorites stores old colour names by their keys', () => {
  const harness = sagaHarness(
    combineReducers({
      settings: settingsReducer,
      market: marketReducer,
      wishlist: wishlistReducer,
      session: sessionReducer,
      notifications: notificationsReducer,
    }),
  );

  it('rewrites an entry saved in Sverige to the colour key the lookup resolved, and persists it', async () => {
    const { providers, services, localStorage } = harness.setup({
      localStorage: { wishlist: ['PF-1003&color=Röd', 'PF-1002'] },
    });
    const result = { data: [redTote('Röd')], total: 1, total_pages: 1, page: 1 };
    const { storeState } = await expectSaga(lookupFavorites)
      .withReducer(harness.reducer, harness.state(...shopLoaded()))
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), result], ...providers])
      .put(lookupSucceeded([redTote('Röd')]))
      .put(entriesLoaded(['PF-1003&color=red', 'PF-1002']))
      .call.fn(localStorage.set)
      .run();
    expect(storeState.wishlist.entries).toEqual(['PF-1003&color=red', 'PF-1002']);
    expect(localStorage.get<string[]>('wishlist')).toEqual(['PF-1003&color=red', 'PF-1002']);
    expect(selectFavoriteProducts(storeState)).toEqual([redTote('Röd')]);
  });

  it('leaves the stored entries alone when they already name keys', async () => {
    const { providers, services, localStorage } = harness.setup({
      localStorage: { wishlist: ['PF-1003&color=red'] },
    });
    const result = { data: [redTote('red')], total: 1, total_pages: 1, page: 1 };
    await expectSaga(lookupFavorites)
      .withReducer(harness.reducer, harness.state(...shopLoaded()))
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), result], ...providers])
      .put(lookupSucceeded([redTote('red')]))
      // Nothing to store again.
      .not.call.fn(localStorage.set)
      .run();
    expect(localStorage.get<string[]>('wishlist')).toEqual(['PF-1003&color=red']);
  });
});
