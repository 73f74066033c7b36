import type { WidgetAddress } from '../types';
import type { FormContext } from './context';
import { FIELDS, type FieldName } from './texts';

// The shopper's details as the fields hold them, and the draft the page keeps of them.

/** The address as typed (trimmed), in the order's country. */
export function address(ctx: FormContext): WidgetAddress {
  const { inputs } = ctx.parts;
  const view = ctx.state.view;
  const value = (name: Exclude<FieldName, 'country'>) => (inputs[name] ? inputs[name].value.trim() : '');
  return {
    givenName: value('givenName'),
    familyName: value('familyName'),
    address: value('address'),
    postalCode: value('postalCode'),
    city: value('city'),
    country: view ? view.countryCode : '',
    telephoneNumber: value('telephoneNumber'),
    email: value('email'),
  };
}

export function typedAny(value: WidgetAddress): boolean {
  return FIELDS.some((spec) => value[spec.name] !== '');
}

/** Either the client's option or the order asks for the phone. */
export function phoneMandatory(ctx: FormContext): boolean {
  const view = ctx.state.view;
  return !!ctx.options.phoneMandatory || !!(view && view.phoneMandatory);
}

/** The page's script keeps what was typed, for a frame that loads again (moved in the page). */
export function setDraft(ctx: FormContext, of: string, draft: Partial<WidgetAddress> | null): void {
  if (draft) ctx.drafts[of] = draft;
  else delete ctx.drafts[of];
  ctx.link.draft(of, draft);
}
