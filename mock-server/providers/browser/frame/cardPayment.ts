import type { CardFlow, CardOutcome } from '../types';
import { cardDetails } from './cardSection';
import type { FormContext } from './context';
import { flushCustomer } from './customerSync';
import { notice } from './display';
import { inTurn } from './lockOrder';
import { cardNeeded, somethingToPay } from './payable';
import { ended, finish, settle, started } from './paymentProgress';

// Adyen's payment: the card (or the redirect method chosen) goes to the script on the shop's page,
// which makes the payment calls; the form shows how it went.

export function payByCard(ctx: FormContext, flow: CardFlow): void {
  started(ctx);
  const details = cardDetails(ctx);
  const redirect = somethingToPay(ctx) && ctx.state.method !== 'scheme' ? ctx.state.method : null;
  const send = () => (redirect && flow.payByRedirect ? flow.payByRedirect(redirect) : flow.pay(details));
  flushCustomer(ctx)
    .then((saved) => (saved ? inTurn(ctx, send) : null))
    .then(
      (outcome) => cardAnswered(ctx, outcome, redirect),
      () => {
        settle(ctx);
        cardFailed(ctx, { step: 'failed', status: null });
      },
    );
}

/** null: the details never reached the provider (the form said why already). */
function cardAnswered(ctx: FormContext, outcome: CardOutcome | null, redirect: string | null): void {
  const { t } = ctx.state;
  if (outcome && outcome.step === 'redirecting') {
    // The page leaves for the method's site: the form stays busy until it has gone.
    const name = ctx.cardFlow?.redirectMethods?.find((m) => m.type === redirect)?.name ?? '';
    notice(ctx, t.redirecting(name), 'info');
    if (outcome.report) outcome.report();
    return;
  }
  settle(ctx);
  if (!outcome) return ended(ctx, { status: 'failed' });
  if (outcome.step === 'authorised') finish(ctx, ctx.state.view ? ctx.state.view.reference : '');
  else if (outcome.step === 'refused') {
    notice(
      ctx,
      outcome.challengeFailed ? t.challengeFailed : redirect ? t.redirectRefused : t.refused,
      'error',
    );
    if (cardNeeded(ctx)) ctx.parts.card.number.focus();
    ended(ctx, { status: 'refused' });
  } else cardFailed(ctx, outcome);
  if (outcome.report) outcome.report();
}

/** A card payment's call that failed: the form says so (the provider's script tells the merchant). */
function cardFailed(ctx: FormContext, outcome: CardOutcome): void {
  const { t } = ctx.state;
  ended(ctx, { status: 'failed' });
  const status = outcome.status ?? null;
  if (status === 409) notice(ctx, /lock|updat/i.test(outcome.error ?? '') ? t.locked : t.notOpen, 'error');
  else if (status === 404) notice(ctx, t.expired, 'error');
  else notice(ctx, t.network, 'error');
}
