import { createSelector } from '@reduxjs/toolkit';
import type { WishlistState } from './wishlistSlice';
import { entryOfProduct, firstStored, storedEntryOf } from './entries';

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistEntries = (state: WithWishlist) => state.wishlist.entries;
export const selectWishlistAdded = (state: WithWishlist) => state.wishlist.added;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.entries.length;
export const selectIsInWishlist = (state: WithWishlist, entry: string) =>
  state.wishlist.entries.includes(entry);
export const selectIsJustAdded = (state: WithWishlist, entry: string) => state.wishlist.added === entry;
export const selectFavoritesRequest = (state: WithWishlist) => state.wishlist.lookup.request;

/** The first of these spellings of one entry that the wishlist holds, or null. */
export const selectStoredEntry = (state: WithWishlist, spellings: readonly string[]) =>
  firstStored(spellings, state.wishlist.entries);

/**
 * The resolved products still on the wishlist (a removal shows at once, without a new lookup),
 * each once: an old entry ('&color=Röd') and its keyed twin ('&color=red') are one favourite.
 */
export const selectFavoriteProducts = createSelector(
  [(state: WithWishlist) => state.wishlist.lookup.products, selectWishlistEntries],
  (products, entries) => {
    const seen = new Set<string>();
    return products.filter((product) => {
      const entry = entryOfProduct(product);
      if (seen.has(entry) || storedEntryOf(product, entries) === null) return false;
      seen.add(entry);
      return true;
    });
  },
);
