import { http, type RequestHandler } from 'msw';
import { readFormOrJson } from '../../kit/body';
import { guard, type Resolver } from '../../kit/guard';
import { htmlAnswer, PAGE_FORM_LIMITS, seeOther } from '../thirdPartyPages';
import { noPaymentPage, payPage, type NoPaymentReason, ANSWER_PATH, PAY_PATH } from './pages';
import { answerRedirect, redirectByPaymentId, returnLocationOf } from './payments';
import type { RedirectPayment } from '../types';

// The redirect method's own page (Trustly's look-alike, on its host checkout.trustly.localhost), where
// Adyen's redirect action sends the shopper: GET the payment's page; POST the shopper's answer, which
// is recorded once and sends the shopper back to the shop's returnUrl with a redirectResult (the real
// flow goes bank → Adyen → returnUrl; the look-alike skips the Adyen hop, payments.ts).

const route = (resolver: Resolver) => guard('control', resolver);
/** Longer than any payment id the mock makes. */
const PAYMENT_ID_MAX = 200;

const paymentIdOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= PAYMENT_ID_MAX ? value : null;

const refused = (reason: NoPaymentReason, status: number, payment?: RedirectPayment) =>
  htmlAnswer(
    noPaymentPage(
      payment?.language ?? 'en',
      reason,
      payment && reason === 'answered' ? returnLocationOf(payment) : undefined,
    ),
    status,
  );

/** GET …/bank/pay?payment=…: the payment's page while it waits for the shopper's answer. */
const getPay = route(({ request }) => {
  const id = paymentIdOf(new URL(request.url).searchParams.get('payment'));
  if (!id) return refused('unreadable', 400);
  const payment = redirectByPaymentId(id);
  if (!payment) return refused('unknown', 404);
  if (payment.verdict !== 'pending') return refused('answered', 409, payment);
  return htmlAnswer(payPage(payment));
});

/**
 * POST …/bank/answer (payment, answer = approve | cancel): the verdict, once; then 303 back to the
 * shop's returnUrl with the redirectResult. A payment answered already → 409, unknown → 404, a form
 * that is not one of these → 400, too large → 413.
 */
const postAnswer = route(async ({ request }) => {
  const body = await readFormOrJson(request, PAGE_FORM_LIMITS);
  const id = paymentIdOf(body.payment);
  if (!id || (body.answer !== 'approve' && body.answer !== 'cancel')) return refused('unreadable', 400);
  const payment = redirectByPaymentId(id);
  if (!payment) return refused('unknown', 404);
  if (!answerRedirect(payment, body.answer === 'approve')) return refused('answered', 409, payment);
  return seeOther(returnLocationOf(payment));
});

export const redirectHandlers: RequestHandler[] = [
  http.get(`*${PAY_PATH}`, getPay),
  http.post(`*${ANSWER_PATH}`, postAnswer),
];
