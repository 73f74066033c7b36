export { checkoutReducer, checkoutEntered, checkoutLeft } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadCheckoutRootSaga = () => import('./checkoutSagas').then((module) => module.checkoutRootSaga);
