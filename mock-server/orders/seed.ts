import type { OrdersDb } from './types';

/** No orders: they come from completed checkouts. */
export function seedOrders(): OrdersDb {
  return { orders: new Map(), byReference: new Map() };
}
