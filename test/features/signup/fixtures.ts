import { initialOrganisationValues } from '../../../src/features/signup/components/OrganisationSignupForm';
import type { CustomerSignupValues, OrganisationSignupValues } from '../../../src/features/signup/types';

export const customerValues: CustomerSignupValues = {
  first_name: 'Lina',
  last_name: 'Berg',
  email: 'Lina.Berg@Example.se',
  phone_country: 'SE',
  phone_number: '+46701234567',
  password: 'Secret-pass1',
  confirmPassword: 'Secret-pass1',
  allow_email_notifications: false,
  allow_phone_notifications: false,
  allow_postal_notifications: false,
  privacy: true,
};

export const organisationValues: OrganisationSignupValues = {
  ...initialOrganisationValues('SE'),
  first_name: 'Lina',
  last_name: 'Berg',
  email: 'lina@firma.se',
  phone_number: '+46701234567',
  password: 'Secret-pass1',
  confirmPassword: 'Secret-pass1',
  name: 'Firma AB',
  organisation_number: '5561112222',
  tax_id_vat_number: 'SE556111222201',
  org_email: 'lina@firma.se',
  invoice_email: 'faktura@firma.se',
  org_phone: '+46701234567',
  billing: { street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm', country: 'SE' },
  shipping: { street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm', country: 'SE' },
  terms_accepted: true,
};
