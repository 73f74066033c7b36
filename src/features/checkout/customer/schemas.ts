import { addressSchema } from '../../../components/address/addressSchema';
import { newAddressForm } from './newAddress';

/** Spec point 5, new address form: company, street, city, state, zip and country required. */
export const newAddressSchema = addressSchema(newAddressForm);
