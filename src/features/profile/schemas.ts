import { boolean, object, string } from 'yup';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone } from '../../lib/phone';
import { typedText } from '../../lib/typedText';

/** Messages are catalogue ids. */
export const messages = {
  email: 'profile.validation.email',
  phone: 'profile.validation.phone',
  typedText: 'profile.validation.typedText',
} as const;

/** A text of the form: typed text (docs/rules.md#typed-text). */
const text = () => string().default('').test(typedText(messages.typedText));

/**
 * Profile (docs/rules.md#validation): email valid; the phone optional, but when given a valid
 * international number once the selected country's dial code is applied; the rest optional. Every
 * text is typed text (docs/rules.md#typed-text).
 */
export const profileSchema = object({
  first_name: text(),
  last_name: text(),
  street: text(),
  postal_code: text(),
  city: text(),
  email: string().default('').email(messages.email).test(typedText(messages.email)),
  phone_country: string().default(DEFAULT_PHONE_COUNTRY),
  phone_number: text().test('phone', messages.phone, function check(value) {
    if (!value?.trim()) return true;
    const country = (this.parent as { phone_country?: string }).phone_country || DEFAULT_PHONE_COUNTRY;
    return isValidPhone(normalisePhone(value, country), country);
  }),
  allow_email_notifications: boolean().default(false),
  allow_phone_notifications: boolean().default(false),
  allow_postal_notifications: boolean().default(false),
});
