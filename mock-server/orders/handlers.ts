import type { RequestHandler } from 'msw';
import type { CreateOrderResult } from '../../contracts/types/orders';
import { readJson } from '../kit/body';
import { envelope } from '../kit/envelope';
import { route } from '../kit/route';
import {
  buyerOf,
  checkoutTokenOf,
  CREATE_ORDER_MAX_KEYS,
  createOrderInput,
  paidOrderOf,
  recordedOrder,
  recordOrder,
} from './createOrder';
import { orderDecisionHandlers } from './decisionHandlers';
import { orderLookupHandlers } from './lookupHandlers';

/**
 * POST /api/orders/create-order/ `{ order }` with the checkout token: records the completed provider
 * order (201, created: true), or answers the order recorded before for the same reference (200,
 * created: false).
 */
async function createOrder({ request }: { request: Request }): Promise<Response> {
  const checkoutToken = checkoutTokenOf(request);
  const input = createOrderInput(
    // A line's gift note may have several lines (typed text, kit/typedText.ts).
    await readJson(request, { maxKeys: CREATE_ORDER_MAX_KEYS, text: { lines: ['**.options.text'] } }),
  );
  const paid = paidOrderOf(input, checkoutToken); // after the last await: the order's state as it is now
  const recorded = recordedOrder(paid.reference);
  if (recorded) {
    const again: CreateOrderResult = { order: recorded, created: false };
    return envelope(again);
  }
  const result: CreateOrderResult = {
    order: structuredClone(recordOrder(paid, buyerOf(request))),
    created: true,
  };
  return envelope(result, 201);
}

export const orderHandlers: RequestHandler[] = [
  ...route('post', '/api/orders/create-order', createOrder),
  ...orderLookupHandlers,
  ...orderDecisionHandlers,
];
