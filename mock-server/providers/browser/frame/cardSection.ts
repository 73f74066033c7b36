import type { CardDetails } from '../types';
import type { CardFieldName, FormContext } from './context';
import { field } from './field';
import { cardNeeded } from './payable';

// Adyen's card fields, and the card as typed in them.

function cardSpecs(ctx: FormContext): [CardFieldName, string, Record<string, string>][] {
  const { t, lang } = ctx.state;
  return [
    [
      'number',
      t.cardNumber,
      { type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', maxlength: '23' },
    ],
    [
      'expiry',
      t.expiry,
      {
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'cc-exp',
        maxlength: '7',
        placeholder: lang === 'sv' ? 'MM/ÅÅ' : 'MM/YY',
      },
    ],
    ['cvc', t.cvc, { type: 'text', inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }],
    ['holderName', t.holderName, { type: 'text', autocomplete: 'cc-name', maxlength: '100' }],
  ];
}

/** The expiry and the code share a row; the holder's name only where the provider asks for it. */
export function appendCardSection(ctx: FormContext, target: HTMLElement): void {
  const el = ctx.el;
  const section = el('fieldset', {}, [el('legend', {}, [ctx.state.t.card])]);
  const wraps: HTMLElement[] = [];
  for (const [name, label, attrs] of cardSpecs(ctx)) {
    if (name === 'holderName' && ctx.cardFlow && !ctx.cardFlow.holderName) continue;
    const made = field(ctx, 'card-' + name, label, attrs, true);
    ctx.parts.card[name] = made.input;
    ctx.parts.errors['card-' + name] = made.error;
    wraps.push(made.wrap);
  }
  section.append(wraps[0]!, el('div', { class: 'row' }, [wraps[1]!, wraps[2]!]), ...wraps.slice(3));
  section.hidden = !cardNeeded(ctx);
  ctx.parts.cardSection = section;
  target.appendChild(section);
}

/** The card as typed; null when nothing is left to pay (gift cards paid it all), so none is sent. */
export function cardDetails(ctx: FormContext): CardDetails | null {
  const card = ctx.parts.card;
  return cardNeeded(ctx)
    ? {
        number: card.number.value,
        expiry: card.expiry.value,
        cvc: card.cvc.value,
        holderName: card.holderName ? card.holderName.value : '',
      }
    : null;
}
