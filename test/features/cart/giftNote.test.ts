import { LINE_TEXT_MAX_LENGTH } from '../../../mock-server/shopper/lineChecks';
import {
  cartChanged,
  cartGiftNoteDraftDiscarded,
  cartGiftNoteSaveFailed,
  cartGiftNoteSaveStarted,
  cartGiftNoteSaveSucceeded,
  cartReducer,
  cartSucceeded,
} from '../../../src/features/cart/cartSlice';
import {
  GIFT_NOTE,
  GIFT_NOTE_MAX_LENGTH,
  giftNoteError,
  giftNoteOf,
  giftNoteOptions,
  isGiftNote,
  noteText,
  takesGiftNote,
} from '../../../src/features/cart/giftNote';
import { selectGiftNoteDraft } from '../../../src/features/cart/selectors';
import { cart, line } from './fixtures';

const box = line('box', 1, { productParentId: 'pp-gift-box', productVariantId: 'GIFTBOX-BLACK-STD' });
const note = line('note', 1, {
  productParentId: GIFT_NOTE.productParentId,
  productVariantId: GIFT_NOTE.productVariantId,
  options: { parentItem: 'box', text: 'Hej' },
});

describe('gift note rules', () => {
  it('asks for the same bound as the shopper backend refuses past', () => {
    expect(GIFT_NOTE_MAX_LENGTH).toBe(LINE_TEXT_MAX_LENGTH);
  });

  it('requires a message that is not only spaces, at most the bound as typed', () => {
    expect(giftNoteError('')).toBe('cart.giftNote.error.required');
    expect(giftNoteError(' \n ')).toBe('cart.giftNote.error.required');
    expect(giftNoteError('x'.repeat(GIFT_NOTE_MAX_LENGTH))).toBeNull();
    expect(giftNoteError('x'.repeat(GIFT_NOTE_MAX_LENGTH + 1))).toBe('cart.giftNote.error.tooLong');
  });

  it('offers a note with the gift box only', () => {
    expect(takesGiftNote('pp-gift-box')).toBe(true);
    expect(takesGiftNote('pp-classic-tee')).toBe(false);
  });

  it("finds a box line's note among the lines and reads its text", () => {
    const other = line('wrap', 1, { options: { parentItem: 'box' } });
    expect(giftNoteOf([box, other, note], 'box')).toBe(note);
    expect(giftNoteOf([box, other], 'box')).toBeUndefined();
    expect(isGiftNote(note)).toBe(true);
    expect(isGiftNote(other)).toBe(false);
    expect(noteText(note)).toBe('Hej');
  });

  it("gives a note the box line and the text, keeping the note's other options", () => {
    expect(giftNoteOptions('box', 'Ny', { parentItem: 'old', text: 'Gammal', ribbon: 'red' })).toEqual({
      parentItem: 'box',
      text: 'Ny',
      ribbon: 'red',
    });
  });
});

describe('gift note drafts in the cart state', () => {
  const loaded = cartReducer(undefined, cartSucceeded(cart({ items: [box, note] })));

  it('keeps the typed text while a save is under way and when it failed, and forgets it once saved', () => {
    const saving = cartReducer(loaded, cartGiftNoteSaveStarted({ itemId: 'box', text: 'Ny text' }));
    expect(selectGiftNoteDraft({ cart: saving }, 'box')).toEqual({
      request: { status: 'loading', error: null },
      text: 'Ny text',
    });
    const failed = cartReducer(
      saving,
      cartGiftNoteSaveFailed({ itemId: 'box', text: 'Ny text', error: null }),
    );
    expect(selectGiftNoteDraft({ cart: failed }, 'box')).toEqual({
      request: { status: 'failed', error: null },
      text: 'Ny text',
    });
    expect(cartReducer(failed, cartGiftNoteSaveSucceeded({ itemId: 'box' })).giftNotes).toEqual({});
    expect(cartReducer(failed, cartGiftNoteDraftDiscarded({ itemId: 'box' })).giftNotes).toEqual({});
  });

  it('drops the text of a box that left the cart', () => {
    const failed = cartReducer(
      loaded,
      cartGiftNoteSaveFailed({ itemId: 'box', text: 'Ny text', error: null }),
    );
    expect(cartReducer(failed, cartChanged(cart({ items: [] }))).giftNotes).toEqual({});
    const gone = cartGiftNoteSaveFailed({ itemId: 'gone', text: 'x', error: null });
    expect(cartReducer(loaded, gone).giftNotes).toEqual({});
  });
});
