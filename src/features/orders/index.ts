// The pages stay out of this file: they load with their routes.
export { ordersReducer } from './ordersSlice';
export type { OrdersState } from './ordersSlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadOrdersRootSaga = () => import('./ordersSagas').then((module) => module.ordersRootSaga);
