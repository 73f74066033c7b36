import type { FormContext } from './context';
import { setDraft } from './customerDetails';
import { applyState } from './display';

// A payment's course as the script's hooks hear it (paymentStarted, then paymentEnded once), and the
// form's end state once the order is paid.

type PaymentResult =
  { status: 'completed'; reference: string } | { status: 'failed' | 'declined' | 'refused' };

export function started(ctx: FormContext): void {
  ctx.state.paying = true;
  if (ctx.hooks.paymentStarted) ctx.hooks.paymentStarted();
}

/** Said once per payment that started: a late answer of an earlier one says nothing. */
export function ended(ctx: FormContext, result: PaymentResult): void {
  if (!ctx.state.paying) return;
  ctx.state.paying = false;
  if (ctx.hooks.paymentEnded) ctx.hooks.paymentEnded(result);
}

/** The payment's answer came: the form opens again. */
export function settle(ctx: FormContext): void {
  ctx.state.busy = false;
  applyState(ctx);
}

/** The done state; `notify` false for an order that was completed before this render. */
export function finish(ctx: FormContext, reference: string, notify = true): void {
  const { t } = ctx.state;
  const el = ctx.el;
  ctx.state.done = true;
  ctx.state.busy = false;
  setDraft(ctx, ctx.state.token, null);
  const doneSection = el('section', { class: 'done', role: 'status', 'aria-labelledby': 'done-heading' }, [
    el('h2', { id: 'done-heading' }, [ctx.cardFlow ? t.paid : t.thanks]),
    el('p', {}, [t.orderNumber(reference)]),
  ]);
  ctx.parts.doneSection = doneSection;
  if (ctx.parts.form) ctx.parts.form.hidden = true;
  ctx.main.insertBefore(doneSection, ctx.overlay);
  applyState(ctx);
  ended(ctx, { status: 'completed', reference });
  if (notify && ctx.hooks.completed) ctx.hooks.completed(reference, ctx.state.view);
}
