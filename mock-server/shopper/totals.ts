import type { CartTotals } from '../../contracts/types/shopper';

export interface TotalsInput {
  lines: { totalPriceAmount: number; taxPercentage: number }[];
  discountTotal: number;
  shippingTotal: number;
  /** VAT of the market in basis points; shipping is taxed at it. */
  shippingTaxPercentage: number;
  /** True for the default store group (amounts include VAT), false for business (VAT on top). */
  pricesIncludeTax: boolean;
}

/**
 * The cart's totals (formula in mock-server/README.md, "Shopping"):
 * the cart discount is spread over the lines in proportion to their totals,
 * each line and the shipping is taxed at its own rate, and the tax is rounded
 * once at the end, so rounding never drifts with the number of lines.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const subTotal = input.lines.reduce((sum, line) => sum + line.totalPriceAmount, 0);
  const discountTotal = Math.min(input.discountTotal, subTotal);
  const kept = subTotal === 0 ? 0 : (subTotal - discountTotal) / subTotal;
  const taxOf = (amount: number, basisPoints: number) =>
    input.pricesIncludeTax ? (amount * basisPoints) / (10000 + basisPoints) : (amount * basisPoints) / 10000;
  const exactTax =
    input.lines.reduce((sum, line) => sum + taxOf(line.totalPriceAmount * kept, line.taxPercentage), 0) +
    taxOf(input.shippingTotal, input.shippingTaxPercentage);
  const taxTotal = Math.round(exactTax);
  const grandTotal = subTotal - discountTotal + input.shippingTotal + (input.pricesIncludeTax ? 0 : taxTotal);
  return { subTotal, shippingTotal: input.shippingTotal, discountTotal, taxTotal, grandTotal };
}
