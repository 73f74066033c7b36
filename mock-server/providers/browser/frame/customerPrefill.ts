import type { ProviderSessionView } from '../../types';
import type { FormContext } from './context';
import { address, setDraft, typedAny } from './customerDetails';
import { scheduleCustomer } from './customerSync';
import { FIELDS } from './texts';

// What the fields start with: the shopper's draft before what the provider has, and the merchant's
// change of the buyer while the shopper has not typed over it.

export function prefill(ctx: FormContext): void {
  const state = ctx.state;
  const { inputs, notYouButton } = ctx.parts;
  const saved = state.view && state.view.billingAddress;
  const draft = ctx.drafts[state.token];
  let fromProvider = false;
  for (const spec of FIELDS) {
    const typed = draft ? draft[spec.name] : undefined;
    if (typed !== undefined) inputs[spec.name].value = typed;
    else if (saved && saved[spec.name]) {
      inputs[spec.name].value = saved[spec.name];
      fromProvider = true;
    }
  }
  if (saved) {
    state.lastSent = JSON.stringify({ ...saved, country: state.view!.countryCode });
    state.lastPostal = saved.postalCode;
  }
  if (notYouButton) notYouButton.hidden = !fromProvider;
  // What was typed but never reached the provider (a re-inserted container, another token) goes now.
  if (JSON.stringify(address(ctx)) !== state.lastSent && typedAny(address(ctx))) {
    scheduleCustomer(ctx);
  }
}

/**
 * The merchant changed the buyer on the order (a business buyer's contact or billing address):
 * the form follows, unless the shopper has typed over what it showed before.
 */
export function followMerchantAddress(ctx: FormContext, previous: ProviderSessionView | null): void {
  const state = ctx.state;
  const before = previous && previous.billingAddress;
  const after = state.view && state.view.billingAddress;
  if (!after || !before || JSON.stringify(before) === JSON.stringify(after)) return;
  const shown = address(ctx);
  if (FIELDS.some((spec) => shown[spec.name] !== (before[spec.name] || '').trim())) return;
  for (const spec of FIELDS) ctx.parts.inputs[spec.name].value = after[spec.name] || '';
  setDraft(ctx, state.token, {});
  state.lastSent = JSON.stringify({ ...after, country: state.view!.countryCode });
  state.lastPostal = after.postalCode;
}
