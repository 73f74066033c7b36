/**
 * The promo-code errors shown as an alert in the voucher box (docs/rules.md#cart-codes), by server
 * message.
 */
export const promoErrorKeys = {
  MISSING_DISCOUNT_CODE: 'missingDiscount',
  CONDITION_DISCOUNT_CODE: 'conditionDiscount',
  CONDITION_DISCOUNT_EXTERNAL: 'conditionDiscountExternal',
  EXPIRED_DISCOUNT_CODE: 'expiredDiscount',
  ALREADY_ADDED_DISCOUNT_CODE: 'alreadyAddedDiscount',
  INACTIVE_DISCOUNT_CODE: 'discountIsInactive',
  BAD_REQUEST: 'discountBadRequest',
} as const;

export type PromoErrorKey = (typeof promoErrorKeys)[keyof typeof promoErrorKeys];

export function promoErrorKey(message: string): PromoErrorKey | null {
  return Object.prototype.hasOwnProperty.call(promoErrorKeys, message)
    ? promoErrorKeys[message as keyof typeof promoErrorKeys]
    : null;
}

/** English fallbacks ('Title|Body') used when a catalogue lacks a key. */
export const promoErrorFallbacks: Record<PromoErrorKey, string> = {
  missingDiscount: 'Invalid code|The promo code does not exist. Check the spelling and try again.',
  conditionDiscount: 'Conditions not met|Your cart does not meet the conditions for this promo code.',
  conditionDiscountExternal: 'Conditions not met|This promo code cannot be used with your cart.',
  expiredDiscount: 'Code expired|This promo code is no longer valid.',
  alreadyAddedDiscount: 'Already added|This promo code is already applied to your cart.',
  discountIsInactive: 'Code not active|This promo code is not active.',
  discountBadRequest: 'Something went wrong|The promo code could not be applied. Please try again.',
};

/** A catalogue text 'Title|Body' split into its two parts (docs/rules.md#cart-codes). */
export function splitTitleBody(text: string): { title: string; body: string } {
  const at = text.indexOf('|');
  return at < 0 ? { title: text, body: '' } : { title: text.slice(0, at), body: text.slice(at + 1) };
}
