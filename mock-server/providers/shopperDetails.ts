import type { OrderAddress } from '../../contracts/types/shopper-providers';
import { isEmailAddress } from '../kit/plainText';
import type { ProviderSessionView } from './types';

// What every look-alike's form (browser/frame/validation.ts) makes the shopper enter before it lets them
// pay. The providers' servers ask the same of a purchase, so a call that skips the form gets no
// further than the form would. Browser-safe: the form's bundle imports the patterns.

/** The shop's one e-mail check (kit/plainText.ts), which the look-alike forms use as well. */
export { isEmailAddress } from '../kit/plainText';
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,}$/;

/** The fields the form asks for (the country is the order's, not the shopper's to type). */
const TYPED_FIELDS = [
  'email',
  'givenName',
  'familyName',
  'address',
  'postalCode',
  'city',
  'telephoneNumber',
] as const satisfies readonly (keyof OrderAddress)[];

export const SHOPPER_DETAILS_INCOMPLETE = 'the shopper has not entered what the checkout form requires';

/** 'path: message' errors of one address as the form validates it (values trimmed, as it sends them). */
function addressErrors(key: string, address: OrderAddress | null, phoneMandatory: boolean): string[] {
  if (!address) return [`${key}: is a required field`];
  const errors: string[] = [];
  for (const field of TYPED_FIELDS) {
    const value = address[field].trim();
    if (value === '') {
      if (field !== 'telephoneNumber' || phoneMandatory) errors.push(`${key}.${field}: is a required field`);
    } else if (field === 'email' && !isEmailAddress(value)) {
      errors.push(`${key}.email: invalid email address`);
    } else if (field === 'telephoneNumber' && !PHONE_PATTERN.test(value)) {
      errors.push(`${key}.telephoneNumber: invalid phone number`);
    }
  }
  return errors;
}

/**
 * What the order lacks of the form's required details, as 'path: message' errors; none when the
 * shopper could have paid through the form. The form sends what was typed as both addresses; a
 * business buyer's shipping address is the shop's (not typed here), so only the merchant checks it.
 */
export function shopperDetailsErrors(
  view: Pick<ProviderSessionView, 'billingAddress' | 'shippingAddress' | 'phoneMandatory' | 'business'>,
): string[] {
  return [
    ...addressErrors('billingAddress', view.billingAddress, view.phoneMandatory),
    ...(view.business ? [] : addressErrors('shippingAddress', view.shippingAddress, view.phoneMandatory)),
  ];
}
