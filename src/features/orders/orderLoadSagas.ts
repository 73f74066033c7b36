import { all, call, put, select } from 'typed-redux-saga';
import { SOMETHING_WENT_WRONG, toErrorInfo } from '../../api/apiError';
import type { OrderSummary } from '../../api/types';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { mergeOrderSummaries } from '../../lib/orderStatus';
import { selectUser } from '../auth';
import { orderDetailFailed, orderDetailSucceeded, orderListFailed, orderListSucceeded } from './ordersSlice';

type Lookup = 'email' | 'userId' | 'organisation';

/** One lookup's orders; a failed lookup is null, so one backend's trouble does not hide the others. */
export function* lookupOrders(kind: Lookup, key: string) {
  const api = yield* service('api');
  try {
    if (kind === 'email') return (yield* callApi(api.orders.ordersByEmail, key)).orders;
    if (kind === 'userId') return (yield* callApi(api.orders.ordersByUserId, key)).orderSummaries;
    return (yield* callApi(api.orders.ordersByOrganisationNumber, key)).orderSummaries;
  } catch {
    return null;
  }
}

/**
 * The order list: the orders of the user's e-mail, her user id and each of her organisations,
 * merged and de-duplicated by reference, newest first.
 */
export function* loadOrderList() {
  const user = yield* select(selectUser);
  if (!user) {
    yield* put(orderListFailed(toErrorInfo(new Error('Unauthorized'))));
    return;
  }
  const results = yield* all([
    call(lookupOrders, 'email' as const, user.email),
    call(lookupOrders, 'userId' as const, user.id),
    ...user.organisations.map((organisation) =>
      call(lookupOrders, 'organisation' as const, organisation.organisation_number),
    ),
  ]);
  const found = results.filter((result): result is OrderSummary[] => result !== null);
  if (found.length === 0) {
    yield* put(orderListFailed(toErrorInfo(new Error(SOMETHING_WENT_WRONG))));
    return;
  }
  yield* put(
    orderListSucceeded({ orders: mergeOrderSummaries(...found), incomplete: found.length < results.length }),
  );
}

/** One order with its lines, addresses and the history of its custom states. */
export function* loadOrderDetail(id: string) {
  const api = yield* service('api');
  try {
    const { order } = yield* callApi(api.orders.orderById, id);
    yield* put(orderDetailSucceeded({ id, order }));
    return order;
  } catch (error) {
    yield* put(orderDetailFailed({ id, error: toErrorInfo(error) }));
    return null;
  }
}
