// The order backend behind the proxy (/api/orders); every answer is { ok, status, data }. The shapes
// are generated from its contract, contracts/orders.yaml (`npm run contracts`).

import type { CustomStateId } from '../../../contracts/types/orders';

export type {
  CustomStateId,
  CustomStateChange,
  OrderSummary,
  OrdersResult,
  OrderSummariesResult,
  OrderByIdInput,
  OrderDetail,
  ChangeCustomStateInput,
  RequestChangeInput,
  ChangeRequested,
  OrderResult,
} from '../../../contracts/types/orders';

/** The custom states a buyer's decision works with (docs/rules.md#order-states), every one the contract names. */
export const CUSTOM_STATES = [
  'awaiting_customer_action',
  'customer_approved',
  'customer_declined',
] as const satisfies readonly CustomStateId[];
