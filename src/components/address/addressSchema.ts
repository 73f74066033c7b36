import { object, string, type AnyObject, type StringSchema } from 'yup';
import { isValidPhone } from '../../lib/phone';
import { typedText } from '../../lib/typedText';
import { requiredMessage, type AddressField, type AddressForm } from './addressFields';

type Rule = StringSchema<string | undefined, AnyObject, '', 'd'>;

/**
 * The rules of every address form, each form's options deciding where they apply: a required field
 * needs more than spaces; a text may not pass the form's limit for it; a phone number must be one
 * with its calling code; every text is typed text (docs/rules.md#typed-text). Spaces around a text
 * do not count. Messages are catalogue ids.
 */
export function addressSchema<F extends AddressField>(form: AddressForm<F>) {
  const { messages, maxLength } = form;
  const shape: Record<string, Rule> = {};
  for (const field of form.fields) {
    const required = form.required.includes(field);
    const max = maxLength?.limits[field];
    const phoneInvalid = field === 'phone' ? messages.phoneInvalid : undefined;
    // No value (null too) is an empty text; a text is checked as typed (docs/rules.md#typed-text).
    let rule: Rule = string()
      .default('')
      .transform((value: string | null | undefined) => value ?? '')
      .trim()
      .test(typedText(messages.typedText));
    if (required) rule = rule.required(requiredMessage(messages, field));
    if (maxLength && max !== undefined) rule = rule.max(max, maxLength.message);
    if (phoneInvalid !== undefined)
      rule = rule.test('phone', phoneInvalid, (value) => !value || isValidPhone(value));
    shape[field] = rule;
  }
  return object(shape);
}
