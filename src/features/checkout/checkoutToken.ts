import { call, select, spawn, takeEvery } from 'typed-redux-saga';
import type { PaymentProviderName } from '../../api/types';
import { PAYMENT_PROVIDERS } from '../../api/types/checkout';
import { paths } from '../../core/paths';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { loggedOut, sessionEnded } from '../../core/session';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import { storageKeys } from '../../services/storage';
import { checkoutInvalidated } from '../cart';
import { confirmationPath } from './confirmationUrl';
import { selectPurchaseCompleted } from './selectors';

/**
 * The checkout token and Avarda's purchase JWT live in cookies that only this module reads and
 * writes: the checkout owns them. Other features say what happened (the cart changed, the buyer
 * changed, the shopper signed out) and the checkout drops what no longer holds.
 */

type CheckoutCookie = typeof cookieNames.checkoutToken | typeof cookieNames.paymentJwt;

function* readCookie(name: CheckoutCookie) {
  const cookies = yield* service('cookies');
  return (yield* call(cookies.get, name)) ?? null;
}

function* keepCookie(name: CheckoutCookie, value: string, lifetime: number) {
  const cookies = yield* service('cookies');
  yield* call(cookies.set, name, value, lifetime);
}

/** The stored checkout token, or null. */
export function* checkoutToken() {
  return yield* readCookie(cookieNames.checkoutToken);
}

/** A new checkout's token, kept for 2 days. */
export function* keepCheckoutToken(token: string) {
  yield* keepCookie(cookieNames.checkoutToken, token, cookieLifetimes.checkout);
}

/**
 * The checkout no longer matches the cart or the buyer: the next visit starts a new one. A paid
 * checkout is never dropped: its confirmation needs the token to find the payment and record it.
 */
export function* dropCheckoutToken() {
  if (yield* select(selectPurchaseCompleted)) return;
  const cookies = yield* service('cookies');
  const localStorage = yield* service('localStorage');
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* call(localStorage.remove, storageKeys.openPayment);
}

/** The checkout's payment form opened with this provider: a payment may follow at any moment. */
export function* keepOpenPayment(provider: PaymentProviderName) {
  const localStorage = yield* service('localStorage');
  yield* call(localStorage.set, storageKeys.openPayment, provider);
}

/** The provider of the stored checkout's payment form, if one opened. */
export function* openPaymentProvider() {
  const localStorage = yield* service('localStorage');
  const provider = yield* call(localStorage.get<string>, storageKeys.openPayment);
  return (PAYMENT_PROVIDERS as readonly unknown[]).includes(provider)
    ? (provider as PaymentProviderName)
    : null;
}

/** Avarda's purchase JWT, kept 1,800 s for the widget of this checkout. */
export function* paymentJwt() {
  return yield* readCookie(cookieNames.paymentJwt);
}

export function* keepPaymentJwt(jwt: string) {
  yield* keepCookie(cookieNames.paymentJwt, jwt, cookieLifetimes.paymentJwt);
}

/** The checkout is over (ordered, or its shopper signed out): its token and JWT go. */
export function* endCheckout() {
  const cookies = yield* service('cookies');
  const localStorage = yield* service('localStorage');
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* call(cookies.remove, cookieNames.paymentJwt);
  yield* call(localStorage.remove, storageKeys.openPayment);
}

/**
 * A payment made as the tab closed or the connection dropped (the provider took it, the shop never
 * heard): on the next visit, the stored checkout whose payment form had opened is asked for its
 * payment, and a completed one is taken to its confirmation, which records the order. The checkout
 * and its confirmation do this themselves, so their pages are left alone.
 */
export function* findPaidCheckout() {
  const navigation = yield* service('navigate');
  if (yield* call(isCheckoutPath, yield* call([navigation, navigation.currentPath]))) return;
  const token = yield* call(checkoutToken);
  const provider = yield* call(openPaymentProvider);
  if (!token || !provider) return;
  const api = yield* service('api');
  try {
    const payment = yield* callApi(api.checkout.getPayment, provider, token, { provider });
    if (payment.status !== 'completed') return;
  } catch {
    // Asked again on the next page load; the checkout asks on its own when it opens.
    return;
  }
  if (yield* call(isCheckoutPath, yield* call([navigation, navigation.currentPath]))) return;
  yield* call([navigation, navigation.navigate], confirmationPath(provider));
}

const isCheckoutPath = (path: string) => path === paths.checkout || path.startsWith(`${paths.checkout}/`);

/**
 * Starts with the store, not with the checkout's routes: a cart change on any page (after a reload
 * that never opened the checkout) must still drop the checkout the cookie names.
 */
export function* checkoutTokenSaga() {
  yield* spawn(findPaidCheckout);
  yield* takeEvery(checkoutInvalidated.type, dropCheckoutToken);
  yield* takeEvery([loggedOut.type, sessionEnded.type], endCheckout);
}
