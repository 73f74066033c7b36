import { array, object, string } from 'yup';
import { isValidPhone } from '../../../lib/phone';

// Messages are catalogue ids; the English texts are the spec's company messages (point 5).
const required = (id: string) => string().trim().required(id);
const phone = (id: string) =>
  required(id).test('phone', 'companyArea.error.phoneInvalid', (value) => !value || isValidPhone(value));

const address = (kind: 'billing' | 'shipping') =>
  object({
    street_address: required('companyArea.error.street'),
    city: required('companyArea.error.city'),
    postal_code: required('companyArea.error.postalCode'),
    country: required('companyArea.error.country'),
    phone: phone('companyArea.error.addressPhone'),
    state_province:
      kind === 'shipping' ? required('companyArea.error.stateProvince') : string().trim().optional(),
  });

export const companySchema = object({
  contact_name: string()
    .trim()
    .required('companyArea.error.contactName')
    .min(2, 'companyArea.error.contactName'),
  email: string().trim().required('companyArea.error.email').email('companyArea.error.email'),
  invoice_email: string().trim().email('companyArea.error.invoiceEmail'),
  phone: phone('companyArea.error.phone'),
  external_ref: string().trim().max(200, 'companyArea.error.tooLong'),
  billing_address: array().of(address('billing')).min(1, 'companyArea.error.billingRequired'),
  shipping_address: array().of(address('shipping')).min(1, 'companyArea.error.shippingRequired'),
});
