import type { ProviderSessionView } from '../../types';
import type { FormContext } from './context';
import { address, setDraft } from './customerDetails';
import { followMerchantAddress, prefill } from './customerPrefill';
import { applyState, handleFailure, notice } from './display';
import { buildForm } from './formLayout';
import { renderOrder } from './orderSummary';
import { finish } from './paymentProgress';
import { language, TEXTS } from './texts';

// The order as the provider has it: the first load builds the form in the order's language, a later
// one (after the shop changed the order) draws lines and totals again.

/** Loads the token's order; an answer for a token the form has left since is not shown. */
export function load(
  ctx: FormContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ProviderSessionView | null> {
  const state = ctx.state;
  const loadedToken = state.token;
  return ctx.request(method, path, body).then(
    (answer) => {
      if (loadedToken !== state.token) return state.view;
      if (answer.status !== 200) {
        if (!state.built)
          ctx.overlay.textContent =
            answer.status === 404 ? TEXTS[state.lang].expired : TEXTS[state.lang].network;
        handleFailure(ctx, answer);
        return null;
      }
      const previous = state.view;
      const view = (state.view = answer.body as ProviderSessionView);
      if (!state.built) firstRender(ctx, view);
      else rerender(ctx, view, previous);
      return view;
    },
    () => {
      if (!state.built) ctx.overlay.textContent = TEXTS[state.lang].network;
      handleFailure(ctx, null);
      return null;
    },
  );
}

function firstRender(ctx: FormContext, view: ProviderSessionView): void {
  const state = ctx.state;
  state.lang = language(ctx.options.language) ?? language(view.languageCode) ?? 'en';
  state.t = TEXTS[state.lang];
  buildForm(ctx);
  renderOrder(ctx);
  prefill(ctx);
  if (view.status === 'completed') finish(ctx, view.reference, false);
  else if (view.status === 'aborted') notice(ctx, state.t.notOpen, 'error');
  applyState(ctx);
  if (ctx.hooks.loaded) ctx.hooks.loaded(view, address(ctx));
  if (ctx.options.autofocus && !state.suspended) ctx.parts.inputs.email.focus();
}

function rerender(ctx: FormContext, view: ProviderSessionView, previous: ProviderSessionView | null): void {
  renderOrder(ctx);
  followMerchantAddress(ctx, previous);
  applyState(ctx);
  if (ctx.hooks.orderUpdated) ctx.hooks.orderUpdated(view, previous);
}

/** The page moved to another order: the form opens again for it, keeping what was typed. */
export function switchToken(ctx: FormContext, next: string | undefined): void {
  const state = ctx.state;
  if (!next || next === state.token) return;
  // The shopper's typing follows them to the new order.
  if (!ctx.drafts[next]) setDraft(ctx, next, { ...address(ctx) });
  state.token = next;
  state.done = false;
  state.lastSent = null;
  if (ctx.parts.doneSection) ctx.parts.doneSection.remove();
  if (ctx.parts.form) ctx.parts.form.hidden = false;
  notice(ctx, null);
}
