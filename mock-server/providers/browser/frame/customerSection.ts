import type { FormContext } from './context';
import { phoneMandatory, setDraft } from './customerDetails';
import { flushCustomer, scheduleCustomer } from './customerSync';
import { field } from './field';
import { countryName } from './format';
import { FIELDS } from './texts';

// The shopper's details: e-mail, name, address and phone, the order's country, and "Not you?" for
// details the provider filled in.

/** The fieldset; each field's input and error are kept in the parts for the checks and the payment. */
export function buildCustomerSection(ctx: FormContext): HTMLElement {
  const { t } = ctx.state;
  const el = ctx.el;
  const details = el('fieldset', {}, [el('legend', {}, [t.details])]);
  const made = {} as Record<string, HTMLElement>;
  for (const spec of FIELDS) {
    const required = spec.name !== 'telephoneNumber' || phoneMandatory(ctx);
    const attrs: Record<string, string> = {
      type: spec.type,
      autocomplete: spec.autocomplete,
      maxlength: String(spec.max),
    };
    if (spec.name === 'postalCode') attrs.inputmode = 'numeric';
    const one = field(ctx, 'f-' + spec.name, t[spec.name], attrs, required);
    ctx.parts.inputs[spec.name] = one.input;
    ctx.parts.errors[spec.name] = one.error;
    made[spec.name] = one.wrap;
    one.input.addEventListener('input', () => {
      const token = ctx.state.token;
      setDraft(ctx, token, { ...ctx.drafts[token], [spec.name]: one.input.value });
    });
    one.input.addEventListener('change', () => scheduleCustomer(ctx));
  }
  details.append(
    made.email!,
    el('div', { class: 'row' }, [made.givenName!, made.familyName!]),
    made.address!,
    el('div', { class: 'row' }, [made.postalCode!, made.city!]),
    made.telephoneNumber!,
    el('p', { class: 'static' }, [
      t.country + ': ' + countryName(ctx.state.lang, ctx.state.view!.countryCode),
    ]),
  );
  if (ctx.options.notYou) {
    const notYouButton = el('button', { type: 'button', class: 'link' }, [t.notYou]) as HTMLButtonElement;
    notYouButton.addEventListener('click', () => deauthenticate(ctx));
    notYouButton.hidden = true;
    ctx.parts.notYouButton = notYouButton;
    details.insertBefore(el('p', { class: 'static' }, [notYouButton]), made.email!);
  }
  return details;
}

/** "Not you?": the provider's saved details are cleared, here and at the provider. */
function deauthenticate(ctx: FormContext): void {
  const { inputs, notYouButton } = ctx.parts;
  for (const spec of FIELDS) inputs[spec.name].value = '';
  setDraft(ctx, ctx.state.token, {});
  if (notYouButton) notYouButton.hidden = true;
  if (ctx.hooks.deauthenticating) ctx.hooks.deauthenticating();
  void flushCustomer(ctx);
  inputs.email.focus();
}
