import { call, put, select } from 'typed-redux-saga';
import type { OrderDetail } from '../../api/types';
import { t } from '../../i18n/localText';
import { addLinesToCart, lineName, type BulkLine } from '../cart';
import { notify } from '../notifications';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';
import { loadOrderDetail } from './orderLoadSagas';
import { reorderRequested, reorderSettled } from './ordersSlice';
import { selectOrderDetail } from './selectors';

/**
 * The lines a reorder adds: every line of the order at its quantity. Child lines (a gift box's
 * note) belong to that one delivery and are not repeated.
 */
export function reorderLines(order: Pick<OrderDetail, 'items'>): BulkLine[] {
  return order.items
    .filter((item) => !item.options.parentItem)
    .map((item) => ({
      productVariantId: item.productVariantId,
      productParentId: item.productParentId,
      quantity: item.quantity,
      name: lineName(item),
      ...(typeof item.customAttributes?.orderLimit === 'number'
        ? { orderLimit: item.customAttributes.orderLimit }
        : {}),
    }));
}

/**
 * Order again: the order's lines go into the cart of the shopper's current market; the lines it
 * cannot take (sold out, not sold here, over a limit) are named in one message.
 */
export function* reorder({ payload }: { payload: { orderId: string } }) {
  const { orderId } = payload;
  try {
    const order =
      (yield* select(selectOrderDetail, orderId))?.order ?? (yield* call(loadOrderDetail, orderId));
    if (!order) {
      yield* notify('error', t('orders.toast.error'));
      return;
    }
    const lines = reorderLines(order);
    const { added, refused } = yield* call(addLinesToCart, lines);
    if (refused.length === 0) {
      yield* notify('success', t('orders.reorder.added', { count: added.length }));
      return;
    }
    const names = [...new Set(refused.map(({ line }) => line.name))].join(', ');
    yield* notify(
      added.length > 0 ? 'warning' : 'error',
      added.length > 0
        ? t('orders.reorder.partTitle', { count: refused.length })
        : t('orders.reorder.noneTitle'),
      t('orders.reorder.partBody', { names }),
    );
  } finally {
    yield* put(reorderSettled({ orderId }));
  }
}

export function* reorderWatcher() {
  yield* takeLeadingPerKey<{ orderId: string }>(reorderRequested.type, (p) => p.orderId, reorder);
}
