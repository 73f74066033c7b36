import { SWEDISH_VAT_SUFFIX } from './constants';
import type { AddressValues, OrganisationSignupValues } from './types';

/** Spaces and dashes go as the organisation number is typed (docs/rules.md#organisation-signup). */
export const stripOrganisationNumber = (value: string) => value.replace(/[\s-]/g, '');

/** For SE 'SE' + number + '01' (docs/rules.md#organisation-signup); elsewhere the number as typed. */
export function vatNumberFor(organisationNumber: string, country: string): string {
  if (!organisationNumber) return '';
  return country.toUpperCase() === 'SE' ? `SE${organisationNumber}${SWEDISH_VAT_SUFFIX}` : organisationNumber;
}

export type AutofillField =
  | 'email'
  | 'phone_number'
  | 'org_email'
  | 'invoice_email'
  | 'org_phone'
  | 'organisation_number'
  | 'use_billing_as_shipping'
  | `billing.${keyof AddressValues}`;

/**
 * The next form values after one field changes, with the autofill rules
 * (docs/rules.md#organisation-signup): the organisation's email, invoice email and phone follow the
 * user's until edited; the VAT number follows the organisation number (and the billing country);
 * delivery copies billing while 'same as billing' is ticked.
 */
export function applyFieldChange(
  values: OrganisationSignupValues,
  field: AutofillField,
  value: string | boolean,
): OrganisationSignupValues {
  const text = typeof value === 'string' ? value : '';
  const next: OrganisationSignupValues = { ...values, edited: { ...values.edited } };

  switch (field) {
    case 'email':
      next.email = text;
      if (!next.edited.org_email) next.org_email = text;
      if (!next.edited.invoice_email) next.invoice_email = text;
      break;
    case 'phone_number':
      next.phone_number = text;
      if (!next.edited.org_phone) next.org_phone = text;
      break;
    case 'org_email':
    case 'invoice_email':
    case 'org_phone':
      next[field] = text;
      next.edited[field] = true;
      break;
    case 'organisation_number':
      next.organisation_number = stripOrganisationNumber(text);
      next.tax_id_vat_number = vatNumberFor(next.organisation_number, next.billing.country);
      break;
    case 'use_billing_as_shipping':
      next.use_billing_as_shipping = Boolean(value);
      break;
    default: {
      const key = field.slice('billing.'.length) as keyof AddressValues;
      next.billing = { ...next.billing, [key]: text };
      if (key === 'country') next.tax_id_vat_number = vatNumberFor(next.organisation_number, text);
    }
  }
  if (next.use_billing_as_shipping) next.shipping = { ...next.billing };
  return next;
}
