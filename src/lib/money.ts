/**
 * Money helpers. Pure: no React, no Redux, no globals beyond `Intl`.
 *
 * Every amount in the product (cart, checkout, orders) arrives in minor units
 * (öre, cents): 12900 SEK minor units is 129 kr. Amounts are divided by 100 for
 * display and analytics, and shown with two decimals only when the amount is not
 * whole (docs/rules.md#amounts).
 */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount given in minor units as a localised currency string.
 *
 * - Whole amounts have no decimals: `formatMoney(12900, 'SEK', 'sv-SE')` → `'129 kr'`.
 * - Other amounts have exactly two: `formatMoney(12950, 'SEK', 'sv-SE')` → `'129,50 kr'`.
 * - `formatMoney(12900, 'NOK', 'en')` → `'NOK 129'`.
 *
 * The input is first rounded to a whole number of minor units, so a stray
 * fraction of an öre never shows (and 12999.6 becomes 130 kr, not 130,00 kr).
 * Separators and the minus sign are the locale's own (Swedish uses a
 * non-breaking space between groups and before `kr`, and U+2212 for minus).
 *
 * @throws RangeError when `minorUnits` is not a finite number, or when
 *   `currency`/`locale` are not valid (as `Intl.NumberFormat` does).
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  if (!Number.isFinite(minorUnits)) {
    throw new RangeError(`formatMoney: amount must be a finite number, got ${String(minorUnits)}`);
  }
  // `|| 0` turns -0 (e.g. Math.round(-0.4)) into 0, so it never shows as "-0 kr".
  const minor = Math.round(minorUnits) || 0;
  const whole = minor % 100 === 0;
  return currencyFormatter(locale, currency, whole ? 0 : 2).format(toMajorUnits(minor));
}

/**
 * Converts minor units to major units (÷ 100), e.g. for analytics payloads:
 * `toMajorUnits(12950)` → `129.5`. Integer input gives the exact decimal
 * value (19.99, never 19.990000000000002).
 */
export function toMajorUnits(minorUnits: number): number {
  return minorUnits / 100;
}

/**
 * The discount from `basePrice` to `salePrice` as a whole percentage, rounded
 * half up: `discountPercent(20000, 15000)` → `25`, `discountPercent(300, 200)` → `33`.
 *
 * Returns 0 when there is no discount to show: a base price of 0 or less, a
 * sale price equal to or above the base price, or a non-finite input. A
 * negative sale price is capped at 100 %.
 * Both prices must be in the same unit (minor units in this product).
 */
export function discountPercent(basePrice: number, salePrice: number): number {
  if (!Number.isFinite(basePrice) || !Number.isFinite(salePrice)) return 0;
  if (basePrice <= 0 || salePrice >= basePrice) return 0;
  // Multiply before dividing: (29 / 200) * 100 is 14.499999999999998 in floating
  // point, while (29 * 100) / 200 is exactly 14.5 and rounds to 15.
  const percent = Math.round(((basePrice - salePrice) * 100) / basePrice);
  return Math.min(percent, 100);
}
