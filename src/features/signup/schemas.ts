import { boolean, object, string } from 'yup';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone } from '../../lib/phone';
import { typedText } from '../../lib/typedText';
import { newPasswordRules } from '../../components/form/newPasswordRules';
import { addressForm } from '../../components/address/addressFields';
import { addressSchema } from '../../components/address/addressSchema';
import { ADDRESS_FIELDS } from './constants';

/**
 * The sign-up forms' rules (docs/rules.md#validation). Messages are catalogue ids, translated where
 * they are shown. A phone number is checked as it will be sent: typed without '+' it gets the
 * selected country's dial code (docs/rules.md#phone-numbers), so '070-123 45 67' passes for SE.
 */
export const messages = {
  required: 'signup.validation.required',
  email: 'signup.validation.email',
  phone: 'signup.validation.phone',
  passwordMin: 'signup.validation.passwordMin',
  passwordRequirements: 'signup.validation.passwordRequirements',
  passwordsDoesNotMatch: 'signup.validation.passwordsDoesNotMatch',
  privacy: 'signup.validation.privacy',
  termsAccepted: 'signup.validation.termsAccepted',
  organisationNumber: 'signup.validation.organisationNumber',
  typedText: 'signup.validation.typedText',
} as const;

/** A text of the forms: typed text (docs/rules.md#typed-text). */
const text = () => string().default('').test(typedText(messages.typedText));

const phoneCountryOf = (parent: unknown) =>
  (parent as { phone_country?: string } | undefined)?.phone_country || DEFAULT_PHONE_COUNTRY;

/** Optional, but when given a valid number once normalised. */
const optionalPhone = () =>
  text().test('phone', messages.phone, function check(value) {
    if (!value?.trim()) return true;
    const country = phoneCountryOf(this.parent);
    return isValidPhone(normalisePhone(value, country), country);
  });

const requiredPhone = () => optionalPhone().trim().required(messages.phone);

/** The password and its confirmation; left empty, the short password's and the mismatch's messages. */
const passwordFields = () =>
  newPasswordRules({
    required: messages.passwordMin,
    minLength: messages.passwordMin,
    digit: messages.passwordRequirements,
    confirmRequired: messages.passwordsDoesNotMatch,
    mismatch: messages.passwordsDoesNotMatch,
  });

const requiredText = () => text().trim().required(messages.required);
const email = () =>
  string().default('').trim().required(messages.email).email(messages.email).test(typedText(messages.email));
const optionalEmail = () => string().default('').trim().email(messages.email).test(typedText(messages.email));

/** Customer sign-up (docs/rules.md#validation). */
export const customerSignupSchema = object({
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone_country: string().default(DEFAULT_PHONE_COUNTRY),
  phone_number: optionalPhone(),
  ...passwordFields(),
  allow_email_notifications: boolean().default(false),
  allow_phone_notifications: boolean().default(false),
  allow_postal_notifications: boolean().default(false),
  privacy: boolean().default(false).oneOf([true], messages.privacy),
});

/** The billing and the delivery address: street, postal code, city and country. */
export const signupAddressForm = addressForm({
  fields: ADDRESS_FIELDS,
  required: ADDRESS_FIELDS,
  messages: { required: { all: messages.required }, typedText: messages.typedText },
});

/** The contact person: the whole form when the organisation-signup setting is off. */
const contactFields = {
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone_country: string().default(DEFAULT_PHONE_COUNTRY),
  phone_number: requiredPhone(),
  ...passwordFields(),
  terms_accepted: boolean().default(false).oneOf([true], messages.termsAccepted),
};

const contactSchema = object(contactFields);

/** Organisation signup (docs/rules.md#validation). */
const organisationSchema = object({
  ...contactFields,
  name: requiredText(),
  organisation_number: requiredText().matches(/^[^-]*$/, messages.organisationNumber),
  tax_id_vat_number: requiredText(),
  org_email: email(),
  invoice_email: optionalEmail(),
  org_phone: optionalPhone(),
  external_ref: text(),
  billing: addressSchema(signupAddressForm),
  shipping: addressSchema(signupAddressForm),
});

export function organisationSignupSchema(withOrganisation: boolean) {
  return withOrganisation ? organisationSchema : contactSchema;
}
