export { checkoutReducer, checkoutEntered, checkoutLeft } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
// The customer information card's state (its key stays `company`, so recorded support logs replay).
export { companyReducer } from './customer/companySlice';
export type { CompanyState } from './customer/companySlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadCheckoutRootSaga = () => import('./checkoutSagas').then((module) => module.checkoutRootSaga);
/** Starts with the store: the checkout's token cookie follows the cart and the session everywhere. */
export { checkoutTokenSaga } from './checkoutToken';
