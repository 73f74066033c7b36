import type { ProviderSessionView } from '../../types';
import { sessionPath } from './api';
import type { FormContext } from './context';
import { address, typedAny } from './customerDetails';
import { handleFailure } from './display';

// The shopper's details sent to the provider: once the typing stops, or at once before a payment.

/** Sends the address unless the provider has it already; true once the provider has it. */
export function postCustomer(ctx: FormContext): Promise<boolean> {
  const state = ctx.state;
  if (!state.view || state.done) return Promise.resolve(true);
  const current = address(ctx);
  const json = JSON.stringify(current);
  if (json === state.lastSent) return Promise.resolve(true);
  const sentToken = state.token;
  const run = state.posting.then(() =>
    ctx
      .request('POST', sessionPath(sentToken, '/customer'), {
        billingAddress: current,
        shippingAddress: current,
      })
      .then(
        (answer) => {
          if (sentToken !== state.token) return true;
          if (answer.status !== 200) {
            handleFailure(ctx, answer);
            return false;
          }
          const previousPostal = state.lastPostal;
          state.lastSent = json;
          state.lastPostal = current.postalCode;
          const view = (state.view = answer.body as ProviderSessionView);
          ctx.link.state(state.token, view, state.suspended);
          if (ctx.parts.notYouButton) ctx.parts.notYouButton.hidden = !typedAny(current);
          if (ctx.hooks.customerUpdated) ctx.hooks.customerUpdated(current, view);
          // A business buyer's shipping address is the shop's: typing does not move the delivery.
          if (
            shippingMoved(previousPostal, current.postalCode) &&
            !view.business &&
            ctx.hooks.shippingUpdated
          )
            ctx.hooks.shippingUpdated(current, view);
          return true;
        },
        () => {
          handleFailure(ctx, null);
          return false;
        },
      ),
  );
  state.posting = run.catch(() => undefined);
  return run;
}

/**
 * Whether the delivery moved: a postal code the provider had not had before. A blank one (the
 * details sent while the shopper is still typing, before the postal code) prices no delivery, so
 * nothing changed: the one delivery change comes with the postal code.
 */
export function shippingMoved(previous: string | null, current: string): boolean {
  return current.trim() !== '' && previous !== current;
}

/** The address goes once the shopper has stopped changing fields for a moment. */
export function scheduleCustomer(ctx: FormContext): void {
  const state = ctx.state;
  if (state.timer !== undefined) clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void postCustomer(ctx);
  }, 300);
}

/** The address goes now, not after the pause: a payment needs the provider to have it. */
export function flushCustomer(ctx: FormContext): Promise<boolean> {
  const state = ctx.state;
  if (state.timer !== undefined) {
    clearTimeout(state.timer);
    state.timer = undefined;
  }
  return postCustomer(ctx);
}
