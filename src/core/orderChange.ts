import { createAction } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { newId } from '../lib/ids';

/**
 * A change to what the shopper is about to pay (a line, a code, a gift card, later a company or an
 * address) is under way. The embedded payment widget is suspended on it and resumed once every
 * change has settled, whichever way it went (docs/architecture.md#payment-widgets).
 */
export const orderChangeStarted = createAction<{ changeId: string }>('order/changeStarted');
/** The change settled, applied or refused. */
export const orderChangeSettled = createAction<{ changeId: string }>('order/changeSettled');

/**
 * Runs a saga that changes the order between a started and a settled action, so every suspend of
 * the payment widget has its resume, also when the change fails or is cancelled.
 */
export function* changingOrder<R>(saga: () => Generator<unknown, R, unknown>) {
  const changeId = yield* call(newId);
  yield* put(orderChangeStarted({ changeId }));
  try {
    return (yield* call(saga)) as R;
  } finally {
    yield* put(orderChangeSettled({ changeId }));
  }
}
