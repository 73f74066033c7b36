import type { FormContext } from './context';
import { resize } from './display';
import { cardNeeded, somethingToPay } from './payable';

// Adyen's Drop-in lists the card and the methods that pay on their own site as radio choices; the
// card's fields show only while the card is chosen.

export function appendMethodSection(
  ctx: FormContext,
  target: HTMLElement,
  methods: { type: string; name: string }[],
): void {
  const { t } = ctx.state;
  const el = ctx.el;
  const section = el('fieldset', {}, [el('legend', {}, [t.paymentMethod])]);
  const choices: [string, string][] = [
    ['scheme', t.card],
    ...methods.map((m): [string, string] => [m.type, m.name]),
  ];
  for (const [type, name] of choices) {
    const id = 'method-' + type;
    const radio = el('input', { type: 'radio', name: 'method', id, value: type }) as HTMLInputElement;
    radio.checked = type === ctx.state.method;
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      ctx.state.method = type;
      if (ctx.parts.cardSection) ctx.parts.cardSection.hidden = !cardNeeded(ctx);
      resize(ctx);
    });
    section.appendChild(el('div', { class: 'check' }, [radio, el('label', { for: id }, [name])]));
  }
  section.hidden = !somethingToPay(ctx);
  ctx.parts.methodSection = section;
  target.appendChild(section);
}
