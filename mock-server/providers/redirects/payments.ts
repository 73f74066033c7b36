import { randomBytes } from 'node:crypto';
import { orderByToken } from '../../checkout/providerOrderStore';
import { db } from '../../db';
import { HttpError } from '../../kit/guard';
import { newToken } from '../../kit/ids';
import { isIssuedAdyenSession } from '../paymentSessions';
import { abortPurchase, completePurchase, providerOrderView } from '../providerOrders';
import { sessionChargesTheOrder } from '../rules';
import { forgetOrderChallenges } from '../threeDS/challenges';
import type { RedirectPayment } from '../types';

// Adyen payments with a redirect method (Trustly): one per Adyen session at most (a new payment in
// the session replaces it), and only for sessions the merchant was given (an order's older sessions'
// go when it makes a new one), so the store is bounded as the 3-D Secure challenges are.
//
// Adyen's …/payments makes one and sends the shopper's page to the method's own page (pages.ts,
// handlers.ts), which records the shopper's answer here and sends them back to the session's
// returnUrl with a `redirectResult`. The merchant's backend submits that as Adyen's /payments/details
// (submitRedirectResult): the answer recorded here decides, never anything the browser carries; the
// redirectResult is random and only this store maps it back to its payment.
//
// The real flow goes bank → Adyen → returnUrl: Trustly sends the shopper to Adyen, which appends
// `sessionId` and `redirectResult` and sends them on to the merchant's returnUrl. The look-alike skips
// the Adyen hop: the method's page sends the shopper straight to the returnUrl with what Adyen would
// have appended.

const redirects = () => db().providers.redirects;

/** The merchant's backend submitted a redirectResult that names no payment of the cart's order. */
export const REDIRECT_RESULT_REFUSED = 'redirectResult is not of this payment';

/** Longer than any the mock makes: looked up no further. */
const REDIRECT_RESULT_MAX = 200;

export type NewRedirectPayment = Pick<
  RedirectPayment,
  'sessionId' | 'publicToken' | 'amount' | 'language' | 'returnUrl'
>;

/** The order's redirect payments of sessions the merchant no longer has (replaced by newer totals). */
function forgetStaleSessions(publicToken: string): void {
  const order = orderByToken(publicToken);
  for (const [sessionId, payment] of redirects()) {
    if (payment.publicToken === publicToken && (!order || !isIssuedAdyenSession(order, sessionId))) {
      redirects().delete(sessionId);
    }
  }
}

/** A new redirect payment for the session, replacing any earlier one; pending at the method's page. */
export function openRedirect(input: NewRedirectPayment): RedirectPayment {
  forgetStaleSessions(input.publicToken);
  const payment: RedirectPayment = {
    ...input,
    amount: { ...input.amount },
    paymentId: newToken(),
    verdict: 'pending',
    redirectResult: null,
    submitted: false,
  };
  redirects().set(input.sessionId, payment);
  return payment;
}

export function redirectByPaymentId(paymentId: string): RedirectPayment | undefined {
  for (const payment of redirects().values()) if (payment.paymentId === paymentId) return payment;
  return undefined;
}

function redirectByResult(redirectResult: string): RedirectPayment | undefined {
  if (redirectResult.length === 0 || redirectResult.length > REDIRECT_RESULT_MAX) return undefined;
  for (const payment of redirects().values()) {
    if (payment.redirectResult === redirectResult) return payment;
  }
  return undefined;
}

/**
 * Shaped as Adyen's are (some base64 with a `!`), so it needs encoding in a query as theirs does; it
 * says nothing: only the store maps it back.
 */
const newRedirectResult = () =>
  `${randomBytes(6).toString('base64url')}!${randomBytes(36).toString('base64')}`;

/**
 * The shopper's answer on the method's page, recorded once: false if the payment was answered
 * already (the first answer stands).
 */
export function answerRedirect(payment: RedirectPayment, approved: boolean): boolean {
  if (payment.verdict !== 'pending') return false;
  payment.verdict = approved ? 'approved' : 'cancelled';
  payment.redirectResult = newRedirectResult();
  return true;
}

/**
 * Where the method's page sends the shopper once answered: the session's returnUrl with what Adyen
 * appends (its query kept).
 */
export function returnLocationOf(payment: RedirectPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('sessionId', payment.sessionId);
  url.searchParams.set('redirectResult', payment.redirectResult ?? '');
  return url.href;
}

export function forgetRedirect(sessionId: string): void {
  redirects().delete(sessionId);
}

/** The order's redirect payments are spent once it is paid (but `keep`, whose return may come again). */
export function forgetOrderRedirects(publicToken: string, keep?: RedirectPayment): void {
  for (const [sessionId, payment] of redirects()) {
    if (payment.publicToken === publicToken && payment !== keep) redirects().delete(sessionId);
  }
}

/**
 * The merchant's backend submits the return's `redirectResult`, as to Adyen's /payments/details, for
 * the cart's order `publicToken`: one that names no answered payment of that order → HttpError 422.
 * Approved, and the session still charges the order's total: the merchant's check
 * (completePurchase); its refusal, a total changed since, or a cancel abort the attempt (counted, the
 * order stays open). Then the payment is spent: the same redirectResult again (a reload of the
 * confirmation page) changes nothing.
 */
export function submitRedirectResult(publicToken: string, redirectResult: string): void {
  const payment = redirectByResult(redirectResult);
  if (!payment || payment.publicToken !== publicToken || payment.verdict === 'pending') {
    throw new HttpError(422, REDIRECT_RESULT_REFUSED, {
      details: "the redirectResult names no answered payment of this cart's order",
    });
  }
  settle(payment);
}

/**
 * A payment the shopper approved on the method's page whose return never came (the tab closed on
 * the way back): Adyen authorised it all the same and tells the merchant's backend by its webhook,
 * so the backend settles it before it answers for the order (a read of the payment, a new payment).
 */
export function settleApprovedRedirects(publicToken: string): void {
  for (const payment of [...redirects().values()]) {
    if (payment.publicToken === publicToken && payment.verdict === 'approved' && !payment.submitted)
      settle(payment);
  }
}

/** The payment's verdict taken, once: the merchant's check completes the order or the attempt is aborted. */
function settle(payment: RedirectPayment): void {
  if (payment.submitted) return;
  payment.submitted = true;
  const { publicToken } = payment;
  const view = providerOrderView(publicToken);
  if (!view || view.status !== 'open') return;
  const completed =
    payment.verdict === 'approved' &&
    sessionChargesTheOrder(payment.amount, view) &&
    completePurchase(publicToken).status === 'completed';
  if (!completed) {
    abortPurchase(publicToken);
    return;
  }
  forgetOrderChallenges(publicToken);
  forgetOrderRedirects(publicToken, payment);
}
