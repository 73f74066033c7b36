import { isEmailAddress, PHONE_PATTERN } from '../../shopperDetails';
import type { FormContext } from './context';
import { address, phoneMandatory } from './customerDetails';
import { notice, resize } from './display';
import { cardNeeded } from './payable';
import { FIELDS } from './texts';

// The checks of the typed fields before a payment: what the providers' servers require of a
// purchase too (shopperDetails.ts), and a card that could be one.

function showError(ctx: FormContext, key: string, input: HTMLInputElement, text: string): void {
  input.setAttribute('aria-invalid', 'true');
  ctx.parts.errors[key]!.textContent = text;
}

/** Marks every field that fails and focuses the first; true when none does. */
export function validate(ctx: FormContext): boolean {
  const { t } = ctx.state;
  let first: HTMLInputElement | null = null;
  const fail = (key: string, input: HTMLInputElement, text: string) => {
    showError(ctx, key, input, text);
    if (!first) first = input;
  };
  const values = address(ctx);
  for (const spec of FIELDS) {
    const input = ctx.parts.inputs[spec.name];
    const value = values[spec.name];
    const required = spec.name !== 'telephoneNumber' || phoneMandatory(ctx);
    if (required && value === '') fail(spec.name, input, t.required(t[spec.name]));
    else if (spec.name === 'email' && value !== '' && !isEmailAddress(value)) {
      fail(spec.name, input, t.invalidEmail);
    } else if (spec.name === 'telephoneNumber' && value !== '' && !PHONE_PATTERN.test(value)) {
      fail(spec.name, input, t.invalidPhone);
    }
  }
  if (cardNeeded(ctx)) validateCard(ctx, fail);
  resize(ctx);
  if (first) {
    notice(ctx, t.fixErrors, 'error');
    (first as HTMLInputElement).focus();
    return false;
  }
  return true;
}

function validateCard(
  ctx: FormContext,
  fail: (key: string, input: HTMLInputElement, text: string) => void,
): void {
  const { t } = ctx.state;
  const card = ctx.parts.card;
  const digits = card.number.value.replace(/\s+/g, '');
  if (!/^[0-9]{12,19}$/.test(digits)) fail('card-number', card.number, t.invalidCard);
  if (!/^(0[1-9]|1[0-2])\s*\/\s*[0-9]{2}$/.test(card.expiry.value.trim()))
    fail('card-expiry', card.expiry, t.invalidExpiry);
  if (!/^[0-9]{3,4}$/.test(card.cvc.value.trim())) fail('card-cvc', card.cvc, t.invalidCvc);
  if (card.holderName && card.holderName.value.trim() === '') {
    fail('card-holderName', card.holderName, t.required(t.holderName));
  }
}
