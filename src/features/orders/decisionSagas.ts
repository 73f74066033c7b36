import { call, put, select } from 'typed-redux-saga';
import { SOMETHING_WENT_WRONG, toErrorInfo } from '../../api/apiError';
import type { OrderDetail } from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { literal, t, type LocalText } from '../../i18n/localText';
import { decisionSteps, type Decision } from '../../lib/orderStatus';
import { notify, withLoadingToast } from '../notifications';
import { loadOrderDetail, loadOrderList } from './orderLoadSagas';
import { orderDecisionSettled, type DecisionRequest } from './ordersSlice';
import { selectOrderDetail, selectOrderList } from './selectors';

/** The loading and success toasts of each decision (docs/rules.md#order-decisions). */
export const DECISION_TOASTS: Record<Decision, { loading: string; success: string }> = {
  approve: { loading: 'orders.toast.approving', success: 'orders.toast.approved' },
  decline: { loading: 'orders.toast.declining', success: 'orders.toast.declined' },
  requestChange: { loading: 'orders.toast.requestingChange', success: 'orders.toast.changeRequested' },
};

function* fetchOrder(orderId: string) {
  const api = yield* service('api');
  return (yield* callApi(api.orders.orderById, orderId)).order;
}

/** The decision's calls, worked out from the order as the backend has it now. */
function* sendDecision(order: OrderDetail, decision: Decision, reason: string) {
  const api = yield* service('api');
  for (const step of decisionSteps(decision, order.id, order.status.customStates)) {
    yield* callApi(api.orders.changeCustomState, step);
  }
  if (decision !== 'approve' && order.changeRequestCallback) {
    yield* callApiOnce(api.orders.requestChange, order.changeRequestCallback, {
      orderId: order.id,
      reason: reason.trim(),
    });
  }
}

const errorToast = (error: unknown): { title: LocalText; message?: LocalText } => {
  const info = toErrorInfo(error);
  const known = info.message && info.message !== SOMETHING_WENT_WRONG;
  return {
    title: known ? literal(info.message) : t('orders.toast.error'),
    ...(known && info.details ? { message: literal(info.details) } : {}),
  };
};

/**
 * Approve, Decline or Request Change (docs/rules.md#order-decisions): the state changes under a
 * loading toast, then the success toast, the dialog closes, and the list and the detail are fetched
 * again. On failure the error's toast; the dialog stays open with the reason the buyer typed.
 */
export function* decide({ payload }: { payload: DecisionRequest }) {
  const { orderId, decision, reason = '' } = payload;
  const texts = DECISION_TOASTS[decision];
  let succeeded = false;
  let failure: LocalText | undefined;
  try {
    yield* withLoadingToast(t(texts.loading), function* send() {
      const order = yield* call(fetchOrder, orderId);
      yield* call(sendDecision, order, decision, reason);
    });
    succeeded = true;
    yield* notify('success', t(texts.success));
  } catch (error) {
    const toast = errorToast(error);
    failure = toast.title;
    yield* notify('error', toast.title, toast.message);
  } finally {
    yield* put(orderDecisionSettled({ orderId, succeeded, ...(failure ? { error: failure } : {}) }));
  }
  // Either way the backend's view is what the buyer sees next.
  if ((yield* select(selectOrderList)).request.status !== 'idle') yield* call(loadOrderList);
  if (yield* select(selectOrderDetail, orderId)) yield* call(loadOrderDetail, orderId);
}
