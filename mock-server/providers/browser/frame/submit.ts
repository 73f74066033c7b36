import { payByCard } from './cardPayment';
import type { FormContext } from './context';
import { address } from './customerDetails';
import { flushCustomer } from './customerSync';
import { applyState, notice } from './display';
import { purchase } from './purchase';
import { validate } from './validation';

// The pay button (and the script's submit()): checks the fields, lets the merchant's beforeSubmit
// decide where the provider has one (Avarda), then pays by the card or by the plain purchase.

export function pay(ctx: FormContext): void {
  const state = ctx.state;
  const view = state.view;
  if (state.done || state.busy || !view) return;
  if (state.suspended) {
    notice(ctx, state.t.locked, 'info');
    return;
  }
  notice(ctx, null);
  if (!validate(ctx)) return;
  const extras = {
    newsletter: !!(ctx.parts.newsletterBox && ctx.parts.newsletterBox.checked),
    rememberMe: !!(ctx.parts.rememberBox && ctx.parts.rememberBox.checked),
  };
  state.busy = true;
  applyState(ctx);
  const flow = ctx.cardFlow;
  // What the shopper agreed to: the amount on the screen at the click, whatever arrives after it.
  const shown = view.totals.grandTotal;
  const go = () => (flow ? payByCard(ctx, flow) : purchase(ctx, shown));
  if (ctx.hooks.beforeSubmit) askBeforeSubmit(ctx, ctx.hooks.beforeSubmit, extras, go);
  else go();
}

/** The merchant's answer comes once; an abort opens the form again. */
function askBeforeSubmit(
  ctx: FormContext,
  beforeSubmit: NonNullable<FormContext['hooks']['beforeSubmit']>,
  extras: { newsletter: boolean; rememberMe: boolean },
  go: () => void,
): void {
  let settled = false;
  const abort = () => {
    if (settled) return;
    settled = true;
    ctx.state.busy = false;
    applyState(ctx);
  };
  // The provider has what was typed before it asks the merchant, who checks the order with it.
  void flushCustomer(ctx).then((saved) => {
    if (!saved) return abort();
    beforeSubmit(
      address(ctx),
      extras,
      () => {
        if (settled) return;
        settled = true;
        go();
      },
      abort,
    );
  });
}
