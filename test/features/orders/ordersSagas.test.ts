import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { OrderDetail } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { authReducer, userSucceeded } from '../../../src/features/auth';
import { marketReducer } from '../../../src/features/market';
import { notificationsReducer } from '../../../src/features/notifications';
import { decide } from '../../../src/features/orders/decisionSagas';
import { loadOrderList } from '../../../src/features/orders/orderLoadSagas';
import { ordersRootSaga } from '../../../src/features/orders/ordersSagas';
import {
  orderDecisionRequested,
  orderDecisionSettled,
  orderDialogOpened,
  orderListRequested,
  orderListSucceeded,
  ordersReducer,
} from '../../../src/features/orders/ordersSlice';
import { settingsReducer } from '../../../src/features/settings';
import { anna, maria, sara } from '../../support/demoAccounts';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { orderSummary as summary } from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    orders: ordersReducer,
    auth: authReducer,
    market: marketReducer,
    session: sessionReducer,
    settings: settingsReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;

const awaiting = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'order-1',
  reference: '100231',
  date: '2026-03-01T10:00:00Z',
  status: { orderStates: ['PLACED'], customStates: [{ id: 'awaiting_customer_action' }] },
  provider: 'Adyen',
  items: [],
  totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0, giftCardTotal: 0 },
  currencyCode: 'SEK',
  billingAddress: {} as OrderDetail['billingAddress'],
  shippingAddress: {} as OrderDetail['shippingAddress'],
  email: maria.email,
  userId: sara.id,
  attributes: {},
  customStateHistory: [],
  changeRequestCallback: 'request-change/',
  ...extra,
});

