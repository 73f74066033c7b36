import type { FormContext } from './context';
import { resize } from './display';

// What a provider offers beside the details, each only when the client asked for it: the newsletter
// and "remember me" boxes (told to the script as they change, sent with beforeSubmit) and the
// business customer's note.

export function appendExtras(ctx: FormContext, form: HTMLFormElement): void {
  const { options } = ctx;
  if (options.newsletter && options.newsletter !== 'hidden') form.appendChild(newsletterCheck(ctx));
  if (options.rememberMe) form.appendChild(rememberCheck(ctx));
  if (options.b2bLink) appendBusinessNote(ctx, form);
}

function newsletterCheck(ctx: FormContext): HTMLElement {
  const el = ctx.el;
  const box = el('input', { type: 'checkbox', id: 'f-newsletter' }) as HTMLInputElement;
  box.checked = ctx.options.newsletter === 'checked';
  box.addEventListener('change', () => {
    if (ctx.hooks.newsletterChanged) ctx.hooks.newsletterChanged(box.checked);
  });
  ctx.parts.newsletterBox = box;
  return el('div', { class: 'check' }, [box, el('label', { for: 'f-newsletter' }, [ctx.state.t.newsletter])]);
}

function rememberCheck(ctx: FormContext): HTMLElement {
  const el = ctx.el;
  const box = el('input', { type: 'checkbox', role: 'switch', id: 'f-remember' }) as HTMLInputElement;
  box.addEventListener('change', () => {
    if (ctx.hooks.rememberMeChanged) ctx.hooks.rememberMeChanged(box.checked);
  });
  ctx.parts.rememberBox = box;
  return el('div', { class: 'check' }, [box, el('label', { for: 'f-remember' }, [ctx.state.t.rememberMe])]);
}

/** "Business customer?" opens a note in place; the frame grows with it. */
function appendBusinessNote(ctx: FormContext, form: HTMLFormElement): void {
  const el = ctx.el;
  const { t } = ctx.state;
  const info = el('p', { id: 'b2b-info', class: 'static' }, [t.b2bInfo]);
  info.hidden = true;
  const toggle = el(
    'button',
    { type: 'button', class: 'link', 'aria-expanded': 'false', 'aria-controls': 'b2b-info' },
    [t.b2b],
  );
  toggle.addEventListener('click', () => {
    info.hidden = !info.hidden;
    toggle.setAttribute('aria-expanded', String(!info.hidden));
    resize(ctx);
  });
  form.appendChild(el('p', { class: 'static' }, [toggle]));
  form.appendChild(info);
}
