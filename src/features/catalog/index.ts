export {
  catalogReducer,
  listingRequested,
  productRequested,
  productLeft,
  listingSucceeded,
  productSucceeded,
} from './catalogSlice';
export type { CatalogState, ListingState } from './catalogSlice';
export { catalogRootSaga } from './catalogSagas';
export {
  selectListing,
  selectProductState,
  selectCurrentProduct,
  selectPrices,
  selectStocks,
  selectVariantPrice,
  selectVariantStock,
} from './selectors';
export { PriceTag } from './components/PriceTag';
export { DiscountBadge } from './components/DiscountBadge';
export { ColourSwatches } from './components/ColourSwatches';
export { listingKey } from './catalogSagas';
export { marketsOfAddress, offerOf, productAlternates, productPathIn } from './productHead';
