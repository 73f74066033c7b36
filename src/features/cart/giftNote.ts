import type { CartItem, CartItemOptions } from '../../api/types';
import { isTypedText } from '../../lib/typedText';

/**
 * The gift note: a card with the shopper's message that goes in a gift box, sold as a child line
 * of the box's line (options.parentItem = the box line, options.text = the message).
 */
export const GIFT_NOTE = { productParentId: 'pp-gift-note', productVariantId: 'GIFT-NOTE-STD' } as const;

/** What fits on the card; the shopper backend refuses a longer text. */
export const GIFT_NOTE_MAX_LENGTH = 200;

// The catalog says nothing about which products take a note, so the shop names them.
const TAKES_GIFT_NOTE: ReadonlySet<string> = new Set(['pp-gift-box']);

/** Whether a product (by its product parent) is offered with a gift note. */
export const takesGiftNote = (productParentId: string) => TAKES_GIFT_NOTE.has(productParentId);

export const isGiftNote = (item: CartItem) =>
  item.productVariantId === GIFT_NOTE.productVariantId && item.options.parentItem !== undefined;

/** The gift note of a box line, if it has one. */
export const giftNoteOf = (items: CartItem[], boxItemId: string) =>
  items.find((item) => item.options.parentItem === boxItemId && isGiftNote(item));

/** The message on a note line. */
export const noteText = (item: CartItem) => (typeof item.options.text === 'string' ? item.options.text : '');

/** The options of a note line under `parentItem`, keeping any other options it already had. */
export const giftNoteOptions = (
  parentItem: string,
  text: string,
  current: CartItemOptions = {},
): CartItemOptions => ({ ...current, parentItem, text });

/** The message as it is sent: without the blank lines and spaces around it. */
export const cleanNoteText = (text: string) => text.trim();

export type GiftNoteErrorId =
  'cart.giftNote.error.required' | 'cart.giftNote.error.tooLong' | 'cart.giftNote.error.typedText';

/**
 * The message id of what is wrong with a typed message, or null: it is required, must fit, and is
 * typed text of several lines (docs/rules.md#typed-text).
 */
export function giftNoteError(text: string): GiftNoteErrorId | null {
  if (!cleanNoteText(text)) return 'cart.giftNote.error.required';
  // Counted as typed, as the field's counter shows it; what is sent is never longer.
  if (text.length > GIFT_NOTE_MAX_LENGTH) return 'cart.giftNote.error.tooLong';
  if (!isTypedText(text, 'lines')) return 'cart.giftNote.error.typedText';
  return null;
}
