import { object, string, type AnyObject, type StringSchema } from 'yup';
import { isValidPhone } from '../../lib/phone';
import { requiredMessage, type AddressField, type AddressForm } from './addressFields';

type Rule = StringSchema<string | undefined, AnyObject, '', 'd'>;

/**
 * The rules of every address form, each form's options deciding where they apply: a required field
 * needs more than spaces; a text may not pass the form's limit for it; a phone number must be one
 * with its calling code. Spaces around a text do not count. Messages are catalogue ids; a field
 * with no rule is not checked.
 */
export function addressSchema<F extends AddressField>(form: AddressForm<F>) {
  const { messages, maxLength } = form;
  const shape: Record<string, Rule> = {};
  for (const field of form.fields) {
    const required = form.required.includes(field);
    const max = maxLength?.limits[field];
    const phoneInvalid = field === 'phone' ? messages.phoneInvalid : undefined;
    if (!required && max === undefined && phoneInvalid === undefined) continue;
    let rule: Rule = string().default('').trim();
    if (required) rule = rule.required(requiredMessage(messages, field));
    if (maxLength && max !== undefined) rule = rule.max(max, maxLength.message);
    if (phoneInvalid !== undefined)
      rule = rule.test('phone', phoneInvalid, (value) => !value || isValidPhone(value));
    shape[field] = rule;
  }
  return object(shape);
}
