import type { Market, SignupAddress, SignupOrganisationPayload, SignupUserPayload } from '../../api/types';
import { config } from '../../config';
import { trimAddress } from '../../components/address/addressFields';
import {
  ADDRESS_FIELDS,
  defaultOrganisationStatus,
  defaultUserStatus,
  DEFAULT_SHIPPING_TYPE,
} from './constants';
import type { AddressValues, CustomerSignupValues, OrganisationSignupValues } from './types';

export interface SignupContext {
  market: Market;
  /** The storeGroupSlug cookie, when the visitor has one. */
  storeGroupSlug?: string;
}

type UserFields = Pick<
  CustomerSignupValues,
  'first_name' | 'last_name' | 'email' | 'password' | 'phone_number'
> &
  Partial<
    Pick<
      CustomerSignupValues,
      'allow_email_notifications' | 'allow_phone_notifications' | 'allow_postal_notifications'
    >
  >;

// The payloads are built in the sagas, which load with the store; so phone numbers arrive already
// normalised by the forms (normalisedPhones.ts), and libphonenumber-js stays in the forms' chunks.

/**
 * The sign-up user payload (docs/rules.md#signup). The store group is the group slug cookie, else the
 * configured default ('default'): markets carry no store-group slug in this shop.
 */
export function buildUserPayload(
  values: UserFields,
  privacy: boolean,
  { market, storeGroupSlug }: SignupContext,
): SignupUserPayload {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    phone_number: values.phone_number,
    language: (market.language || 'sv').toUpperCase(),
    country_code: market.country || 'SE',
    country: market.country || 'SE',
    market: market.id,
    store_group: storeGroupSlug || config.defaultStoreGroup,
    role: 'customer',
    allow_email_notifications: values.allow_email_notifications ?? false,
    allow_phone_notifications: values.allow_phone_notifications ?? false,
    allow_postal_notifications: values.allow_postal_notifications ?? false,
    status: defaultUserStatus,
    privacy,
  };
}

export const customerPayload = (values: CustomerSignupValues, context: SignupContext) =>
  buildUserPayload(values, values.privacy, context);

/** The contact person of an organisation sign-up; accepting the terms covers the privacy policy. */
export const contactPayload = (values: OrganisationSignupValues, context: SignupContext) =>
  buildUserPayload(values, values.terms_accepted, context);

/**
 * The contact person when a company follows: the backend then holds the verification mail until
 * the company exists, and lets the same e-mail and password pick up an unfinished sign-up.
 */
export const organisationContactPayload = (
  values: OrganisationSignupValues,
  context: SignupContext,
): SignupUserPayload => ({ ...contactPayload(values, context), organisation_signup: true });

const address = (values: AddressValues, companyName: string, extra: Partial<SignupAddress>) => ({
  company_name: companyName,
  ...trimAddress(values, ADDRESS_FIELDS),
  is_default: true,
  ...extra,
});

/**
 * The organisation payload (docs/rules.md#organisation-signup), for the user the sign-up just
 * created; its `signupToken` (from the user creation's answer) is what the backend goes by.
 */
export function organisationPayload(
  values: OrganisationSignupValues,
  userId: string,
  signupToken: string,
): SignupOrganisationPayload {
  const name = values.name.trim();
  return {
    name,
    organisation_number: values.organisation_number,
    tax_id_vat_number: values.tax_id_vat_number.trim(),
    contact_name: `${values.first_name.trim()} ${values.last_name.trim()}`,
    email: values.org_email.trim().toLowerCase(),
    invoice_email: values.invoice_email.trim().toLowerCase(),
    phone: values.org_phone,
    external_ref: values.external_ref.trim(),
    attribute_ids: values.attribute ? [values.attribute] : [],
    credit_check: false,
    custom_fields: {},
    billing_address: [address(values.billing, name, {})],
    shipping_address: [
      address(values.use_billing_as_shipping ? values.billing : values.shipping, name, {
        shipping_type: DEFAULT_SHIPPING_TYPE,
      }),
    ],
    user_id: userId,
    signup_token: signupToken,
    status: defaultOrganisationStatus,
  };
}
