/**
 * Tax helpers. Pure: no React, no Redux.
 *
 * Tax rates (cart item `taxPercentage`) arrive in basis points: 1 % = 100 bp,
 * so Swedish standard VAT 25 % is 2500 and Finnish 25.5 % is 2550.
 */

/** Basis points per whole (100 %). */
const BASIS_POINTS_PER_UNIT = 10000;

/**
 * Converts basis points to a fraction of 1: `2500` → `0.25`, `600` → `0.06`.
 * Use the result for arithmetic (e.g. `net * (1 + rate)`), not for display.
 */
export function taxPercentFromBasisPoints(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_UNIT;
}

/**
 * Formats basis points as a percentage for display, in one fixed (Swedish
 * style) format that does not depend on the user's locale:
 *
 * - the number of percent, with at most two decimals and no trailing zeros,
 * - a decimal comma when it is not whole,
 * - a non-breaking space (U+00A0) and `%`, so the sign never wraps to a new line.
 *
 * `2500` → `'25 %'`, `600` → `'6 %'`, `2550` → `'25,5 %'`, `0` → `'0 %'`.
 * (`' '` in these examples is U+00A0.)
 *
 * @throws RangeError when `basisPoints` is not a finite number.
 */
export function formatTaxPercent(basisPoints: number): string {
  if (!Number.isFinite(basisPoints)) {
    throw new RangeError(
      `formatTaxPercent: basis points must be a finite number, got ${String(basisPoints)}`,
    );
  }
  // 1 bp = 0.01 %, so basis points are hundredths of a percent: round to whole
  // bp, then print with up to two decimals without floating-point noise.
  const hundredths = Math.round(basisPoints) || 0;
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}\u00a0%`;
}
