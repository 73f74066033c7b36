import { all, call, takeLatest } from 'typed-redux-saga';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';
import { decide } from './decisionSagas';
import { loadOrderDetail, loadOrderList } from './orderLoadSagas';
import {
  orderDecisionRequested,
  orderDetailRequested,
  orderListRequested,
  type DecisionRequest,
} from './ordersSlice';
import { reorderWatcher } from './reorderSagas';

function* detailRequested({ payload }: ReturnType<typeof orderDetailRequested>) {
  yield* call(loadOrderDetail, payload.id);
}

export function* ordersRootSaga() {
  yield* all([
    takeLatest(orderListRequested.type, loadOrderList),
    takeLatest(orderDetailRequested.type, detailRequested),
    takeLeadingPerKey<DecisionRequest>(orderDecisionRequested.type, (p) => p.orderId, decide),
    call(reorderWatcher),
  ]);
}
