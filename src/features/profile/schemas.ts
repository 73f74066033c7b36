import { boolean, object, string } from 'yup';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone } from '../../lib/phone';

/** Messages are catalogue ids. */
export const messages = {
  email: 'profile.validation.email',
  phone: 'profile.validation.phone',
} as const;

/**
 * Profile (docs/rules.md#validation): email valid; the phone optional, but when given a valid
 * international number once the selected country's dial code is applied; the rest optional.
 */
export const profileSchema = object({
  first_name: string().default(''),
  last_name: string().default(''),
  street: string().default(''),
  postal_code: string().default(''),
  city: string().default(''),
  email: string().default('').email(messages.email),
  phone_country: string().default(DEFAULT_PHONE_COUNTRY),
  phone_number: string()
    .default('')
    .test('phone', messages.phone, function check(value) {
      if (!value?.trim()) return true;
      const country = (this.parent as { phone_country?: string }).phone_country || DEFAULT_PHONE_COUNTRY;
      return isValidPhone(normalisePhone(value, country), country);
    }),
  allow_email_notifications: boolean().default(false),
  allow_phone_notifications: boolean().default(false),
  allow_postal_notifications: boolean().default(false),
});
