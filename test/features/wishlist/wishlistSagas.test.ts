import delayP from '@redux-saga/delay-p';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { SkuProduct } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer, settingsSucceeded } from '../../../src/features/settings/settingsSlice';
import {
  ADDED_FLAG_MS,
  loadWishlist,
  lookupFavorites,
  toggleWishlistEntry,
  wishlistRootSaga,
} from '../../../src/features/wishlist/wishlistSagas';
import {
  addedFlagCleared,
  entriesLoaded,
  entryAdded,
  entryRemoved,
  lookupFailed,
  lookupSucceeded,
  toggleRequested,
  wishlistReducer,
} from '../../../src/features/wishlist/wishlistSlice';
import type { CookieName } from '../../../src/services/cookies';
import { contextProviders, fakeCookies, fakeServices, fakeStorage } from '../../support/fakeServices';
import { companyGroup, shopConfig, sweden } from '../settings/fixtures';

const reducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  wishlist: wishlistReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});
type State = ReturnType<typeof reducer>;

function state(entries: string[] = [], added: string | null = null): State {
  const base = reducer(undefined, settingsSucceeded(shopConfig()));
  return {
    ...base,
    market: { ...base.market, selected: sweden },
    wishlist: { ...base.wishlist, entries, added },
  };
}

function setup(stored?: unknown, cookies: Partial<Record<CookieName, string>> = {}) {
  const localStorage = fakeStorage(stored === undefined ? {} : { wishlist: stored });
  const { services } = fakeServices({ localStorage, cookies: fakeCookies(cookies) });
  return { services, localStorage, context: contextProviders(services) };
}

const stored = (storage: ReturnType<typeof fakeStorage>) => storage.get<string[]>('wishlist');

const tee: SkuProduct = {
  id: 'pp-classic-tee',
  product_number: 'PF-1001',
  color_variant: 'Blue',
  name: 'Classic Tee',
  slug: 'klassisk-t-shirt',
  imageUrl: '/tee.svg',
  productVariantId: 'TEE-BLUE-S',
  price: { basePriceAmount: 29900, salePriceAmount: 23900, currencyCode: 'SEK' },
  inStock: true,
};

describe('loadWishlist', () => {
  it('puts the entries kept in local storage', async () => {
    const { context } = setup(['PF-1001&color=Blue', 'PF-1003']);
    const { storeState } = await expectSaga(loadWishlist)
      .withReducer(reducer, state())
      .provide(context)
      .put(entriesLoaded(['PF-1001&color=Blue', 'PF-1003']))
      .run();
    expect(storeState.wishlist.entries).toEqual(['PF-1001&color=Blue', 'PF-1003']);
  });

  it('drops a stored value that is not a list of entries', async () => {
    const { context } = setup({ not: 'a list' });
    await expectSaga(loadWishlist)
      .withReducer(reducer, state())
      .provide(context)
      .put(entriesLoaded([]))
      .run();
  });

  it('runs at start from the root saga', async () => {
    const { context } = setup(['PF-1002']);
    const { storeState } = await expectSaga(wishlistRootSaga)
      .withReducer(reducer, state())
      .provide(context)
      .silentRun(20);
    expect(storeState.wishlist.entries).toEqual(['PF-1002']);
  });
});

