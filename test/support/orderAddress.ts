import type { OrderAddress } from '../../src/api/types';

/** A buyer and address as the providers report them (Greta in Stockholm), with any field changed. */
export function customerAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    givenName: 'Greta',
    familyName: 'Garbo',
    address: 'Storgatan 1',
    postalCode: '11122',
    city: 'Stockholm',
    country: 'SE',
    telephoneNumber: '+46701234567',
    email: 'greta.garbo@example.se',
    ...overrides,
  };
}
