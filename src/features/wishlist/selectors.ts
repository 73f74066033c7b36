import { createSelector } from '@reduxjs/toolkit';
import type { WishlistState } from './wishlistSlice';
import { entryOfProduct } from './entries';

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistEntries = (state: WithWishlist) => state.wishlist.entries;
export const selectWishlistAdded = (state: WithWishlist) => state.wishlist.added;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.entries.length;
export const selectIsInWishlist = (state: WithWishlist, entry: string) =>
  state.wishlist.entries.includes(entry);
export const selectIsJustAdded = (state: WithWishlist, entry: string) => state.wishlist.added === entry;
export const selectFavoritesRequest = (state: WithWishlist) => state.wishlist.lookup.request;

/** The resolved products still on the wishlist (a removal shows at once, without a new lookup). */
export const selectFavoriteProducts = createSelector(
  [(state: WithWishlist) => state.wishlist.lookup.products, selectWishlistEntries],
  (products, entries) =>
    products.filter(
      // A plain entry may come back with the colour the lookup chose for it.
      (product) => entries.includes(entryOfProduct(product)) || entries.includes(product.product_number),
    ),
);
