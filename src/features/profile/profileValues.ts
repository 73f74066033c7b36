import type { ProfileUpdatePayload, SessionUser } from '../../api/types';
import type { ProfileFormValues } from './types';

/** The form's starting values from the signed-in user. */
export function profileValuesFrom(user: SessionUser, phoneCountry: string): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    street: user.address?.street ?? '',
    postal_code: user.address?.zip_code ?? '',
    city: user.address?.city ?? '',
    email: user.email,
    phone_country: phoneCountry,
    phone_number: user.phone_number ?? '',
    allow_email_notifications: user.communication_preferences?.allow_email ?? false,
    allow_phone_notifications: user.communication_preferences?.allow_sms ?? false,
    allow_postal_notifications: user.communication_preferences?.allow_postal ?? false,
  };
}

/**
 * The profile update payload (docs/rules.md#profile): the form's fields plus the user's store
 * group, language and market, and the country of that market. The phone arrives normalised by the
 * form, so this file (loaded with the store through the sagas) needs no phone library.
 */
export function profilePayload(
  values: ProfileFormValues,
  user: SessionUser,
  countryCode: string,
): ProfileUpdatePayload {
  return {
    store_group: user.store_group,
    language: user.language,
    market: user.market,
    country_code: countryCode,
    email: user.email,
    city: values.city.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone_number: values.phone_number.trim(),
    postal_code: values.postal_code.trim(),
    street: values.street.trim(),
    allow_email_notifications: values.allow_email_notifications,
    allow_phone_notifications: values.allow_phone_notifications,
    allow_postal_notifications: values.allow_postal_notifications,
  };
}
