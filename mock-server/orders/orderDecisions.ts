import type { CustomStateId } from '../../contracts/types/orders';
import { HttpError } from '../kit/guard';
import type { ChangeRequest, StoredOrder } from './types';

// A buyer's decision on an order, as custom states (docs/rules.md#order-decisions). The app approves
// with: add customer_approved, remove awaiting_customer_action, remove customer_declined; and declines
// with: add customer_declined, remove awaiting_customer_action, remove customer_approved (then the
// change request with the reason). Pure: each rule reads the states the order has now.

export const AWAITING = 'awaiting_customer_action';
export const APPROVED = 'customer_approved';
export const DECLINED = 'customer_declined';

export type StateChangeType = 'add' | 'remove';

/** What a valid request does to the order: a real change, or nothing (a repeat). */
export type StateChangeOutcome = 'apply' | 'noop';

export const ALREADY_DECIDED = 'order already decided';
export const NOT_AWAITING = 'order is not awaiting a decision';
export const NOT_DECIDED_YET = 'order is not decided yet';
export const DECISION_IS_FINAL = 'a decision is final';

const decisionRule = 'a decision is added while awaiting_customer_action is present and no decision is';

function has(present: readonly string[], stateId: string): boolean {
  return present.includes(stateId);
}

/**
 * What a buyer's change of a custom state does, given the states the order has (`present`); throws
 * the refusal: 409 for a change out of turn, 403 for asking for a decision.
 * - add customer_approved / customer_declined: the same decision present → nothing; the other one
 *   present → 409 'order already decided'; not awaiting a decision → 409; else applied.
 * - remove awaiting_customer_action: absent → nothing; present with a decision → applied (the step
 *   that completes a decision); present without one → 409.
 * - remove customer_approved / customer_declined: absent → nothing; present → 409 (final).
 * - add awaiting_customer_action: 403, only the shop asks for a decision.
 */
export function customStateChange(
  present: readonly string[],
  stateId: CustomStateId,
  type: StateChangeType,
): StateChangeOutcome {
  if (stateId === AWAITING) {
    if (type === 'add') {
      throw new HttpError(403, 'Forbidden', { details: 'a buyer does not ask for a decision' });
    }
    if (!has(present, AWAITING)) return 'noop';
    if (has(present, APPROVED) || has(present, DECLINED)) return 'apply';
    throw new HttpError(409, NOT_DECIDED_YET, { details: `add ${APPROVED} or ${DECLINED} first` });
  }
  if (type === 'remove') {
    if (!has(present, stateId)) return 'noop';
    throw new HttpError(409, DECISION_IS_FINAL, { details: `${stateId} cannot be removed` });
  }
  if (has(present, stateId)) return 'noop';
  const other = stateId === APPROVED ? DECLINED : APPROVED;
  if (has(present, other)) throw new HttpError(409, ALREADY_DECIDED, { details: `the order is ${other}` });
  if (!has(present, AWAITING)) throw new HttpError(409, NOT_AWAITING, { details: decisionRule });
  return 'apply';
}

/** Applies a change `customStateChange` accepted, and records it in the order's history. */
export function applyCustomStateChange(
  order: StoredOrder,
  stateId: CustomStateId,
  type: StateChangeType,
  date: string,
): void {
  const { status } = order;
  status.customStates =
    type === 'add'
      ? [...status.customStates, { id: stateId }]
      : status.customStates.filter((state) => state.id !== stateId);
  order.customStateHistory.push({ stateId, type, date });
}

/**
 * A change request is taken while the order awaits a decision (awaiting_customer_action and no
 * decision) or once it is declined (the decline's reason goes to the agent); else 409.
 */
export function checkChangeRequestable(present: readonly string[]): void {
  const awaiting = has(present, AWAITING) && !has(present, APPROVED) && !has(present, DECLINED);
  if (awaiting || has(present, DECLINED)) return;
  throw new HttpError(409, NOT_AWAITING, {
    details: `a change is requested while the order awaits a decision or is ${DECLINED}`,
  });
}

/**
 * Records a change request; the same reason from the same user as the latest request is kept once
 * (a repeated click), and answers whether it was recorded.
 */
export function recordChangeRequest(order: StoredOrder, request: ChangeRequest): boolean {
  const latest = order.changeRequests.at(-1);
  if (latest && latest.userId === request.userId && latest.reason === request.reason) return false;
  order.changeRequests.push(request);
  return true;
}

/** The ids of the order's custom states. */
export const customStateIds = (order: Pick<StoredOrder, 'status'>) =>
  order.status.customStates.map((state) => state.id);
