import type { CustomStateChange, Order } from '../../contracts/types/orders';

/** A buyer's request for a change (request-change/): kept with the order, not sent on the wire. */
export interface ChangeRequest {
  reason: string;
  /** The user who asked. */
  userId: string;
  /** ISO date-time on the mock clock. */
  date: string;
}

/**
 * An order as the order backend keeps it: the wire's `OrderDetail` (orderViews.ts maps it), plus
 * the cart it was paid from (null for the seed's orders, which no cart of this mock paid) and the
 * change requests its buyers sent.
 */
export interface StoredOrder extends Omit<Order, 'cartId'> {
  cartId: string | null;
  /** Every real change of a custom state, oldest first; repeats that change nothing are not kept. */
  customStateHistory: CustomStateChange[];
  /** Where a change request goes, relative to the order backend ('request-change/'); absent: none taken. */
  changeRequestCallback?: string;
  changeRequests: ChangeRequest[];
}

/** The order backend's orders. */
export interface OrdersDb {
  /** id → order */
  orders: Map<string, StoredOrder>;
  /** order reference → order id (create-order is idempotent by reference; references are unique) */
  byReference: Map<string, string>;
}