describe('toggleWishlistEntry', () => {
  it('adds an absent entry, persists it, sets the added flag and clears it after 5 s', async () => {
    const { context, localStorage } = setup(['PF-1003']);
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001&color=Blue'))
      .withReducer(reducer, state(['PF-1003']))
      .provide([[matchers.call.fn(delayP), undefined], ...context])
      .put(entryAdded('PF-1001&color=Blue'))
      .call(delayP, ADDED_FLAG_MS)
      .put(addedFlagCleared('PF-1001&color=Blue'))
      .run();
    expect(ADDED_FLAG_MS).toBe(5000);
    expect(storeState.wishlist).toMatchObject({ entries: ['PF-1003', 'PF-1001&color=Blue'], added: null });
    expect(stored(localStorage)).toEqual(['PF-1003', 'PF-1001&color=Blue']);
  });

  it('keeps the flag while the 5 s run', async () => {
    const { context } = setup();
    // A delay that never ends within the test: the flag is still set when it stops.
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001'))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(delayP), new Promise(() => undefined)], ...context])
      .silentRun(20);
    expect(storeState.wishlist.added).toBe('PF-1001');
  });

  it("does not clear another entry's flag when a second one was added meanwhile", async () => {
    const { context } = setup();
    const { storeState } = await expectSaga(wishlistRootSaga)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(delayP), Promise.resolve()], ...context])
      .dispatch(toggleRequested('PF-1001'))
      .dispatch(toggleRequested('PF-1003'))
      .not.put(addedFlagCleared('PF-1001'))
      .put(addedFlagCleared('PF-1003'))
      .silentRun(20);
    expect(storeState.wishlist).toMatchObject({ entries: ['PF-1001', 'PF-1003'], added: null });
  });

  it('removes a present entry and persists the rest, without a flag or a delay', async () => {
    const { context, localStorage } = setup(['PF-1001', 'PF-1003']);
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001'))
      .withReducer(reducer, state(['PF-1001', 'PF-1003']))
      .provide(context)
      .put(entryRemoved('PF-1001'))
      .not.call.fn(delayP)
      .run();
    expect(storeState.wishlist.entries).toEqual(['PF-1003']);
    expect(stored(localStorage)).toEqual(['PF-1003']);
  });
});

describe('lookupFavorites', () => {
  it('resolves the stored entries through get-products-by-sku for the market and store group', async () => {
    const { context, services } = setup(['PF-1001&color=Blue', 'PF-1003'], { storeGroupId: companyGroup.id });
    const result = { data: [tee], total: 1, total_pages: 1, page: 1 };
    const { storeState } = await expectSaga(lookupFavorites)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), result], ...context])
      .call(services.api.proxy.getProductsBySku, {
        storeGroupSlug: companyGroup.slug,
        market: 'se',
        language: 'sv',
        skuQuery: 'PF-1001&color=Blue,PF-1003',
        isMultiple: true,
      })
      .put(lookupSucceeded([tee]))
      .run();
    expect(storeState.wishlist.lookup.products).toEqual([tee]);
  });

  it('uses the default store group slug when no cookie names one', async () => {
    const { context, services } = setup(['PF-1001']);
    const inputs: unknown[] = [];
    await expectSaga(lookupFavorites)
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(services.api.proxy.getProductsBySku),
          dynamic(({ args }) => {
            inputs.push(args[0]);
            return { data: [], total: 0, total_pages: 0, page: 1 };
          }),
        ],
        ...context,
      ])
      .run();
    expect(inputs).toEqual([expect.objectContaining({ storeGroupSlug: 'default', skuQuery: 'PF-1001' })]);
  });

  it('shows a failed lookup as an empty list', async () => {
    const { context, services } = setup(['PF-1001']);
    const error = new ApiError({ message: 'Injected fault 500', statusCode: 500 });
    const shown: State = {
      ...state(),
      wishlist: {
        ...state().wishlist,
        lookup: { products: [tee], request: { status: 'loading', error: null } },
      },
    };
    const { storeState } = await expectSaga(lookupFavorites)
      .withReducer(reducer, shown)
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), throwError(error)], ...context])
      .put(lookupFailed(toErrorInfo(error)))
      .run();
    expect(storeState.wishlist.lookup.products).toEqual([]);
  });

  it('asks nothing when the wishlist is empty', async () => {
    const { context, services } = setup([]);
    await expectSaga(lookupFavorites)
      .withReducer(reducer, state())
      .provide(context)
      .not.call.fn(services.api.proxy.getProductsBySku)
      .put(lookupSucceeded([]))
      .run();
  });
});
