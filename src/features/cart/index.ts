export {
  cartReducer,
  cartRequested,
  cartSucceeded,
  cartFailed,
  cartChanged,
  checkoutInvalidated,
  cartItemAddRequested,
  cartItemAddSettled,
  cartItemQuantityChangeRequested,
  cartItemRemoveRequested,
  cartDiscountCodeAddRequested,
  cartDiscountCodeRemoveRequested,
  cartViewed,
} from './cartSlice';
export type { CartState, AddToCartRequest } from './cartSlice';
export {
  selectCart,
  selectCartRequest,
  selectCartItemCount,
  selectIsAddingToCart,
  selectIsCartLineBusy,
  selectPromo,
} from './selectors';
export { cartSessionRootSaga } from './cartSessionSagas';
export { CartButton } from './components/CartButton';
export { CartSummaryCard } from './components/CartSummaryCard';
