import type { RequestHandler } from 'msw';
import type { CustomStateId, OrderResult } from '../../contracts/types/orders';
import { CUSTOM_STATES } from './customStates';
import { signedInUser } from '../accounts/signedInUser';
import { bearerToken } from '../kit/bearer';
import { readJson, requireId, type JsonObject, type ReadOptions } from '../kit/body';
import { now } from '../kit/clock';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import {
  applyCustomStateChange,
  checkChangeRequestable,
  customStateChange,
  customStateIds,
  recordChangeRequest,
  type StateChangeType,
} from './orderDecisions';
import { decidableOrder, requireTrimmed, visibleOrder } from './orderStore';
import { toOrderDetail } from './orderViews';

// A buyer's decision on an order (docs/rules.md#order-decisions). The body is read first: everything after
// the last await is synchronous, so concurrent identical requests apply once and record once.

/** The longest reason a change request keeps. */
export const MAX_REASON_LENGTH = 2000;

/**
 * A reason is typed in a textarea: its line breaks and tabs stay, other controls and bidi characters
 * do not (readJson's typed-text rule, kit/typedText.ts).
 */
const REASON_TEXT: ReadOptions = { text: { lines: ['reason'] } };

const CHANGE_TYPES: readonly StateChangeType[] = ['add', 'remove'];

interface StateChangeInput {
  stateId: CustomStateId;
  orderId: string;
  type: StateChangeType;
}

function stateChangeInput(body: JsonObject): StateChangeInput {
  const stateId = requireId(body, 'stateId');
  if (!(CUSTOM_STATES as readonly string[]).includes(stateId)) {
    throw new HttpError(400, `stateId must be one of ${CUSTOM_STATES.join(', ')}`);
  }
  const type = requireId(body, 'type');
  if (!(CHANGE_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(400, `type must be one of ${CHANGE_TYPES.join(', ')}`);
  }
  return {
    stateId: stateId as CustomStateId,
    orderId: requireId(body, 'orderId'),
    type: type as StateChangeType,
  };
}

/**
 * POST change-order-custom-state/ {stateId, orderId, type}: the order after the change. Refusals in
 * this order: bad body 400, no order 404, not hers to see 403, not hers to decide 403, the state
 * rules (orderDecisions.ts) 409 or 403. A repeat that changes nothing answers 200 and records nothing.
 */
const changeCustomState: Resolver = async ({ request }) => {
  const input = stateChangeInput(await readJson(request));
  const user = signedInUser(bearerToken(request));
  const order = decidableOrder(user, visibleOrder(user, input.orderId));
  if (customStateChange(customStateIds(order), input.stateId, input.type) === 'apply') {
    applyCustomStateChange(order, input.stateId, input.type, new Date(now()).toISOString());
  }
  return envelope<OrderResult>({ order: toOrderDetail(order) });
};

/**
 * POST request-change/ {orderId, reason} (the path seeded orders name as their changeRequestCallback):
 * records the reason for the agent. Refusals: bad body 400 (reason trimmed, 1–2000 characters, no
 * control or bidi characters but line breaks and tabs), no order 404, not hers to see 403, an order
 * that takes no change requests 404, not hers to decide 403, not awaiting a decision nor declined 409.
 */
const requestChange: Resolver = async ({ request }) => {
  // The agent reads the reason as the buyer wrote it: nothing may reorder or hide part of it.
  const body = await readJson(request, REASON_TEXT);
  const orderId = requireId(body, 'orderId');
  const reason = requireTrimmed(body, 'reason', MAX_REASON_LENGTH);
  const user = signedInUser(bearerToken(request));
  const order = visibleOrder(user, orderId);
  if (order.changeRequestCallback === undefined) {
    throw new HttpError(404, 'order takes no change requests', {
      details: 'the order has no changeRequestCallback',
    });
  }
  decidableOrder(user, order);
  checkChangeRequestable(customStateIds(order));
  recordChangeRequest(order, { reason, userId: user.id, date: new Date(now()).toISOString() });
  return envelope({ message: 'Change requested' });
};

export const orderDecisionHandlers: RequestHandler[] = [
  ...route('post', '/api/orders/change-order-custom-state', changeCustomState),
  ...route('post', '/api/orders/request-change', requestChange),
];
