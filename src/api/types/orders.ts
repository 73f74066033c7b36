import type { Order, OrderStatusName } from './checkout';

// ---- The order backend behind the proxy (/api/orders); every answer is { ok, status, data } ----

/** The custom states a buyer's decision works with (docs/rules.md#order-states). */
export const CUSTOM_STATES = ['awaiting_customer_action', 'customer_approved', 'customer_declined'] as const;
export type CustomStateId = (typeof CUSTOM_STATES)[number];

/** One change of a custom state, kept on the order so the detail can show its history. */
export interface CustomStateChange {
  stateId: string;
  type: 'add' | 'remove';
  /** ISO date-time */
  date: string;
}

/** A row of the order list (docs/rules.md#data-shapes). */
export interface OrderSummary {
  id: string;
  reference: string;
  /** ISO date-time */
  date: string;
  status: { orderStates: OrderStatusName[]; customStates: { id: string }[] };
  totals: { grandTotal: number };
  currencyCode: string;
  attributes: {
    merchantReference2?: string;
    company?: { registrationNumber: string; name: string };
  };
  /** Present when a change request is sent somewhere: a path relative to the order backend. */
  changeRequestCallback?: string;
}

/** POST get-orders-by-email/ and get-orders-by-ref/: the orders the signed-in user may see. */
export interface OrdersResult {
  orders: OrderSummary[];
}

/** POST get-orders-by-organisation-number/ and get-orders-by-user-id/ (docs/rules.md#calls). */
export interface OrderSummariesResult {
  orderSummaries: OrderSummary[];
}

/** POST get-order-by-id/: docs/rules.md#order-detail names the payload `endpoint`; it carries the order id. */
export interface OrderByIdInput {
  endpoint: string;
}

/** The full order of the detail page, with the history of its custom states. */
export interface OrderDetail extends Omit<Order, 'cartId'> {
  customStateHistory: CustomStateChange[];
  changeRequestCallback?: string;
}

/** POST change-order-custom-state/ (docs/rules.md#calls). */
export interface ChangeCustomStateInput {
  stateId: CustomStateId;
  orderId: string;
  type: 'add' | 'remove';
}

/** The request-change callback's payload: the order and the buyer's reason for the agent. */
export interface RequestChangeInput {
  orderId: string;
  reason: string;
}

export interface OrderResult {
  order: OrderDetail;
}
