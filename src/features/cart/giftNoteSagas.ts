import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Cart } from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { changingOrder } from '../../core/orderChange';
import { service } from '../../core/services';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';
import { t } from '../../i18n/localText';
import { notify } from '../notifications';
import { applyCartChange } from './applyCartChange';
import { trackCartEvent } from './cartAnalytics';
import { cartErrorText } from './cartErrors';
import { sameLineIn } from './cartLines';
import { inCartSession, loadCart } from './cartSession';
import {
  cartGiftNoteSaveFailed,
  cartGiftNoteSaveRequested,
  cartGiftNoteSaveStarted,
  cartGiftNoteSaveSucceeded,
} from './cartSlice';
import { GIFT_NOTE, giftNoteOf, giftNoteOptions, noteText } from './giftNote';
import { selectCart, selectGiftNoteDraft } from './selectors';

/** Where the note was written: in the cart, or on the product page together with its box. */
export type GiftNoteOrigin = 'cart' | 'withBox';

function* notifyGiftNoteError(error: unknown, origin: GiftNoteOrigin) {
  const title = origin === 'withBox' ? t('cart.giftNote.notAddedWithBox') : t('cart.giftNote.saveFailed');
  const message =
    error instanceof ApiError && error.isOutOfStock ? t('cart.giftNote.outOfStock') : cartErrorText(error);
  yield* notify('error', title, message);
}

/**
 * Gives a box line the gift note `text`: a child line is added when the box has no note, else
 * the note's text is replaced (PUT options; its quantity already follows the box). A save for a
 * box whose note is being saved is ignored, wherever it was asked for, so a box never gets two
 * notes. On failure the typed text is kept in the state for a retry. Answers whether it saved.
 */
export function* saveGiftNote(boxItemId: string, text: string, origin: GiftNoteOrigin = 'cart') {
  if ((yield* select(selectGiftNoteDraft, boxItemId))?.request.status === 'loading') return false;
  const cart = yield* select(selectCart);
  const box = cart?.items.find((item) => item.id === boxItemId);
  if (!cart || !box) return false;
  const note = giftNoteOf(cart.items, boxItemId);
  if (note && noteText(note) === text) {
    yield* put(cartGiftNoteSaveSucceeded({ itemId: boxItemId }));
    return true;
  }
  const api = yield* service('api');
  yield* put(cartGiftNoteSaveStarted({ itemId: boxItemId, text }));
  try {
    const saved = yield* inCartSession(function* saveInSession(restarted: Cart | null) {
      const boxLine = restarted ? sameLineIn(restarted, box) : box;
      if (!boxLine) throw new ApiError({ message: 'item not found', statusCode: 404 });
      const current = restarted ? giftNoteOf(restarted.items, boxLine.id) : note;
      if (current && noteText(current) === text) {
        return { cart: restarted as Cart, boxId: boxLine.id, added: false };
      }
      if (current) {
        const options = giftNoteOptions(boxLine.id, text, current.options);
        const updated = yield* callApi(api.shopper.updateItemOptions, current.id, options);
        return { cart: updated, boxId: boxLine.id, added: false };
      }
      const input = {
        productVariantId: GIFT_NOTE.productVariantId,
        quantity: boxLine.quantity,
        options: giftNoteOptions(boxLine.id, text),
      };
      const updated = yield* callApiOnce(api.shopper.addItem, input);
      return { cart: updated, boxId: boxLine.id, added: true };
    });
    yield* call(applyCartChange, saved.cart);
    yield* put(cartGiftNoteSaveSucceeded({ itemId: boxItemId }));
    const added = saved.added ? giftNoteOf(saved.cart.items, saved.boxId) : undefined;
    if (added) {
      yield* call(trackCartEvent, 'add_to_cart' as const, saved.cart.currencyCode, [
        { item: added, quantity: added.quantity },
      ]);
    }
    return true;
  } catch (error) {
    yield* put(cartGiftNoteSaveFailed({ itemId: boxItemId, text, error: toErrorInfo(error) }));
    yield* call(notifyGiftNoteError, error, origin);
    // docs/rules.md#cart-changes: after a refused add the cart is fetched again; a refused edit
    // leaves it as it was, unless the note was no longer there to edit.
    const lineGone = error instanceof ApiError && error.statusCode === 404;
    if (!note || lineGone) yield* call(loadCart);
    return false;
  }
}

function* saveRequested(action: PayloadAction<{ itemId: string; text: string }>) {
  yield* changingOrder(() => saveGiftNote(action.payload.itemId, action.payload.text));
}

export function* giftNoteWatcher() {
  yield* takeLeadingPerKey<{ itemId: string; text: string }>(
    cartGiftNoteSaveRequested.type,
    (p) => p.itemId,
    saveRequested,
  );
}
