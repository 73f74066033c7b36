export {
  cartReducer,
  cartRequested,
  cartSucceeded,
  cartFailed,
  cartChanged,
  checkoutInvalidated,
  cartSessionStarted,
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
  selectCartKnownEmpty,
  selectCartRequest,
  selectCartItemCount,
  selectIsAddingToCart,
  selectIsCartLineBusy,
  selectPromo,
} from './selectors';
export { cartRootSaga } from './cartSagas';
export { moveCartToUserStoreGroup } from './cartFollowsUser';
export { clearOrderedCart, loadedCart } from './cartAfterOrder';
export { removeItem as removeCartLine } from './cartItemSagas';
export { ecommerceOf } from './ecommercePayload';
export { hasCartSession, storedCartToken } from './cartSession';
export type { CartDestination } from './cartSession';
export { lineName, exceededOrderLimit } from './cartLines';
export { GIFT_NOTE, GIFT_NOTE_MAX_LENGTH, takesGiftNote, giftNoteError, cleanNoteText } from './giftNote';
export { addLinesToCart } from './cartBulkAdd';
export type { BulkLine, BulkRefusal, BulkRefusalCode, BulkAddResult } from './cartBulkAdd';
export { CartButton } from './components/CartButton';
export { CartLines } from './components/CartLines';
export { GiftNoteField } from './components/GiftNoteField';
export { CartSummaryCard, type SummaryData } from './components/CartSummaryCard';
