import type { FormContext } from './context';

// The order's lock at the provider changes with the page's suspend and resume. A payment must not
// overtake a lock change still on its way (it would find the order locked), so lock changes and
// payments are sent in turn.

/** Sends once every lock change sent before it has been answered (or has failed). */
export function inTurn<T>(ctx: FormContext, send: () => Promise<T>): Promise<T> {
  const sent = ctx.state.locking.then(send, send);
  ctx.state.locking = sent.catch(() => undefined);
  return sent;
}
