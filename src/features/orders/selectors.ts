import type { OrdersState } from './ordersSlice';

type WithOrders = { orders: OrdersState };

export const selectOrderList = (state: WithOrders) => state.orders.list;
export const selectOrderDetail = (state: WithOrders, id: string) => state.orders.details[id];
export const selectDecisionInFlight = (state: WithOrders, orderId: string) => state.orders.deciding[orderId];
export const selectDecisionDialog = (state: WithOrders) => state.orders.dialog;
export const selectIsReordering = (state: WithOrders, orderId: string) =>
  state.orders.reordering.includes(orderId);