describe('loadOrderList', () => {
  it('merges the e-mail, user-id and organisation lookups, one row per reference, newest first', async () => {
    const { api, providers } = setup();
    const older = summary('100', '2026-01-01T10:00:00Z');
    const newer = summary('101', '2026-02-01T10:00:00Z');
    const { storeState } = await expectSaga(loadOrderList)
      .withReducer(reducer, state(userSucceeded(maria)))
      .provide([
        [matchers.call.fn(api.orders.ordersByEmail), { orders: [older] }],
        [matchers.call.fn(api.orders.ordersByUserId), { orderSummaries: [] }],
        [matchers.call.fn(api.orders.ordersByOrganisationNumber), { orderSummaries: [newer, older] }],
        ...providers,
      ])
      .call(api.orders.ordersByEmail, maria.email)
      .call(api.orders.ordersByUserId, maria.id)
      .call(api.orders.ordersByOrganisationNumber, maria.organisations[0]!.organisation_number)
      .put(orderListSucceeded({ orders: [newer, older], incomplete: false }))
      .run();
    expect((storeState as State).orders.list.request.status).toBe('succeeded');
  });

  it('makes no organisation lookup for a consumer', async () => {
    const { api, providers } = setup();
    await expectSaga(loadOrderList)
      .withReducer(reducer, state(userSucceeded(anna)))
      .provide([
        [matchers.call.fn(api.orders.ordersByEmail), { orders: [] }],
        [matchers.call.fn(api.orders.ordersByUserId), { orderSummaries: [] }],
        ...providers,
      ])
      .not.call.fn(api.orders.ordersByOrganisationNumber)
      .put(orderListSucceeded({ orders: [], incomplete: false }))
      .run();
  });

  it('shows what the other lookups found when one fails, and says the list is incomplete', async () => {
    const { api, providers } = setup();
    const found = summary('100', '2026-01-01T10:00:00Z');
    const { storeState } = await expectSaga(loadOrderList)
      .withReducer(reducer, state(userSucceeded(maria)))
      .provide([
        [matchers.call.fn(api.orders.ordersByEmail), { orders: [found] }],
        [matchers.call.fn(api.orders.ordersByUserId), { orderSummaries: [] }],
        [
          matchers.call.fn(api.orders.ordersByOrganisationNumber),
          throwError(new ApiError({ message: 'Bad Gateway', statusCode: 502 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).orders.list).toMatchObject({ orders: [found], incomplete: true });
  });

  it('fails when every lookup fails', async () => {
    const { api, providers } = setup();
    const down = throwError(new ApiError({ message: 'Bad Gateway', statusCode: 502 }));
    const { storeState } = await expectSaga(loadOrderList)
      .withReducer(reducer, state(userSucceeded(anna)))
      .provide([
        [matchers.call.fn(api.orders.ordersByEmail), down],
        [matchers.call.fn(api.orders.ordersByUserId), down],
        ...providers,
      ])
      .run();
    expect((storeState as State).orders.list.request.status).toBe('failed');
  });
});

describe('decide', () => {
  const signedIn = () => state(userSucceeded(maria), orderListRequested());

  it('approves with its custom-state changes, then toasts and refreshes the list', async () => {
    const { api, providers } = setup();
    const order = awaiting();
    const { storeState } = await expectSaga(
      decide,
      orderDecisionRequested({ orderId: order.id, decision: 'approve' }),
    )
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(api.orders.changeCustomState), { order }],
        [matchers.call.fn(api.orders.ordersByEmail), { orders: [] }],
        [matchers.call.fn(api.orders.ordersByUserId), { orderSummaries: [] }],
        [matchers.call.fn(api.orders.ordersByOrganisationNumber), { orderSummaries: [] }],
        ...providers,
      ])
      .call(api.orders.changeCustomState, { stateId: 'customer_approved', orderId: order.id, type: 'add' })
      .call(api.orders.changeCustomState, {
        stateId: 'awaiting_customer_action',
        orderId: order.id,
        type: 'remove',
      })
      .not.call(api.orders.changeCustomState, {
        stateId: 'customer_declined',
        orderId: order.id,
        type: 'remove',
      })
      .not.call.fn(api.orders.requestChange)
      .put(orderDecisionSettled({ orderId: order.id, succeeded: true }))
      .call(api.orders.ordersByEmail, maria.email)
      .run();
    expect(toasts(storeState as State)).toEqual([
      { severity: 'success', title: { id: 'orders.toast.approved' }, message: undefined },
    ]);
  });

  it('shows the loading toast while the decision is sent, then replaces it by the outcome', async () => {
    const { api, providers } = setup();
    const order = awaiting();
    const seen: string[] = [];
    await expectSaga(decide, orderDecisionRequested({ orderId: order.id, decision: 'approve' }))
      .withReducer(
        (current, action) => {
          const next = reducer(current, action);
          const shown = Object.values(next.notifications.entities).map((n) =>
            'id' in n!.title ? `${n!.title.id}${n!.loading ? ' (loading)' : ''}` : n!.title.text,
          );
          if (action.type.startsWith('notifications/')) seen.push(shown.join(', '));
          return next;
        },
        state(userSucceeded(maria)),
      )
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(api.orders.changeCustomState), { order }],
        ...providers,
      ])
      .run();
    expect(seen).toEqual(['orders.toast.approving (loading)', '', 'orders.toast.approved']);
  });

  it('declines, then sends the reason to the order’s change-request callback', async () => {
    const { api, providers } = setup();
    const order = awaiting();
    await expectSaga(
      decide,
      orderDecisionRequested({ orderId: order.id, decision: 'decline', reason: '  Wrong size  ' }),
    )
      .withReducer(
        reducer,
        state(userSucceeded(maria), orderDialogOpened({ orderId: order.id, decision: 'decline' })),
      )
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(api.orders.changeCustomState), { order }],
        [matchers.call.fn(api.orders.requestChange), { message: 'Change requested' }],
        ...providers,
      ])
      .call(api.orders.changeCustomState, { stateId: 'customer_declined', orderId: order.id, type: 'add' })
      .call(api.orders.changeCustomState, {
        stateId: 'awaiting_customer_action',
        orderId: order.id,
        type: 'remove',
      })
      .call.like({
        fn: api.orders.requestChange,
        args: ['request-change/', { orderId: order.id, reason: 'Wrong size' }],
      })
      .put(orderDecisionSettled({ orderId: order.id, succeeded: true }))
      .run()
      .then(({ storeState }) => {
        expect((storeState as State).orders.dialog).toBeNull();
        expect(toasts(storeState as State).map((toast) => toast.title)).toEqual([
          { id: 'orders.toast.declined' },
        ]);
      });
  });

  it('requests a change without touching the custom states', async () => {
    const { api, providers } = setup();
    const order = awaiting();
    const { storeState } = await expectSaga(
      decide,
      orderDecisionRequested({ orderId: order.id, decision: 'requestChange', reason: 'Add 10 more' }),
    )
      .withReducer(reducer, state(userSucceeded(maria)))
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(api.orders.requestChange), { message: 'Change requested' }],
        ...providers,
      ])
      .not.call.fn(api.orders.changeCustomState)
      .call.fn(api.orders.requestChange)
      .run();
    expect(toasts(storeState as State).map((toast) => toast.title)).toEqual([
      { id: 'orders.toast.changeRequested' },
    ]);
  });

  it('shows the error’s message and keeps the dialog open when the backend refuses', async () => {
    const { api, providers } = setup();
    const order = awaiting();
    const refused = new ApiError({
      message: 'order already decided',
      statusCode: 409,
      body: { error: 'order already decided' },
    });
    const { storeState } = await expectSaga(
      decide,
      orderDecisionRequested({ orderId: order.id, decision: 'decline', reason: 'No' }),
    )
      .withReducer(
        reducer,
        state(userSucceeded(maria), orderDialogOpened({ orderId: order.id, decision: 'decline' })),
      )
      .provide([
        [matchers.call.fn(api.orders.orderById), { order }],
        [matchers.call.fn(api.orders.changeCustomState), throwError(refused)],
        ...providers,
      ])
      .put(
        orderDecisionSettled({
          orderId: order.id,
          succeeded: false,
          error: { text: 'order already decided' },
        }),
      )
      .run();
    const after = storeState as State;
    expect(after.orders.dialog).toEqual({
      orderId: order.id,
      decision: 'decline',
      error: { text: 'order already decided' },
    });
    expect(toasts(after)).toEqual([
      { severity: 'error', title: { text: 'order already decided' }, message: undefined },
    ]);
  });

  it('falls back to “Something went wrong” for an error without a message', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(
      decide,
      orderDecisionRequested({ orderId: 'order-1', decision: 'approve' }),
    )
      .withReducer(reducer, state(userSucceeded(maria)))
      .provide([
        [
          matchers.call.fn(api.orders.orderById),
          throwError(new ApiError({ message: 'somethingWentWrong', statusCode: 500 })),
        ],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State).map((toast) => toast.title)).toEqual([{ id: 'orders.toast.error' }]);
  });
});

