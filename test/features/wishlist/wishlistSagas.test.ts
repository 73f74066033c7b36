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
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
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
import type { KeyValueStorage } from '../../../src/services/storage';
import { businessGroup } from '../../support/fixtures';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';
import { runToEnd, watchState } from '../../support/sagaMustFinish';

const harness = sagaHarness(
  combineReducers({
    settings: settingsReducer,
    market: marketReducer,
    wishlist: wishlistReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
const { reducer, setup } = harness;
type State = ReturnType<typeof reducer>;

function state(entries: string[] = [], added: string | null = null): State {
  const loaded = harness.state(...shopLoaded());
  return { ...loaded, wishlist: { ...loaded.wishlist, entries, added } };
}

const stored = (storage: KeyValueStorage) => storage.get<string[]>('wishlist');

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
    const { providers } = setup({ localStorage: { wishlist: ['PF-1001&color=Blue', 'PF-1003'] } });
    const { storeState } = await expectSaga(loadWishlist)
      .withReducer(reducer, state())
      .provide(providers)
      .put(entriesLoaded(['PF-1001&color=Blue', 'PF-1003']))
      .run();
    expect(storeState.wishlist.entries).toEqual(['PF-1001&color=Blue', 'PF-1003']);
  });

  it('drops a stored value that is not a list of entries', async () => {
    const { providers } = setup({ localStorage: { wishlist: { not: 'a list' } } });
    await expectSaga(loadWishlist)
      .withReducer(reducer, state())
      .provide(providers)
      .put(entriesLoaded([]))
      .run();
  });

  it('runs at start from the root saga', async () => {
    const { providers } = setup({ localStorage: { wishlist: ['PF-1002'] } });
    const { storeState } = await runToEnd(
      expectSaga(wishlistRootSaga).withReducer(reducer, state()).provide(providers),
    );
    expect(storeState.wishlist.entries).toEqual(['PF-1002']);
  });
});

describe('toggleWishlistEntry', () => {
  it('adds an absent entry, persists it, sets the added flag and clears it after 5 s', async () => {
    const { providers, localStorage } = setup({ localStorage: { wishlist: ['PF-1003'] } });
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001&color=Blue'))
      .withReducer(reducer, state(['PF-1003']))
      .provide(providers)
      .put(entryAdded('PF-1001&color=Blue'))
      .call(delayP, ADDED_FLAG_MS)
      .put(addedFlagCleared('PF-1001&color=Blue'))
      .run();
    expect(ADDED_FLAG_MS).toBe(5000);
    expect(storeState.wishlist).toMatchObject({ entries: ['PF-1003', 'PF-1001&color=Blue'], added: null });
    expect(stored(localStorage)).toEqual(['PF-1003', 'PF-1001&color=Blue']);
  });

  it('keeps the flag while the 5 s run', async () => {
    const { providers } = setup();
    // The store as the 5 s start: the flag is set while they run, and cleared when they end.
    const store = watchState(reducer);
    let addedWhileWaiting: string | null | undefined;
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001'))
      .withReducer(store.reducer, state())
      .provide([
        [
          matchers.call.fn(delayP),
          dynamic(() => {
            addedWhileWaiting = store.current().wishlist.added;
            return null;
          }),
        ],
        ...providers,
      ])
      .run();
    expect(addedWhileWaiting).toBe('PF-1001');
    expect(storeState.wishlist.added).toBeNull();
  });

  it("does not clear another entry's flag when a second one was added meanwhile", async () => {
    const { providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(wishlistRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(delayP), Promise.resolve()], ...providers])
        .dispatch(toggleRequested('PF-1001'))
        .dispatch(toggleRequested('PF-1003'))
        .not.put(addedFlagCleared('PF-1001'))
        .put(addedFlagCleared('PF-1003')),
    );
    expect(storeState.wishlist).toMatchObject({ entries: ['PF-1001', 'PF-1003'], added: null });
  });

  it('removes a present entry and persists the rest, without a flag or a delay', async () => {
    const { providers, localStorage } = setup({ localStorage: { wishlist: ['PF-1001', 'PF-1003'] } });
    const { storeState } = await expectSaga(toggleWishlistEntry, toggleRequested('PF-1001'))
      .withReducer(reducer, state(['PF-1001', 'PF-1003']))
      .provide(providers)
      .put(entryRemoved('PF-1001'))
      .not.call.fn(delayP)
      .run();
    expect(storeState.wishlist.entries).toEqual(['PF-1003']);
    expect(stored(localStorage)).toEqual(['PF-1003']);
  });
});

describe('lookupFavorites', () => {
  it('resolves the stored entries through get-products-by-sku for the market and store group', async () => {
    const { providers, services } = setup({
      localStorage: { wishlist: ['PF-1001&color=Blue', 'PF-1003'] },
      cookies: { storeGroupId: businessGroup.id },
    });
    const result = { data: [tee], total: 1, total_pages: 1, page: 1 };
    const { storeState } = await expectSaga(lookupFavorites)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), result], ...providers])
      .call(services.api.proxy.getProductsBySku, {
        storeGroupSlug: businessGroup.slug,
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
    const { providers, services } = setup({ localStorage: { wishlist: ['PF-1001'] } });
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
        ...providers,
      ])
      .run();
    expect(inputs).toEqual([expect.objectContaining({ storeGroupSlug: 'default', skuQuery: 'PF-1001' })]);
  });

  it('shows a failed lookup as an empty list', async () => {
    const { providers, services } = setup({ localStorage: { wishlist: ['PF-1001'] } });
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
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), throwError(error)], ...providers])
      .put(lookupFailed(toErrorInfo(error)))
      .run();
    expect(storeState.wishlist.lookup.products).toEqual([]);
  });

  it('asks nothing when the wishlist is empty', async () => {
    const { providers, services } = setup({ localStorage: { wishlist: [] } });
    await expectSaga(lookupFavorites)
      .withReducer(reducer, state())
      .provide(providers)
      .not.call.fn(services.api.proxy.getProductsBySku)
      .put(lookupSucceeded([]))
      .run();
  });
});
