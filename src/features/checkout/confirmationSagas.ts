import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Order, OrderInput, PaymentProviderName, ProviderPayment } from '../../api/types';
import { PAYMENT_PROVIDERS } from '../../api/types/checkout';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { storageKeys } from '../../services/storage';
import { clearOrderedCart, ecommerceOf } from '../cart';
import {
  checkoutCleared,
  confirmationEntered,
  confirmationFailed,
  confirmationSucceeded,
  purchaseCompleted,
  type ConfirmationQuery,
} from './checkoutSlice';
import { confirmationPath } from './confirmationUrl';
import { checkoutToken, endCheckout } from './checkoutToken';
import { writeGiftCards } from './giftCardStore';
import { orderErrorOf } from './orderErrors';

const isProvider = (value: string | null): value is PaymentProviderName =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value ?? '');

/** The order was paid in another way than the page expects: not an order to confirm. */
export const PAYMENT_NOT_COMPLETED = 'payment not completed';

/**
 * The confirmation page (docs/rules.md#confirmation): records the paid order with the order
 * backend, once — the idempotency key is the order's reference, so a reload or a retry gets the
 * same order back — then clears the cart and checkout it was made from, and only those. A reload
 * after that finds no checkout token and shows the order kept for this browser session, recording
 * nothing.
 */
export function* confirmOrder(action: PayloadAction<ConfirmationQuery>) {
  const { provider, query } = action.payload;
  const api = yield* service('api');
  const sessionStorage = yield* service('sessionStorage');
  try {
    const token = yield* call(checkoutToken);
    if (!token || !isProvider(provider)) {
      const kept = yield* call(sessionStorage.get<Order>, storageKeys.confirmedOrder);
      if (kept && (!provider || kept.provider === provider)) {
        yield* put(confirmationSucceeded(kept));
        return;
      }
      throw new ApiError({ message: 'order not found', statusCode: 404 });
    }
    const payment = yield* callApi(api.checkout.getPayment, provider, token, query);
    if (payment.status !== 'completed')
      throw new ApiError({ message: PAYMENT_NOT_COMPLETED, statusCode: 409 });
    const { order } = yield* callApi(api.orders.createOrder, orderInputOf(payment), token, {
      idempotencyKey: `order-${payment.reference}`,
    });
    yield* call(sessionStorage.set, storageKeys.confirmedOrder, order);
    yield* put(confirmationSucceeded(order));
    yield* call(trackPurchaseOnce, order);
    yield* call(clearAfterOrder, order);
  } catch (error) {
    yield* put(confirmationFailed({ error: toErrorInfo(error), orderError: orderErrorOf(error) }));
  }
}

/** create-order's `order`: the payment as the provider's backend has just reported it. */
function orderInputOf(payment: ProviderPayment): OrderInput {
  const { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress } = payment;
  return { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress };
}

/** The purchase event goes out once per order, whatever reloads and retries happen. */
function* trackPurchaseOnce(order: Order) {
  const localStorage = yield* service('localStorage');
  const recorded = (yield* call(localStorage.get<string[]>, storageKeys.recordedOrders)) ?? [];
  if (Array.isArray(recorded) && recorded.includes(order.reference)) return;
  const analytics = yield* service('analytics');
  const lines = order.items.map((item) => ({ item, quantity: item.quantity }));
  const { ecommerce } = ecommerceOf(order.currencyCode, lines);
  yield* call(analytics.track, 'purchase', {
    ecommerce: {
      ...ecommerce,
      transaction_id: order.reference,
      value: order.totals.grandTotal / 100,
      tax: order.totals.taxTotal / 100,
      shipping: order.totals.shippingTotal / 100,
    },
  });
  const kept = (Array.isArray(recorded) ? recorded : []).slice(-49);
  yield* call(localStorage.set, storageKeys.recordedOrders, [...kept, order.reference]);
}

/** The cart and the checkout of this order are done; another cart the shopper has by now stays. */
function* clearAfterOrder(order: Order) {
  if (!(yield* call(clearOrderedCart, order.cartId))) return;
  const sessionStorage = yield* service('sessionStorage');
  yield* call(endCheckout);
  yield* call(writeGiftCards, sessionStorage, []);
  yield* put(checkoutCleared());
}

/** The purchase is paid: the shopper goes to its confirmation, which records the order. */
export function* goToConfirmation(action: PayloadAction<{ provider: PaymentProviderName }>) {
  const navigation = yield* service('navigate');
  yield* call([navigation, navigation.navigate], confirmationPath(action.payload.provider));
}

export function* confirmationWatchers() {
  yield* takeLatest(confirmationEntered.type, confirmOrder);
  yield* takeEvery(purchaseCompleted.type, goToConfirmation);
}