describe('the double-submit guard', () => {
  it('sends one decision when Approve is clicked twice', async () => {
    const { api, providers } = setup();
    const approve = orderDecisionRequested({ orderId: 'order-1', decision: 'approve' });
    let lookups = 0;
    // The backend has not answered the first decision when the second click comes; it answers after.
    const answers = held();
    await runToEnd(
      expectSaga(ordersRootSaga)
        .withReducer(reducer, state(userSucceeded(maria)))
        .provide([
          {
            call(effect, next) {
              if (effect.fn !== api.orders.orderById) return next();
              lookups += 1;
              return answers.later({ order: awaiting() });
            },
          },
          [matchers.call.fn(api.orders.changeCustomState), { order: awaiting() }],
          [matchers.call.fn(api.orders.ordersByEmail), { orders: [] }],
          [matchers.call.fn(api.orders.ordersByUserId), { orderSummaries: [] }],
          [matchers.call.fn(api.orders.ordersByOrganisationNumber), { orderSummaries: [] }],
          ...providers,
        ])
        .dispatch(approve)
        .put(orderDecisionSettled({ orderId: 'order-1', succeeded: true })),
      approve,
      answers.release,
    );
    expect(lookups).toBe(1);
  });

  it('keeps the first decision in flight in the state, so the buttons stay busy', () => {
    const once = reducer(state(), orderDecisionRequested({ orderId: 'o1', decision: 'approve' }));
    const twice = reducer(once, orderDecisionRequested({ orderId: 'o1', decision: 'decline' }));
    expect(twice.orders.deciding).toEqual({ o1: 'approve' });
    expect(reducer(twice, orderDecisionSettled({ orderId: 'o1', succeeded: true })).orders.deciding).toEqual(
      {},
    );
  });
});
