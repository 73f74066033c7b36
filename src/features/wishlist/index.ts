export {
  wishlistReducer,
  toggleRequested as wishlistToggleRequested,
  entriesLoaded as wishlistEntriesLoaded,
  lookupRequested as favoritesLookupRequested,
} from './wishlistSlice';
export type { WishlistState } from './wishlistSlice';
export { wishlistRootSaga } from './wishlistSagas';
export {
  selectIsInWishlist,
  selectWishlistEntries,
  selectWishlistCount,
  selectWishlistAdded,
} from './selectors';
export { wishlistEntry } from './entries';
export { WishlistToggle } from './components/WishlistToggle';
export { FavoritesLink } from './components/FavoritesLink';
