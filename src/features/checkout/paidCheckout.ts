import { call, put, select } from 'typed-redux-saga';
import { ApiError } from '../../api/apiError';
import type { PaymentProviderName } from '../../api/types';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { purchaseCompleted } from './checkoutSlice';
import { checkoutToken } from './checkoutToken';
import { selectPaymentProvider, selectPurchaseCompleted } from './selectors';

// A completed purchase is final (docs/rules.md#confirmation): whoever learns of it first (the
// provider's event, the backend's answer to a sync, a payment read) marks the checkout paid, and
// nothing afterwards may sync, change or drop it.

/** The backend's refusals that say the provider order is no longer open: it may have been paid. */
export const PROVIDER_ORDER_NOT_FOUND = 'provider order not found';
export const CART_ALREADY_PAID = 'cart already paid';

const isNotOpen = (error: unknown) =>
  error instanceof ApiError &&
  ((error.statusCode === 404 && error.message === PROVIDER_ORDER_NOT_FOUND) ||
    (error.statusCode === 409 && error.message === CART_ALREADY_PAID));

/** Marks the checkout paid, once: the confirmation follows (confirmationSagas.ts). */
export function* purchaseDone(provider: PaymentProviderName) {
  if (yield* select(selectPurchaseCompleted)) return;
  yield* put(purchaseCompleted({ provider }));
}

/** What the provider's backend says of the checkout's payment: paid, still open, or no answer. */
export type PaymentState = 'paid' | 'open' | 'unknown';

/**
 * A refusal that says the provider order is not open (a sync answered 404 after the shopper paid, a
 * second payment refused for a paid cart): the payment is read, and a completed one marks the
 * checkout paid. 'unknown' when it could not be read: the checkout must then stay as it is, since
 * the payment may have gone through. Any other error: 'open', nothing asked.
 */
export function* paymentStateAfter(error: unknown) {
  if (yield* select(selectPurchaseCompleted)) return 'paid' satisfies PaymentState;
  if (!isNotOpen(error)) return 'open' satisfies PaymentState;
  const provider = yield* select(selectPaymentProvider);
  const token = yield* call(checkoutToken);
  if (!provider || !token) return 'unknown' satisfies PaymentState;
  const api = yield* service('api');
  try {
    const payment = yield* callApi(api.checkout.getPayment, provider, token, { provider });
    if (payment.status !== 'completed') return 'open' satisfies PaymentState;
  } catch (readError) {
    // No order at all is nothing paid; no answer may be a payment that went through.
    const none = readError instanceof ApiError && readError.statusCode === 404;
    return (none ? 'open' : 'unknown') satisfies PaymentState;
  }
  yield* call(purchaseDone, provider);
  return 'paid' satisfies PaymentState;
}
