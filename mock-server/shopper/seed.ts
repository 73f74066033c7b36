import type { DiscountRule, ShopperDb } from './types';

export const discountRulesSeed: ReadonlyArray<[string, DiscountRule]> = [
  ['SAVE10', { kind: 'percent', basisPoints: 1000 }],
  ['EXPIRED10', { kind: 'expired' }],
  ['INACTIVE10', { kind: 'inactive' }],
  // The demo data fixes only the condition; 100 off in the cart's currency is our choice.
  ['MIN1000', { kind: 'conditional', minSubTotalMinor: 100000, amountMinor: 10000 }],
];

/** No carts or sessions; the discount codes of the demo. */
export function seedShopper(): ShopperDb {
  return {
    carts: new Map(),
    cartSessions: new Map(),
    discountCodes: new Map(discountRulesSeed),
    sessionAttributes: new Map(),
    paymentProviders: new Map(),
  };
}
