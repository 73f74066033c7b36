// The pages stay out of this file: they load with their routes.
export { ordersReducer } from './ordersSlice';
export type { OrdersState } from './ordersSlice';
export { ordersRootSaga } from './ordersSagas';
