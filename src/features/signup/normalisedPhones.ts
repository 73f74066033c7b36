import { normalisePhone } from '../../lib/phone';
import type { CustomerSignupValues, OrganisationSignupValues } from './types';

/** The submitted values with every phone number in E.164 form, for the sagas' payloads. */
export const customerWithNormalisedPhone = (values: CustomerSignupValues): CustomerSignupValues => ({
  ...values,
  phone_number: normalisePhone(values.phone_number, values.phone_country),
});

export const organisationWithNormalisedPhones = (
  values: OrganisationSignupValues,
): OrganisationSignupValues => ({
  ...values,
  phone_number: normalisePhone(values.phone_number, values.phone_country),
  org_phone: normalisePhone(values.org_phone, values.phone_country),
});
