import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { CartItem, OrderDetail } from '../../../src/api/types';
import { addLinesToCart, type BulkLine } from '../../../src/features/cart';
import { notificationsReducer } from '../../../src/features/notifications';
import {
  ordersReducer,
  orderDetailSucceeded,
  reorderRequested,
  reorderSettled,
} from '../../../src/features/orders/ordersSlice';
import { reorder, reorderLines } from '../../../src/features/orders/reorderSagas';
import { line } from '../cart/fixtures';
import { sagaHarness, toasts } from '../../support/sagaHarness';

const { reducer, state, setup } = sagaHarness(
  combineReducers({ orders: ordersReducer, notifications: notificationsReducer }),
);
type State = ReturnType<typeof reducer>;

const tee = line('l1', 2, {
  productVariantId: 'TEE-BLACK-M',
  productParentId: 'TEE',
  customAttributes: { parentName: 'Classic Tee', color: 'Black', size: 'M' },
});
const tote = line('l2', 1, {
  productVariantId: 'TOTE-RED-ONE',
  productParentId: 'TOTE',
  customAttributes: { parentName: 'Canvas Tote' },
});
const cards = line('l3', 3, {
  productVariantId: 'BCP-WHITE-STD',
  productParentId: 'BCP',
  customAttributes: { parentName: 'Business Card Pack', orderLimit: 5 },
});
const note = line('l4', 1, { productVariantId: 'NOTE', options: { parentItem: 'l1' } } as Partial<CartItem>);

const order = { id: 'order-anna-2', reference: '100301', items: [tee, tote, cards, note] } as OrderDetail;
const loaded = () =>
  state(orderDetailSucceeded({ id: order.id, order }), reorderRequested({ orderId: order.id }));

describe('reorderLines', () => {
  it('takes every line at its quantity with its order limit, and leaves out child lines', () => {
    const lines = reorderLines(order);
    expect(lines.map((l) => [l.productVariantId, l.quantity])).toEqual([
      ['TEE-BLACK-M', 2],
      ['TOTE-RED-ONE', 1],
      ['BCP-WHITE-STD', 3],
    ]);
    expect(lines[2]).toMatchObject({ productParentId: 'BCP', orderLimit: 5, name: 'Business Card Pack' });
  });
});

describe('reorder', () => {
  it('adds the lines and says so when all went in', async () => {
    const { providers } = setup();
    const lines = reorderLines(order);
    const { storeState } = await expectSaga(reorder, reorderRequested({ orderId: order.id }))
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(addLinesToCart), { added: lines, refused: [] }], ...providers])
      .call(addLinesToCart, lines)
      .put(reorderSettled({ orderId: order.id }))
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'success',
        title: { id: 'orders.reorder.added', values: { count: 3 } },
        message: undefined,
      },
    ]);
    expect((storeState as State).orders.reordering).toEqual([]);
  });

  it('names the lines the cart refused in one message', async () => {
    const { providers } = setup();
    const [teeLine, toteLine, cardsLine] = reorderLines(order) as [BulkLine, BulkLine, BulkLine];
    const { storeState } = await expectSaga(reorder, reorderRequested({ orderId: order.id }))
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(addLinesToCart),
          {
            added: [teeLine, cardsLine],
            refused: [{ line: toteLine, reason: { code: 'outOfStock', message: 'out of stock error' } }],
          },
        ],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'warning',
        title: { id: 'orders.reorder.partTitle', values: { count: 1 } },
        message: { id: 'orders.reorder.partBody', values: { names: 'Canvas Tote' } },
      },
    ]);
  });

  it('fetches the order first when the detail was not loaded', async () => {
    const { api, providers } = setup();
    await expectSaga(reorder, reorderRequested({ orderId: order.id }))
      .withReducer(reducer, state())
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(addLinesToCart), { added: reorderLines(order), refused: [] }],
        ...providers,
      ])
      .call(api.orders.orderById, order.id)
      .call.fn(addLinesToCart)
      .run();
  });
});
