import type { OrderAddress } from '../../contracts/types/shopper-providers';
import { isEmailAddress } from '../kit/plainText';

// The merchant's check of a provider order before it is paid (payments/sync, the widget's purchase)
// and again when the order backend records it (create-order). Pure: the caller passes the stock
// and the countries of the markets.

/** The fields every address of an order needs, in the order their errors are listed. */
export const ADDRESS_FIELDS = [
  'givenName',
  'familyName',
  'address',
  'postalCode',
  'city',
  'country',
  'telephoneNumber',
  'email',
] as const satisfies readonly (keyof OrderAddress)[];

export const REQUIRED = 'is a required field';
export const INVALID_COUNTRY = 'invalid ISO 3166-1 alpha-2 country code';
export const INVALID_EMAIL = 'invalid email address';

/** What the order asks of its addresses beyond the fixed fields. */
export interface AddressRules {
  /** The phone was mandatory in the provider's form (Klarna); elsewhere the form calls it optional. */
  phoneRequired: boolean;
}

function fieldError(
  field: (typeof ADDRESS_FIELDS)[number],
  value: unknown,
  countries: ReadonlySet<string>,
  rules: AddressRules,
): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return field === 'telephoneNumber' && !rules.phoneRequired ? null : REQUIRED;
  }
  if (field === 'country' && !(/^[A-Z]{2}$/.test(value) && countries.has(value))) return INVALID_COUNTRY;
  if (field === 'email' && !isEmailAddress(value)) return INVALID_EMAIL;
  return null;
}

/**
 * 'path: message' errors of an order's addresses, shipping address first: a missing address is
 * 'shippingAddress: is a required field'; a field 'billingAddress.country: invalid ISO 3166-1 …'.
 * `countries` are the known markets' countries (upper-case).
 */
export function addressErrors(
  order: { billingAddress: OrderAddress | null; shippingAddress: OrderAddress | null },
  countries: ReadonlySet<string>,
  rules: AddressRules,
): string[] {
  const errors: string[] = [];
  for (const key of ['shippingAddress', 'billingAddress'] as const) {
    const address = order[key];
    if (!address) {
      errors.push(`${key}: ${REQUIRED}`);
      continue;
    }
    for (const field of ADDRESS_FIELDS) {
      const error = fieldError(field, address[field], countries, rules);
      if (error) errors.push(`${key}.${field}: ${error}`);
    }
  }
  return errors;
}

/** The variants whose quantity over all lines is more than is in stock, in the order of the lines. */
export function stockShortfalls(
  lines: { productVariantId: string; quantity: number }[],
  available: (productVariantId: string) => number,
): string[] {
  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.productVariantId, (wanted.get(line.productVariantId) ?? 0) + line.quantity);
  return [...wanted].filter(([id, quantity]) => available(id) < quantity).map(([id]) => id);
}

export interface MerchantCheckResult {
  /** Out of stock: answered as the out-of-stock 404. */
  productVariantIDs: string[];
  /** 'path: message' field errors: answered as the order-validation 400. */
  errors: string[];
}

/**
 * The merchant's whole check: stock, and the fields (an order without lines is 'items: is a required
 * field'); both lists empty means the order may be paid.
 */
export function merchantCheck(
  order: {
    lines: { productVariantId: string; quantity: number }[];
    billingAddress: OrderAddress | null;
    shippingAddress: OrderAddress | null;
  },
  available: (productVariantId: string) => number,
  countries: ReadonlySet<string>,
  rules: AddressRules,
): MerchantCheckResult {
  return {
    productVariantIDs: stockShortfalls(order.lines, available),
    errors: [
      ...(order.lines.length === 0 ? [`items: ${REQUIRED}`] : []),
      ...addressErrors(order, countries, rules),
    ],
  };
}
