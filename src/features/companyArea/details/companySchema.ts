import { array, object, string } from 'yup';
import { addressSchema } from '../../../components/address/addressSchema';
import { isValidPhone } from '../../../lib/phone';
import { addressForms } from './companyForm';

// Messages are catalogue ids; the English texts are the company form's in docs/rules.md#validation.
export const companySchema = object({
  contact_name: string()
    .trim()
    .required('companyArea.error.contactName')
    .min(2, 'companyArea.error.contactName'),
  email: string().trim().required('companyArea.error.email').email('companyArea.error.email'),
  invoice_email: string().trim().email('companyArea.error.invoiceEmail'),
  phone: string()
    .trim()
    .required('companyArea.error.phone')
    .test('phone', 'companyArea.error.phoneInvalid', (value) => !value || isValidPhone(value)),
  external_ref: string().trim().max(200, 'companyArea.error.tooLong'),
  billing_address: array()
    .of(addressSchema(addressForms.billing_address))
    .min(1, 'companyArea.error.billingRequired'),
  shipping_address: array()
    .of(addressSchema(addressForms.shipping_address))
    .min(1, 'companyArea.error.shippingRequired'),
});
