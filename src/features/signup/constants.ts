/**
 * The configured statuses (default 'active', docs/rules.md#constants). src/config.ts has no setting
 * for them yet; until it does, the defaults live here.
 */
export const defaultUserStatus = 'active';
export const defaultOrganisationStatus = 'active';

export const SWEDISH_VAT_SUFFIX = '01';
export const DEFAULT_ADDRESS_COUNTRY = 'SE';
export const DEFAULT_SHIPPING_TYPE = 'standard';

/**
 * The organisation's attribute (docs/rules.md#organisation-signup: a single choice of an item with
 * id and name). The backend's attribute list is not part of the contract, so the shop offers its
 * industries here; each name is a catalogue text.
 */
export const organisationAttributes = [
  { id: 'industry-retail', nameId: 'signup.attribute.retail' },
  { id: 'industry-manufacturing', nameId: 'signup.attribute.manufacturing' },
  { id: 'industry-services', nameId: 'signup.attribute.services' },
  { id: 'industry-public', nameId: 'signup.attribute.public' },
  { id: 'industry-nonprofit', nameId: 'signup.attribute.nonprofit' },
] as const;

/** Countries offered for the billing and delivery addresses: the shop's markets and Denmark. */
export const addressCountries = ['SE', 'NO', 'FI', 'DK'] as const;

/** The billing and delivery addresses' fields (docs/rules.md#organisation-signup), each required. */
export const ADDRESS_FIELDS = ['street_address', 'postal_code', 'city', 'country'] as const;

/** The labels of the person's first and last name in both forms (catalogue ids). */
export const nameTexts = { firstName: 'signup.field.firstName', lastName: 'signup.field.lastName' };
