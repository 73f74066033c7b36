import type { AddressValues as AddressFieldValues } from '../../components/address/addressFields';
import type { NewPasswordValues } from '../../components/form/newPasswordRules';
import type { ADDRESS_FIELDS } from './constants';

/** The person who signs up, first in both forms: the customer, or the organisation's contact. */
export interface SignupPersonValues extends NewPasswordValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  phone_number: string;
}

/** The customer sign-up form (docs/rules.md#signup). */
export interface CustomerSignupValues extends SignupPersonValues {
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
  privacy: boolean;
}

export type AddressValues = AddressFieldValues<(typeof ADDRESS_FIELDS)[number]>;

/** The organisation sign-up form (docs/rules.md#organisation-signup, with its form extras). */
export interface OrganisationSignupValues extends SignupPersonValues {
  name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  org_email: string;
  invoice_email: string;
  org_phone: string;
  external_ref: string;
  /** The chosen attribute's id, '' for none. */
  attribute: string;
  billing: AddressValues;
  shipping: AddressValues;
  use_billing_as_shipping: boolean;
  terms_accepted: boolean;
  /**
   * Autofilled fields the user has typed in, which then stop following
   * (docs/rules.md#organisation-signup).
   */
  edited: { org_email: boolean; invoice_email: boolean; org_phone: boolean };
}

/** What the organisation page submits: with the organisation part only when the setting is on. */
export interface OrganisationSignupRequest {
  values: OrganisationSignupValues;
  withOrganisation: boolean;
}
