import type { ProviderSessionView } from '../../types';
import type { FormControl } from '../channel';
import { sessionPath } from './api';
import type { FormContext } from './context';
import { prefill } from './customerPrefill';
import { applyState, notice } from './display';
import { inTurn } from './lockOrder';
import { load, switchToken } from './orderLoad';
import { pay } from './submit';

// What the provider's script on the shop's page may ask of the form (main.ts passes its calls on):
// suspend and resume around the shop's changes of the order, refresh, submit and notices.

function setLocked(ctx: FormContext, locked: boolean): Promise<ProviderSessionView | null> {
  return load(ctx, 'POST', sessionPath(ctx.state.token, '/lock'), { locked });
}

/** The first load; a stale lock (a page that suspended and went away) is lifted unless this page suspended it. */
export function firstLoad(ctx: FormContext): Promise<ProviderSessionView | null> {
  return load(ctx, 'GET', sessionPath(ctx.state.token)).then((loaded) => {
    if (loaded && loaded.locked && !ctx.state.suspended) return setLocked(ctx, false);
    return loaded;
  });
}

export function formControl(ctx: FormContext, ready: Promise<ProviderSessionView | null>): FormControl {
  const state = ctx.state;
  return {
    ready,
    suspend() {
      state.lockTurn += 1;
      state.suspended = true;
      applyState(ctx);
      const path = sessionPath(state.token, '/lock');
      void inTurn(ctx, () => ctx.request('POST', path, { locked: true })).catch(() => undefined);
    },
    resume: (next?: string) => resume(ctx, next),
    refresh(next?: string) {
      switchToken(ctx, next);
      return load(ctx, 'GET', sessionPath(state.token)).then((loaded) => {
        if (loaded && !state.lastSent && state.built) prefill(ctx);
        return loaded;
      });
    },
    submit: () => pay(ctx),
    notice: (text, kind) => notice(ctx, text, kind),
  };
}

function resume(ctx: FormContext, next?: string): Promise<ProviderSessionView | null> {
  const state = ctx.state;
  const turn = (state.lockTurn += 1);
  switchToken(ctx, next);
  // The form opens once the provider has the order unlocked: a payment sent sooner would be
  // refused as locked ("Beställningen uppdateras") although the form looked open.
  const open = () => {
    if (turn !== state.lockTurn) return;
    state.suspended = false;
    applyState(ctx);
  };
  return inTurn(ctx, () =>
    state.built
      ? setLocked(ctx, false)
      : load(ctx, 'POST', sessionPath(state.token, '/lock'), { locked: false }),
  ).then(
    (loaded) => {
      open();
      if (loaded && !state.lastSent && state.built) prefill(ctx);
      return loaded;
    },
    (error: unknown) => {
      open();
      throw error;
    },
  );
}
