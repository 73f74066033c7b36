import { object, string } from 'yup';
import type { NewAddress } from './types';

/** Spec point 5, new address form: company, street, city, state, zip and country required. */
export const newAddressSchema = object({
  name: string().trim().max(100, 'company.address.error.tooLong'),
  company_name: string()
    .trim()
    .required('company.address.error.companyName')
    .max(200, 'company.address.error.tooLong'),
  street_address: string()
    .trim()
    .required('company.address.error.street')
    .max(200, 'company.address.error.tooLong'),
  city: string().trim().required('company.address.error.city').max(100, 'company.address.error.tooLong'),
  state_province: string()
    .trim()
    .required('company.address.error.state')
    .max(100, 'company.address.error.tooLong'),
  postal_code: string()
    .trim()
    .required('company.address.error.postalCode')
    .max(20, 'company.address.error.tooLong'),
  country: string().required('company.address.error.country'),
});

/** The form's values as the order takes them: trimmed. */
export function cleanNewAddress(values: NewAddress): NewAddress {
  return {
    name: values.name.trim(),
    company_name: values.company_name.trim(),
    street_address: values.street_address.trim(),
    city: values.city.trim(),
    state_province: values.state_province.trim(),
    postal_code: values.postal_code.trim(),
    country: values.country,
  };
}
