import { ApiError } from '../../api/apiError';
import type { OrderErrorInfo } from './checkoutSlice';

/**
 * A refusal of the order's content: 400 with `errors` as 'path: message' strings
 * (docs/rules.md#order-errors). Anything else is not for the order-error panel.
 */
export function orderErrorOf(error: unknown): OrderErrorInfo | null {
  if (!(error instanceof ApiError) || error.statusCode !== 400 || error.errors.length === 0) return null;
  return { errors: error.errors, requestId: error.requestId };
}

/** The fields whose labels the panel translates (docs/rules.md#order-errors). */
export const ORDER_FIELDS = [
  'country',
  'familyName',
  'givenName',
  'address',
  'postalCode',
  'city',
  'phone',
  'email',
  'telephoneNumber',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** The kinds of problem the panel translates; anything else shows the server's words. */
export type OrderProblem = 'invalidCountry' | 'required' | null;

/** The addresses an error may belong to; the same field can fail in both. */
export type OrderAddressKey = 'shippingAddress' | 'billingAddress';

export interface OrderFieldError {
  /** The path as the backend sent it, e.g. 'shippingAddress.telephoneNumber'. */
  path: string;
  address: OrderAddressKey | null;
  field: OrderField | null;
  problem: OrderProblem;
  message: string;
}

/** Splits 'shippingAddress.telephoneNumber: is a required field' into what the panel shows. */
export function parseOrderError(entry: string): OrderFieldError {
  const separator = entry.indexOf(':');
  const path = separator >= 0 ? entry.slice(0, separator).trim() : '';
  const message = (separator >= 0 ? entry.slice(separator + 1) : entry).trim();
  const segments = path.split('.');
  const last = segments.pop() ?? '';
  const first = segments[0] ?? '';
  const address = first === 'shippingAddress' || first === 'billingAddress' ? first : null;
  const field = (ORDER_FIELDS as readonly string[]).includes(last) ? (last as OrderField) : null;
  const problem: OrderProblem = /invalid ISO 3166-1 alpha-2 country code/i.test(message)
    ? 'invalidCountry'
    : /is a required field/i.test(message)
      ? 'required'
      : null;
  return { path, address, field, problem, message };
}
