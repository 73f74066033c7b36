import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Checkout, Order, PaymentProviderName, PaymentSession } from '../../api/types';
import { orderChangeSettled, orderChangeStarted } from '../../core/orderChange';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut } from '../../core/session';
import { checkoutInvalidated } from '../cart';
import type { GiftCardErrorKey } from './giftCardErrors';

/** Why the checkout cannot show a payment form (docs/rules.md#checkout). */
/** Why there is no payment form; 'orderingRights': the backend no longer lets the buyer order for the cart's company. */
export type CheckoutProblem = 'noCapabilities' | 'noProvider' | 'unexpected' | 'emptyCart' | 'orderingRights';

/** The order-error panel (docs/rules.md#order-errors): the fields to fix and the reference of the refusal. */
export interface OrderErrorInfo {
  errors: string[];
  requestId: string | null;
}

/** The confirmation page's address: its provider and its whole query, as plain strings. */
export interface ConfirmationQuery {
  provider: string | null;
  query: Record<string, string>;
}

/** A confirmation that failed: the error, and the order-error panel's content if the order was refused. */
interface OrderFailure {
  error: ErrorInfo;
  orderError: OrderErrorInfo | null;
}

/** What the payment widget is doing; the saga suspends it while the order changes. */
export type WidgetStatus = 'none' | 'loading' | 'ready' | 'suspended' | 'failed';

export interface CheckoutState {
  /** The checkout page is open: order changes refresh the checkout and its payment widget. */
  active: boolean;
  checkout: Checkout | null;
  request: RequestState;
  problem: CheckoutProblem | null;
  provider: PaymentProviderName | null;
  /** The payment session data without secrets (Avarda's JWT goes to its cookie, not here). */
  session: PaymentSession | null;
  widget: WidgetStatus;
  /** Changes to the order under way (core/orderChange.ts); the widget waits for all of them. */
  pendingChanges: string[];
  orderError: OrderErrorInfo | null;
  giftCard: { request: RequestState; errorKey: GiftCardErrorKey | null; errorText: string | null };
  /** Masked codes of gift cards whose removal is under way. */
  removingGiftCards: string[];
  confirmation: { request: RequestState; order: Order | null; orderError: OrderErrorInfo | null };
  /** A business buyer's customer information card lacks a choice, so no payment form shows yet. */
  awaitingCustomer: boolean;
  /**
   * The provider reported the purchase completed, or the shopper is on the confirmation: from now
   * on nothing may change, sync or drop this checkout (docs/rules.md#confirmation).
   */
  purchaseCompleted: boolean;
  /** The form still shows another total than the checkout's: it stays held until a retry matches. */
  widgetTotalsMismatch: boolean;
  /**
   * Providers that could not complete this cart's order (Klarna's can_not_complete_order): the
   * checkout offers the next one instead, until the order is placed or the shopper logs out.
   */
  refusedProviders: PaymentProviderName[];
}

declare module '../../core/rootState' {
  interface RootState {
    checkout: CheckoutState;
  }
}

const initialState: CheckoutState = {
  active: false,
  checkout: null,
  request: idleRequest,
  problem: null,
  provider: null,
  session: null,
  widget: 'none',
  pendingChanges: [],
  orderError: null,
  giftCard: { request: idleRequest, errorKey: null, errorText: null },
  removingGiftCards: [],
  confirmation: { request: idleRequest, order: null, orderError: null },
  awaitingCustomer: false,
  purchaseCompleted: false,
  widgetTotalsMismatch: false,
  refusedProviders: [],
};

const without = (list: string[], value: string) => list.filter((entry) => entry !== value);

