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
export { cartRootSaga } from './cartSagas';
export { moveCart } from './cartMove';
export type { CartDestination } from './cartSession';
export { lineName } from './cartLines';
export { CartButton } from './components/CartButton';
export { CartSummaryCard } from './components/CartSummaryCard';
