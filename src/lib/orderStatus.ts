/**
 * Order status rules (docs/rules.md#order-states). Pure: no React, no Redux.
 */
import type { ChangeCustomStateInput, CustomStateId, OrderStatusName, OrderSummary } from '../api/types';

/** The status filter's choices, in the order the select shows them. */
export const STATUS_FILTERS = ['ALL', 'DELIVERED', 'PLACED', 'CANCELLED', 'FULLY_COMPENSATED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Which order states each filter matches; FULLY_COMPENSATED also matches the partial one. */
const FILTER_STATES: Record<Exclude<StatusFilter, 'ALL'>, readonly OrderStatusName[]> = {
  DELIVERED: ['FULLY_DELIVERED'],
  PLACED: ['PLACED'],
  CANCELLED: ['CANCELLED'],
  FULLY_COMPENSATED: ['FULLY_COMPENSATED', 'PARTIALLY_COMPENSATED'],
};

export function isStatusFilter(value: string | null): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '');
}

export function matchesStatusFilter(orderStates: readonly OrderStatusName[], filter: StatusFilter): boolean {
  if (filter === 'ALL') return true;
  const wanted = FILTER_STATES[filter];
  return orderStates.some((state) => wanted.includes(state));
}

const has = (customStates: readonly { id: string }[], id: CustomStateId) =>
  customStates.some((state) => state.id === id);

/**
 * Approve, Decline and Request Change show only when the order awaits the customer and has not
 * been decided either way.
 */
export function awaitsDecision(customStates: readonly { id: string }[]): boolean {
  return (
    has(customStates, 'awaiting_customer_action') &&
    !has(customStates, 'customer_approved') &&
    !has(customStates, 'customer_declined')
  );
}

export type Decision = 'approve' | 'decline' | 'requestChange';

/**
 * The custom-state calls a decision makes, in order, skipping those that would change nothing:
 * approve adds customer_approved, then removes awaiting_customer_action and customer_declined;
 * decline adds customer_declined, then removes awaiting_customer_action and customer_approved.
 * A change request changes no state.
 */
export function decisionSteps(
  decision: Decision,
  orderId: string,
  customStates: readonly { id: string }[],
): ChangeCustomStateInput[] {
  if (decision === 'requestChange') return [];
  const [added, other]: [CustomStateId, CustomStateId] =
    decision === 'approve'
      ? ['customer_approved', 'customer_declined']
      : ['customer_declined', 'customer_approved'];
  const steps: ChangeCustomStateInput[] = [];
  if (!has(customStates, added)) steps.push({ stateId: added, orderId, type: 'add' });
  for (const removed of ['awaiting_customer_action', other] as const) {
    if (has(customStates, removed)) steps.push({ stateId: removed, orderId, type: 'remove' });
  }
  return steps;
}

/**
 * The list's orders: several lookups' results merged, one row per reference (the first lookup's
 * copy wins), newest first.
 */
export function mergeOrderSummaries(...lists: readonly (readonly OrderSummary[])[]): OrderSummary[] {
  const byReference = new Map<string, OrderSummary>();
  for (const list of lists) {
    for (const order of list) if (!byReference.has(order.reference)) byReference.set(order.reference, order);
  }
  return [...byReference.values()].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date) || b.reference.localeCompare(a.reference),
  );
}

export interface OrderFilters {
  /** An organisation number, or '' for every company. */
  company: string;
  status: StatusFilter;
  /** Part of an order number. */
  search: string;
}

const digitsOf = (organisationNumber: string) => organisationNumber.replace(/-/g, '');

/** The rows the filters keep; the search ignores case and spaces. */
export function filterOrders(orders: readonly OrderSummary[], filters: OrderFilters): OrderSummary[] {
  const search = filters.search.replace(/\s+/g, '').toLowerCase();
  const company = digitsOf(filters.company);
  return orders.filter(
    (order) =>
      matchesStatusFilter(order.status.orderStates, filters.status) &&
      (!company || digitsOf(order.attributes.company?.registrationNumber ?? '') === company) &&
      (!search || order.reference.toLowerCase().includes(search)),
  );
}
