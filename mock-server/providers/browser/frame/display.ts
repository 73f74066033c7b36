import { errorOf, type Answer } from './api';
import type { FormContext } from './context';
import { payLabel } from './payable';

// What the form shows of its own state: its height for the page's frame, the disabled and busy
// states, and the notice under the fields.

/** The frame has no height of its own: the script on the page sizes it to the form. */
export function resize(ctx: FormContext): void {
  const height = Math.ceil(ctx.main.getBoundingClientRect().height);
  if (height > 0) ctx.link.resize(height);
}

/** Locks the controls while the order cannot be paid here, and tells the page the form's state. */
export function applyState(ctx: FormContext): void {
  const { suspended, busy, done, view, t, token } = ctx.state;
  const { form, payButton } = ctx.parts;
  const locked = suspended || busy || done || !view;
  if (form) {
    for (const control of Array.from(form.querySelectorAll('input,button'))) {
      (control as HTMLInputElement).disabled = locked;
    }
  }
  ctx.overlay.hidden = !(suspended || !view);
  ctx.overlay.textContent = !view && !suspended ? t.loading : t.updating;
  if (suspended || busy) ctx.main.setAttribute('aria-busy', 'true');
  else ctx.main.removeAttribute('aria-busy');
  if (payButton) {
    payButton.textContent = busy ? t.processing : payLabel(ctx);
  }
  resize(ctx);
  ctx.link.state(token, view, suspended);
}

/** A message under the fields; before the form is built, the overlay is all there is to say it in. */
export function notice(
  ctx: FormContext,
  text: string | null,
  kind: 'error' | 'info' | 'success' = 'info',
): void {
  const noticeBox = ctx.parts.noticeBox;
  if (!noticeBox) {
    if (text) ctx.overlay.textContent = text;
    return;
  }
  noticeBox.className = 'notice ' + kind;
  noticeBox.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  noticeBox.textContent = text ?? '';
  resize(ctx);
}

/** A call to the provider that failed: the shopper is told, and the script's hook where it has one. */
export function handleFailure(ctx: FormContext, answer: Answer | null): void {
  const { t } = ctx.state;
  const hooks = ctx.hooks;
  if (answer && answer.status === 404) {
    notice(ctx, t.expired, 'error');
    if (hooks.expired) hooks.expired();
  } else if (answer && answer.status === 409) {
    notice(ctx, /lock|updat/i.test(errorOf(answer, '')) ? t.locked : t.notOpen, 'error');
  } else {
    notice(ctx, t.network, 'error');
    if (hooks.networkError)
      hooks.networkError(answer ? errorOf(answer, 'HTTP ' + answer.status) : 'network error');
  }
}
