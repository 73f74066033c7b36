import type { CheckoutDb, GiftCardRecord } from './types';

/** The demo gift cards (retain24): balances in minor units of SEK. */
export const giftCardsSeed: readonly GiftCardRecord[] = [
  { code: '1111222233334444', pin: '1234', balance: 50000, currencyCode: 'SEK' },
  { code: '5555666677778888', pin: '0000', balance: 0, currencyCode: 'SEK' },
];

/** The first provider order's reference is PF-100123, the next PF-100124 … */
export const FIRST_REFERENCE_NUMBER = 100123;

/** No checkout sessions or provider orders; the demo gift cards. */
export function seedCheckout(): CheckoutDb {
  return {
    sessions: new Map(),
    giftCards: new Map(giftCardsSeed.map((card) => [card.code, { ...card }])),
    pinAttempts: new Map(),
    providerOrders: new Map(),
    providerOrderReferences: new Map(),
    nextReference: FIRST_REFERENCE_NUMBER,
  };
}
