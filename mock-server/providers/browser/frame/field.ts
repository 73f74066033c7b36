import type { FormContext } from './context';

// A labelled input with its error text, the one shape of every typed field (the shopper's and the card's).

export interface Field {
  wrap: HTMLElement;
  input: HTMLInputElement;
  error: HTMLElement;
}

/** Typing into a field clears its error: the check runs again only on the next payment. */
export function field(
  ctx: FormContext,
  id: string,
  label: string,
  attrs: Record<string, string>,
  required: boolean,
): Field {
  const el = ctx.el;
  const error = el('p', { class: 'error', id: id + '-error' });
  const input = el('input', {
    id,
    name: id,
    'aria-describedby': id + '-error',
    ...attrs,
  }) as HTMLInputElement;
  if (required) input.setAttribute('aria-required', 'true');
  input.addEventListener('input', () => {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
  });
  const wrap = el('div', { class: 'field' }, [
    el('label', { for: id }, [required ? label : label + ' ' + ctx.state.t.optional]),
    input,
    error,
  ]);
  return { wrap, input, error };
}
