import { array, object, string } from 'yup';
import { addressSchema } from '../../../components/address/addressSchema';
import { isValidPhone } from '../../../lib/phone';
import { typedText } from '../../../lib/typedText';
import { addressForms } from './companyForm';

const TYPED_TEXT = 'companyArea.error.typedText';

// Messages are catalogue ids; the English texts are the company form's in docs/rules.md#validation.
// Every text is typed text (docs/rules.md#typed-text); an e-mail address with a control character
// is not a valid one.
export const companySchema = object({
  contact_name: string()
    .trim()
    .required('companyArea.error.contactName')
    .min(2, 'companyArea.error.contactName')
    .test(typedText(TYPED_TEXT)),
  email: string()
    .trim()
    .required('companyArea.error.email')
    .email('companyArea.error.email')
    .test(typedText('companyArea.error.email')),
  invoice_email: string()
    .trim()
    .email('companyArea.error.invoiceEmail')
    .test(typedText('companyArea.error.invoiceEmail')),
  phone: string()
    .trim()
    .required('companyArea.error.phone')
    .test('phone', 'companyArea.error.phoneInvalid', (value) => !value || isValidPhone(value))
    .test(typedText(TYPED_TEXT)),
  external_ref: string().trim().max(200, 'companyArea.error.tooLong').test(typedText(TYPED_TEXT)),
  billing_address: array()
    .of(addressSchema(addressForms.billing_address))
    .min(1, 'companyArea.error.billingRequired'),
  shipping_address: array()
    .of(addressSchema(addressForms.shipping_address))
    .min(1, 'companyArea.error.shippingRequired'),
});
