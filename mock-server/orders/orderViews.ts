import type { Order, OrderDetail, OrderSummary } from '../../contracts/types/orders';
import type { StoredOrder } from './types';

// What the order backend answers of a stored order: copies, so no answer shares the database's objects.

/** A row of the order list: an order summary (docs/rules.md#data-shapes). */
export function toOrderSummary(order: StoredOrder): OrderSummary {
  const { company, merchantReference2 } = order.attributes;
  return {
    id: order.id,
    reference: order.reference,
    date: order.date,
    status: structuredClone(order.status),
    totals: { grandTotal: order.totals.grandTotal },
    currencyCode: order.currencyCode,
    attributes: {
      ...(merchantReference2 === undefined ? {} : { merchantReference2 }),
      ...(company ? { company: { registrationNumber: company.registrationNumber, name: company.name } } : {}),
    },
    ...(order.changeRequestCallback === undefined
      ? {}
      : { changeRequestCallback: order.changeRequestCallback }),
  };
}

/** The order of the detail page: everything but the cart it was paid from and the change requests. */
export function toOrderDetail(order: StoredOrder): OrderDetail {
  const { cartId: _cart, changeRequests: _requests, ...detail } = structuredClone(order);
  return detail;
}

/** The order as create-order answers it (its wire type `Order`, with the cart it was paid from). */
export function toPlacedOrder(order: StoredOrder & { cartId: string }): Order {
  const {
    customStateHistory: _history,
    changeRequestCallback: _callback,
    changeRequests: _requests,
    ...placed
  } = structuredClone(order);
  return placed;
}

/** Newest first; equal dates by reference, so every list has one order. */
export function newestFirst(a: StoredOrder, b: StoredOrder): number {
  return b.date.localeCompare(a.date) || a.reference.localeCompare(b.reference);
}
