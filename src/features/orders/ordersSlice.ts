import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { OrderDetail, OrderSummary } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import type { LocalText } from '../../i18n/localText';
import type { Decision } from '../../lib/orderStatus';

export interface OrderDetailState {
  order: OrderDetail | null;
  request: RequestState;
}

/** The decision dialog that is open (Decline Order, Request Change), if any. */
export interface DecisionDialog {
  orderId: string;
  decision: Exclude<Decision, 'approve'>;
  /** Why the last attempt failed, shown in the dialog (a modal hides the toasts from screen readers). */
  error?: LocalText;
}

export interface OrdersState {
  list: {
    orders: OrderSummary[];
    request: RequestState;
    /** Some lookups failed: the list shows what the others found. */
    incomplete: boolean;
  };
  details: Record<string, OrderDetailState>;
  /** order id → the decision in flight for it */
  deciding: Record<string, Decision>;
  dialog: DecisionDialog | null;
  /** ids of orders whose lines are being added to the cart */
  reordering: string[];
}

declare module '../../core/rootState' {
  interface RootState {
    orders: OrdersState;
  }
}

const initialState: OrdersState = {
  list: { orders: [], request: idleRequest, incomplete: false },
  details: {},
  deciding: {},
  dialog: null,
  reordering: [],
};

export interface DecisionRequest {
  orderId: string;
  decision: Decision;
  /** Decline and Request Change: the reason sent to the agent. */
  reason?: string;
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    ...requestReducers<OrdersState, { succeeded: { orders: OrderSummary[]; incomplete: boolean } }>()(
      'orderList',
      (s) => s.list,
      'request',
      {
        succeeded: (state, action) => {
          state.list.orders = action.payload.orders;
          state.list.incomplete = action.payload.incomplete;
        },
      },
    ),

    // A request per order, whose entry the first of its actions makes.
    ...requestReducers<
      OrdersState,
      {
        requested: { id: string };
        succeeded: { id: string; order: OrderDetail };
        failed: { id: string; error: ErrorInfo };
      }
    >()('orderDetail', (s, { id }) => (s.details[id] ??= { order: null, request: idleRequest }), 'request', {
      succeeded: (state, action) => {
        const detail = state.details[action.payload.id];
        if (detail) detail.order = action.payload.order;
      },
    }),

    orderDialogOpened: (state, action: PayloadAction<Omit<DecisionDialog, 'error'>>) => {
      state.dialog = action.payload;
    },
    orderDialogClosed: (state) => {
      state.dialog = null;
    },
    /** A second request for an order with a decision in flight is ignored here and by the saga. */
    orderDecisionRequested: (state, action: PayloadAction<DecisionRequest>) => {
      const { orderId, decision } = action.payload;
      if (!state.deciding[orderId]) state.deciding[orderId] = decision;
    },
    orderDecisionSettled: (
      state,
      action: PayloadAction<{ orderId: string; succeeded: boolean; error?: LocalText }>,
    ) => {
      const { orderId, succeeded, error } = action.payload;
      delete state.deciding[orderId];
      if (state.dialog?.orderId !== orderId) return;
      if (succeeded) state.dialog = null;
      else if (error) state.dialog.error = error;
    },

    reorderRequested: (state, action: PayloadAction<{ orderId: string }>) => {
      if (!state.reordering.includes(action.payload.orderId)) state.reordering.push(action.payload.orderId);
    },
    reorderSettled: (state, action: PayloadAction<{ orderId: string }>) => {
      state.reordering = state.reordering.filter((id) => id !== action.payload.orderId);
    },
  },
  // One buyer's orders are never shown to the next person on the same browser.
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  orderListRequested,
  orderListSucceeded,
  orderListFailed,
  orderDetailRequested,
  orderDetailSucceeded,
  orderDetailFailed,
  orderDialogOpened,
  orderDialogClosed,
  orderDecisionRequested,
  orderDecisionSettled,
  reorderRequested,
  reorderSettled,
} = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;
