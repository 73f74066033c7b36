import type { AddressValues } from '../../../components/address/addressFields';
import type { NewAddressField } from './newAddress';

export type AddressKind = 'billing' | 'shipping';

/** The new-address form (docs/rules.md#customer-card): location name optional, the rest required. */
export type NewAddress = AddressValues<NewAddressField>;

/** One address panel's choice: an existing address of the company, or a new one for this order. */
export interface AddressChoice {
  addressId: string | null;
  /** Set once the shopper used the New tab's address; it then wins over addressId. */
  custom: NewAddress | null;
}
