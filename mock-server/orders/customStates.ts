import type { CustomStateId } from '../../contracts/types/orders';

/**
 * The custom states a buyer's decision works with (docs/rules.md#order-states), as the order
 * backend's contract lists them (contracts/orders.yaml, `CustomStateId`).
 */
export const CUSTOM_STATES = [
  'awaiting_customer_action',
  'customer_approved',
  'customer_declined',
] as const satisfies readonly CustomStateId[];
