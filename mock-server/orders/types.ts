import type { Order } from '../../src/api/types';

/** The order backend's recorded orders. */
export interface OrdersDb {
  /** id → order */
  orders: Map<string, Order>;
  /** provider order reference → order id (create-order is idempotent by reference) */
  byReference: Map<string, string>;
}
