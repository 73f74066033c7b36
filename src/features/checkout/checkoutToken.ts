import { call, takeEvery } from 'typed-redux-saga';
import { service } from '../../core/services';
import { loggedOut, sessionEnded } from '../../core/session';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import { checkoutInvalidated } from '../cart';

/**
 * The checkout token and Avarda's purchase JWT live in cookies that only this module reads and
 * writes: the checkout owns them. Other features say what happened (the cart changed, the buyer
 * changed, the shopper signed out) and the checkout drops what no longer holds.
 */

/** The stored checkout token, or null. */
export function* checkoutToken() {
  const cookies = yield* service('cookies');
  return (yield* call(cookies.get, cookieNames.checkoutToken)) ?? null;
}

/** A new checkout's token, kept for 2 days. */
export function* keepCheckoutToken(token: string) {
  const cookies = yield* service('cookies');
  yield* call(cookies.set, cookieNames.checkoutToken, token, cookieLifetimes.checkout);
}

/** The checkout no longer matches the cart or the buyer: the next visit starts a new one. */
export function* dropCheckoutToken() {
  const cookies = yield* service('cookies');
  yield* call(cookies.remove, cookieNames.checkoutToken);
}

/** Avarda's purchase JWT, kept 1,800 s for the widget of this checkout. */
export function* paymentJwt() {
  const cookies = yield* service('cookies');
  return (yield* call(cookies.get, cookieNames.paymentJwt)) ?? null;
}

export function* keepPaymentJwt(jwt: string) {
  const cookies = yield* service('cookies');
  yield* call(cookies.set, cookieNames.paymentJwt, jwt, cookieLifetimes.paymentJwt);
}

/** The checkout is over (ordered, or its shopper signed out): its token and JWT go. */
export function* endCheckout() {
  const cookies = yield* service('cookies');
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* call(cookies.remove, cookieNames.paymentJwt);
}

/**
 * Starts with the store, not with the checkout's routes: a cart change on any page (after a reload
 * that never opened the checkout) must still drop the checkout the cookie names.
 */
export function* checkoutTokenSaga() {
  yield* takeEvery(checkoutInvalidated.type, dropCheckoutToken);
  yield* takeEvery([loggedOut.type, sessionEnded.type], endCheckout);
}
