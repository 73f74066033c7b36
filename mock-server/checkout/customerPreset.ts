import type { CheckoutCustomerPreset } from '../../contracts/types/shopper-providers';
import type { JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { strictAddressOf } from './orderAddress';
import type { ProviderOrder } from './types';

// The buyer the shop already knows (ProviderCheckoutInput.customer): read from the body of
// POST /shopper-{slug}/checkouts, and applied to the provider order on every open or update.

/** A company name, organisation number or reference. */
export const MAX_COMPANY_FIELD_LENGTH = 200;
const COMPANY_FIELDS = ['name', 'organisationNumber', 'reference'] as const;

function objectAt(from: JsonObject, key: string, label = key): JsonObject {
  const value = from[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, `${label} must be an object`);
  }
  return value as JsonObject;
}

function companyOf(customer: JsonObject): CheckoutCustomerPreset['company'] {
  if (customer.company === undefined || customer.company === null) return undefined;
  const source = objectAt(customer, 'company', 'customer.company');
  const company = {} as NonNullable<CheckoutCustomerPreset['company']>;
  for (const field of COMPANY_FIELDS) {
    const value = source[field];
    if (typeof value !== 'string') throw new HttpError(400, `customer.company.${field} must be a string`);
    if (value.length > MAX_COMPANY_FIELD_LENGTH) {
      throw new HttpError(
        400,
        `customer.company.${field} must be at most ${MAX_COMPANY_FIELD_LENGTH} characters`,
      );
    }
    company[field] = value;
  }
  return company;
}

/** `body.customer`: absent, or both addresses (every field a string) and an optional company; else 400. */
export function customerPresetOf(body: JsonObject): CheckoutCustomerPreset | undefined {
  if (body.customer === undefined || body.customer === null) return undefined;
  const customer = objectAt(body, 'customer');
  const preset: CheckoutCustomerPreset = {
    billingAddress: strictAddressOf(customer, 'billingAddress', 'customer.billingAddress'),
    shippingAddress: strictAddressOf(customer, 'shippingAddress', 'customer.shippingAddress'),
  };
  const company = companyOf(customer);
  return company ? { ...preset, company } : preset;
}

/**
 * A business buyer (a preset with a company) gets the preset's addresses, whatever the widget had:
 * the shop's customer information card chose them. A consumer's preset only fills an order the
 * shopper has not filled in yet: what was typed in the widget wins. Without a business preset the
 * order forgets any business part it had.
 */
export function applyCustomerPreset(order: ProviderOrder, preset: CheckoutCustomerPreset | undefined): void {
  if (preset?.company) {
    order.billingAddress = { ...preset.billingAddress };
    order.shippingAddress = { ...preset.shippingAddress };
    order.business = { ...preset.company, shippingAddress: { ...preset.shippingAddress } };
    return;
  }
  order.business = null;
  if (preset && !order.billingAddress) {
    order.billingAddress = { ...preset.billingAddress };
    order.shippingAddress = { ...preset.shippingAddress };
  }
}
