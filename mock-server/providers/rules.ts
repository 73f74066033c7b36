import type { AdyenAmount, AdyenTestCardInput } from './adyen/types';
import type { ProviderSessionView } from './types';

// The providers' own decisions, as their test environments make them.

/** Adyen's test card: Visa 4111 1111 1111 1111, expiry 03/30, CVC 737 (spaces ignored). */
export const ADYEN_TEST_CARD = { number: '4111111111111111', expiry: '03/30', cvc: '737' } as const;

/** The one-time code the mock 3-D Secure challenge accepts. */
export const ADYEN_CHALLENGE_CODE = '1234';

const bare = (text: string) => text.replace(/\s+/g, '');

export function isTestCard(card: AdyenTestCardInput): boolean {
  return (
    bare(card.number) === ADYEN_TEST_CARD.number &&
    bare(card.expiry) === ADYEN_TEST_CARD.expiry &&
    bare(card.cvc) === ADYEN_TEST_CARD.cvc
  );
}

/** The local part of an e-mail address the providers' risk check always declines: `declined@…`. */
export const DECLINED_EMAIL_LOCAL_PART = 'declined';

export function isDeclinedEmail(email: string | undefined): boolean {
  const local = (email ?? '').trim().toLowerCase().split('@')[0];
  return local === DECLINED_EMAIL_LOCAL_PART && (email ?? '').includes('@');
}

/**
 * Adyen fixes the amount in a session: a payment in it charges that amount, so it pays the order only
 * while the order's total (in its currency) is still that amount.
 */
export function sessionChargesTheOrder(amount: AdyenAmount, view: ProviderSessionView): boolean {
  return amount.value === view.totals.grandTotal && amount.currency === view.currencyCode;
}
