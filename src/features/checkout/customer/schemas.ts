import { addressSchema } from '../../../components/address/addressSchema';
import { newAddressForm } from './newAddress';

/** New address form (docs/rules.md#validation): company, street, city, state, zip and country required. */
export const newAddressSchema = addressSchema(newAddressForm);
