import type { AppliedGiftCard, CartTotals, CheckoutTotals } from '../../contracts/types/shopper';

// Pure rules of gift cards: how codes are written and what the cards pay of an order.

/** Spaces are ignored in codes and PINs ('1111 2222 3333 4444'). */
export function normalizeCardText(text: string): string {
  return text.replace(/\s+/g, '');
}

/** '•••• 4444': the last four characters of the code. */
export function maskCode(code: string): string {
  return `•••• ${code.slice(-4)}`;
}

export interface CardPayment {
  code: string;
  amount: number;
}

/**
 * What each card pays, in the order the cards were applied: min(its balance, what is left of the
 * grand total). A card that finds nothing left pays 0 and stays on the checkout.
 */
export function giftCardPayments(
  grandTotal: number,
  cards: { code: string; balance: number }[],
): CardPayment[] {
  let left = Math.max(0, grandTotal);
  return cards.map((card) => {
    const amount = Math.min(Math.max(0, card.balance), left);
    left -= amount;
    return { code: card.code, amount };
  });
}

/** The cart's totals with the cards' payments taken off the grand total. */
export function totalsWithGiftCards(totals: CartTotals, payments: CardPayment[]): CheckoutTotals {
  const giftCardTotal = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { ...totals, giftCardTotal, grandTotal: totals.grandTotal - giftCardTotal };
}

export function appliedGiftCards(payments: CardPayment[]): AppliedGiftCard[] {
  return payments.map((payment) => ({ maskedCode: maskCode(payment.code), amount: payment.amount }));
}
