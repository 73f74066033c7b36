export { checkoutReducer, checkoutEntered, checkoutLeft } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
export { checkoutRootSaga } from './checkoutSagas';
