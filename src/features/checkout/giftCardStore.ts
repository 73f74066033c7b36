import type { KeyValueStorage } from '../../services/storage';
import { storageKeys } from '../../services/storage';

/** A gift card as the shopper typed it, spaces removed (docs/rules.md#gift-cards). */
export interface StoredGiftCard {
  code: string;
  pin: string;
}

/** Spaces are removed from the code and the PIN; null when either is then empty (nothing is sent). */
export function normaliseGiftCard(code: string, pin: string): StoredGiftCard | null {
  const card = { code: code.replace(/\s+/g, ''), pin: pin.replace(/\s+/g, '') };
  return card.code && card.pin ? card : null;
}

/** How the checkout shows a card: its last four digits only. */
export const maskGiftCardCode = (code: string) => `•••• ${code.slice(-4)}`;

/** The applied cards, kept in session storage as 'code|pin' strings; any other stored value is discarded. */
export function readGiftCards(storage: KeyValueStorage): StoredGiftCard[] {
  const stored = storage.get<unknown>(storageKeys.giftCards);
  if (!Array.isArray(stored)) {
    if (stored !== undefined) storage.remove(storageKeys.giftCards);
    return [];
  }
  return stored.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const [code, pin] = entry.split('|');
    return code && pin ? [{ code, pin }] : [];
  });
}

export function writeGiftCards(storage: KeyValueStorage, cards: StoredGiftCard[]): void {
  if (cards.length === 0) storage.remove(storageKeys.giftCards);
  else
    storage.set(
      storageKeys.giftCards,
      cards.map((card) => `${card.code}|${card.pin}`),
    );
}

export const withGiftCard = (cards: StoredGiftCard[], card: StoredGiftCard) => [
  ...cards.filter((entry) => entry.code !== card.code),
  card,
];

export const withoutGiftCard = (cards: StoredGiftCard[], code: string) =>
  cards.filter((entry) => entry.code !== code);

/** The stored card a masked code stands for. */
export const giftCardByMask = (cards: StoredGiftCard[], maskedCode: string) =>
  cards.find((card) => maskGiftCardCode(card.code) === maskedCode);