type GiftCardFailure = {
  error: ErrorInfo | null;
  errorKey: GiftCardErrorKey | null;
  errorText: string | null;
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** The checkout page opened, or (restart) the shopper asked to start it again after an error. */
    /**
     * `refusedBy`: the shopper came back from a provider whose purchase the merchant's server-side
     * check refused (Klarna's validation 303): the checkout asks the check why once it is open.
     */
    ...requestReducers<
      CheckoutState,
      {
        requested: { restart: boolean; refusedBy?: PaymentProviderName } | undefined;
        succeeded: Checkout;
        failed: { problem: CheckoutProblem; error: ErrorInfo | null };
      }
    >()(['checkoutEntered', 'checkoutLoaded', 'checkoutProblem'], (s) => s, 'request', {
      requested: (state) => {
        state.active = true;
        state.problem = null;
        state.orderError = null;
        // The checkout opens again (its backend says whether that payment went through after all).
        state.purchaseCompleted = false;
        state.widgetTotalsMismatch = false;
      },
      succeeded: (state, action) => {
        state.checkout = action.payload;
      },
      failed: (state, action) => {
        state.problem = action.payload.problem;
      },
    }),
    /** After a refusal of the buyer's ordering rights: the account is read again and the checkout reopened. */
    ...requestReducers<CheckoutState>()(['checkoutAccountRefreshRequested', null, null], (s) => s, 'request'),
    checkoutLeft: (state) => {
      state.active = false;
      state.widget = 'none';
    },
    /** Whether the buyer's details allow the payment form (the customer information card). */
    checkoutCustomerChecked: (state, action: PayloadAction<{ complete: boolean }>) => {
      state.awaitingCustomer = !action.payload.complete;
    },
    paymentProviderChosen: (state, action: PayloadAction<PaymentProviderName>) => {
      state.provider = action.payload;
    },
    paymentSessionReady: (state, action: PayloadAction<PaymentSession>) => {
      state.session = action.payload;
      if (state.widget === 'none' || state.widget === 'failed') state.widget = 'loading';
    },
    /** The stored payment-snippet state is dropped: the widget renders afresh from a new session. */
    paymentSessionCleared: (state) => {
      state.session = null;
      state.widget = 'none';
      state.widgetTotalsMismatch = false;
    },
    paymentWidgetReady: (state) => {
      state.widget = state.pendingChanges.length > 0 ? 'suspended' : 'ready';
    },
    paymentWidgetFailed: (state) => {
      state.widget = 'failed';
    },
    paymentWidgetSuspended: (state) => {
      if (state.widget === 'ready') state.widget = 'suspended';
      state.widgetTotalsMismatch = false;
    },
    /** The form kept another total than the checkout's after reading the order again. */
    paymentWidgetTotalsMismatch: (state) => {
      state.widgetTotalsMismatch = true;
    },
    /** The shopper asks the form to take the order again (after a totals mismatch). */
    paymentWidgetRetryRequested: (state) => {
      state.widgetTotalsMismatch = false;
    },
    paymentWidgetResumed: (state) => {
      if (state.widget === 'suspended') state.widget = 'ready';
    },
    /** The provider took the payment: the checkout is final and goes to its confirmation. */
    purchaseCompleted: (state, _action: PayloadAction<{ provider: PaymentProviderName }>) => {
      state.purchaseCompleted = true;
    },
    /** The provider cannot complete the order (its own refusal): the shopper is offered another way. */
    paymentProviderRefused: (state, action: PayloadAction<{ provider: PaymentProviderName }>) => {
      if (!state.refusedProviders.includes(action.payload.provider))
        state.refusedProviders.push(action.payload.provider);
    },
    /** An event from the provider's widget, as plain data for the support log (no customer data). */
    paymentEventReceived: (_state, _action: PayloadAction<{ type: string }>) => undefined,

    orderErrorShown: (state, action: PayloadAction<OrderErrorInfo>) => {
      state.orderError = action.payload;
    },
    orderErrorDismissed: (state) => {
      state.orderError = null;
    },

    /** The PIN goes to session storage only; the redaction keeps it out of logs. */
    ...requestReducers<
      CheckoutState,
      { requested: { code: string; pin: string }; failed: GiftCardFailure }
    >()('giftCardAdd', (s) => s.giftCard, 'request', {
      requested: (state) => {
        state.giftCard.errorKey = null;
        state.giftCard.errorText = null;
      },
      succeeded: (state) => {
        state.giftCard.errorKey = null;
        state.giftCard.errorText = null;
      },
      failed: (state, action) => {
        state.giftCard.errorKey = action.payload.errorKey;
        state.giftCard.errorText = action.payload.errorText;
      },
      when: {
        // Nothing is sent when either field is empty once spaces are removed (docs/rules.md#gift-cards).
        requested: (_state, { payload }) =>
          payload.code.replace(/\s+/g, '') !== '' && payload.pin.replace(/\s+/g, '') !== '',
      },
    }),
    giftCardRemoveRequested: (state, action: PayloadAction<{ maskedCode: string }>) => {
      if (!state.removingGiftCards.includes(action.payload.maskedCode))
        state.removingGiftCards.push(action.payload.maskedCode);
    },
    giftCardRemoveSettled: (state, action: PayloadAction<{ maskedCode: string }>) => {
      state.removingGiftCards = without(state.removingGiftCards, action.payload.maskedCode);
      state.giftCard = { request: idleRequest, errorKey: null, errorText: null };
    },

    // The whole query goes to the provider's backend, which reads what its provider added to the
    // address on the way back (docs/rules.md#confirmation).
    ...requestReducers<
      CheckoutState,
      { requested: ConfirmationQuery; succeeded: Order; failed: OrderFailure }
    >()(
      ['confirmationEntered', 'confirmationSucceeded', 'confirmationFailed'],
      (s) => s.confirmation,
      'request',
      {
        requested: (state) => {
          state.purchaseCompleted = true;
          state.confirmation.order = null;
          state.confirmation.orderError = null;
        },
        succeeded: (state, action) => {
          state.confirmation.order = action.payload;
          state.confirmation.orderError = null;
        },
        failed: (state, action) => {
          state.confirmation.order = null;
          state.confirmation.orderError = action.payload.orderError;
        },
      },
    ),
    /** The confirmed order's cart and checkout are gone: nothing of them is kept here. */
    checkoutCleared: (state) => ({ ...initialState, confirmation: state.confirmation }),
  },
  extraReducers: (builder) =>
    builder
      // The cart changed: the cached checkout is stale (docs/rules.md#checkout); the widget stays as it is.
      .addCase(checkoutInvalidated, (state) => {
        state.checkout = null;
      })
      .addCase(orderChangeStarted, (state, action) => {
        state.pendingChanges.push(action.payload.changeId);
      })
      .addCase(orderChangeSettled, (state, action) => {
        state.pendingChanges = without(state.pendingChanges, action.payload.changeId);
      })
      .addCase(loggedOut, () => initialState),
});

export const {
  checkoutEntered,
  checkoutLeft,
  checkoutLoaded,
  checkoutProblem,
  checkoutCustomerChecked,
  paymentProviderChosen,
  paymentSessionReady,
  paymentSessionCleared,
  paymentWidgetReady,
  paymentWidgetFailed,
  paymentWidgetSuspended,
  paymentWidgetResumed,
  paymentWidgetTotalsMismatch,
  paymentWidgetRetryRequested,
  paymentEventReceived,
  purchaseCompleted,
  paymentProviderRefused,
  orderErrorShown,
  orderErrorDismissed,
  giftCardAddRequested,
  giftCardAddSucceeded,
  giftCardAddFailed,
  giftCardRemoveRequested,
  giftCardRemoveSettled,
  confirmationEntered,
  confirmationSucceeded,
  confirmationFailed,
  checkoutCleared,
  checkoutAccountRefreshRequested,
} = checkoutSlice.actions;

export const checkoutReducer = checkoutSlice.reducer;
