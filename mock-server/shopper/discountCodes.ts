import type { DiscountRule } from './types';

/** The error codes the app maps to its promo-code alerts (docs/rules.md#cart-codes). */
export type DiscountCodeError =
  | 'BAD_REQUEST'
  | 'MISSING_DISCOUNT_CODE'
  | 'EXPIRED_DISCOUNT_CODE'
  | 'INACTIVE_DISCOUNT_CODE'
  | 'CONDITION_DISCOUNT_CODE'
  | 'ALREADY_ADDED_DISCOUNT_CODE';

/** Longer than any code a shop prints; a longer one is a BAD_REQUEST, not a lookup. */
export const MAX_CODE_LENGTH = 64;

/** Codes are case-insensitive and kept upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether the code may be added to a cart with these codes and this subtotal; the code or the refusal. */
export function checkNewCode(
  rawCode: unknown,
  onCart: string[],
  subTotal: number,
  rules: ReadonlyMap<string, DiscountRule>,
): { ok: true; code: string } | { ok: false; error: DiscountCodeError } {
  if (typeof rawCode !== 'string' || rawCode.trim() === '' || rawCode.length > MAX_CODE_LENGTH) {
    return { ok: false, error: 'BAD_REQUEST' };
  }
  const code = normalizeCode(rawCode);
  if (onCart.includes(code)) return { ok: false, error: 'ALREADY_ADDED_DISCOUNT_CODE' };
  const rule = rules.get(code);
  if (!rule) return { ok: false, error: 'MISSING_DISCOUNT_CODE' };
  if (rule.kind === 'expired') return { ok: false, error: 'EXPIRED_DISCOUNT_CODE' };
  if (rule.kind === 'inactive') return { ok: false, error: 'INACTIVE_DISCOUNT_CODE' };
  if (!conditionHolds(rule, subTotal)) return { ok: false, error: 'CONDITION_DISCOUNT_CODE' };
  return { ok: true, code };
}

function conditionHolds(rule: DiscountRule, subTotal: number): boolean {
  return rule.kind !== 'conditional' || subTotal >= rule.minSubTotalMinor;
}

/** The codes that still apply after a change: a conditional code leaves when its condition fails. */
export function applicableCodes(
  codes: string[],
  subTotal: number,
  rules: ReadonlyMap<string, DiscountRule>,
): string[] {
  return codes.filter((code) => {
    const rule = rules.get(code);
    return rule !== undefined && conditionHolds(rule, subTotal);
  });
}

/** What the codes take off the subtotal, in whole minor units, never more than the subtotal. */
export function discountFor(
  codes: string[],
  subTotal: number,
  rules: ReadonlyMap<string, DiscountRule>,
): number {
  const total = codes.reduce((sum, code) => {
    const rule = rules.get(code);
    if (rule?.kind === 'percent') return sum + Math.round((subTotal * rule.basisPoints) / 10000);
    if (rule?.kind === 'conditional') return sum + rule.amountMinor;
    return sum;
  }, 0);
  return Math.min(total, subTotal);
}
