import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { SkuProduct } from '../../api/types';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { storageKeys } from '../../services/storage';
import { selectCurrentMarket } from '../market';
import { resolveStoreGroup } from '../settings';
import { entriesWithColourKeys, parseStoredEntries } from './entries';
import { selectWishlistAdded, selectWishlistEntries } from './selectors';
import {
  addedFlagCleared,
  entriesLoaded,
  entryAdded,
  entryRemoved,
  lookupFailed,
  lookupRequested,
  lookupSucceeded,
  toggleRequested,
} from './wishlistSlice';

/** How long the toggle shows its 'saved' confirmation (docs/rules.md#wishlist). */
export const ADDED_FLAG_MS = 5000;

export function* loadWishlist() {
  const storage = yield* service('localStorage');
  const stored = yield* call(storage.get<unknown>, storageKeys.wishlist);
  yield* put(entriesLoaded(parseStoredEntries(stored)));
}

function* persist() {
  const storage = yield* service('localStorage');
  const entries = yield* select(selectWishlistEntries);
  yield* call(storage.set, storageKeys.wishlist, entries);
}

export function* toggleWishlistEntry(action: PayloadAction<string>) {
  const entry = action.payload;
  const entries = yield* select(selectWishlistEntries);
  if (entries.includes(entry)) {
    yield* put(entryRemoved(entry));
    yield* call(persist);
    return;
  }
  yield* put(entryAdded(entry));
  yield* call(persist);
  yield* delay(ADDED_FLAG_MS);
  // A later addition owns the flag now; its own timer clears it.
  if ((yield* select(selectWishlistAdded)) === entry) yield* put(addedFlagCleared(entry));
}

/** Resolves the entries into products for /favorites; a failure is reported for the page to offer a retry. */
export function* lookupFavorites() {
  // Another tab may have changed the list since the app started.
  yield* call(loadWishlist);
  const entries = yield* select(selectWishlistEntries);
  if (entries.length === 0) {
    yield* put(lookupSucceeded([]));
    return;
  }
  try {
    const api = yield* service('api');
    const market = yield* select(selectCurrentMarket);
    const storeGroup = yield* call(resolveStoreGroup);
    const result = yield* callApi(api.proxy.getProductsBySku, {
      storeGroupSlug: storeGroup.slug,
      market: market.id,
      language: market.language,
      skuQuery: entries.join(','),
      isMultiple: true,
    });
    const products = result.data ?? [];
    yield* put(lookupSucceeded(products));
    yield* call(storeColourKeys, products);
  } catch (error) {
    yield* put(lookupFailed(toErrorInfo(error)));
  }
}

/**
 * Entries saved with a colour's name ('PF-1003&color=Röd', before the keys) are stored again by
 * the key the lookup resolved them to ('PF-1003&color=red'), so they name their colour in every
 * market from now on. Entries the lookup did not resolve stay as they are.
 */
function* storeColourKeys(products: SkuProduct[]) {
  const entries = yield* select(selectWishlistEntries);
  const keyed = entriesWithColourKeys(entries, products);
  if (keyed.length === entries.length && keyed.every((entry, index) => entry === entries[index])) return;
  yield* put(entriesLoaded(keyed));
  yield* call(persist);
}

export function* wishlistRootSaga() {
  yield* takeEvery(toggleRequested.type, toggleWishlistEntry);
  yield* takeLatest(lookupRequested.type, lookupFavorites);
  // Loaded at start, so /favorites, /account and every toggle see the stored list.
  yield* call(loadWishlist);
}
