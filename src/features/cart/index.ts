export { cartReducer, cartRequested, cartSucceeded, cartFailed } from './cartSlice';
export type { CartState } from './cartSlice';
export { selectCart, selectCartRequest, selectCartItemCount } from './selectors';
export { cartSessionRootSaga } from './cartSessionSagas';
export { CartButton } from './components/CartButton';
