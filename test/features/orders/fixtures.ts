import type { OrderSummary } from '../../../src/api/types';

/** An order-list row; a test names what matters to it. */
export const orderSummary = (
  reference: string,
  date: string,
  extra: Partial<OrderSummary> = {},
): OrderSummary => ({
  id: `order-${reference}`,
  reference,
  date,
  status: { orderStates: ['PLACED'], customStates: [] },
  totals: { grandTotal: 10000 },
  currencyCode: 'SEK',
  attributes: {},
  ...extra,
});
