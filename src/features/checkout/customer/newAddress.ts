import { addressForm } from '../../../components/address/addressFields';

/** The new-address form's country defaults to SE (docs/rules.md#customer-card). */
export const DEFAULT_NEW_ADDRESS_COUNTRY = 'SE';

/**
 * The New tab's address (docs/rules.md#customer-card), for this order only: the location name optional,
 * company name, street, postal code, city, state/province and country required.
 */
export const newAddressForm = addressForm({
  fields: ['name', 'company_name', 'street_address', 'postal_code', 'city', 'state_province', 'country'],
  required: ['company_name', 'street_address', 'postal_code', 'city', 'state_province', 'country'],
  messages: { required: { byField: 'company.address.error' }, typedText: 'company.address.error.typedText' },
  maxLength: {
    limits: {
      name: 100,
      company_name: 200,
      street_address: 200,
      postal_code: 20,
      city: 100,
      state_province: 100,
    },
    message: 'company.address.error.tooLong',
  },
  labels: { name: 'company.address.field.name', postal_code: 'company.address.field.postalCode' },
});

export type NewAddressField = (typeof newAddressForm.fields)[number];
