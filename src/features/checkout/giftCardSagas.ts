import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, channel, type Channel } from 'redux-saga';
import { call, delay, put, select, take, takeLeading } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import { callApi, callApiOnce } from '../../core/callApi';
import { changingOrder } from '../../core/orderChange';
import { service } from '../../core/services';
import { literal, t } from '../../i18n/localText';
import { selectCart } from '../cart';
import { notify } from '../notifications';
import { checkoutToken } from './checkoutToken';
import {
  giftCardAddFailed,
  giftCardAddRequested,
  giftCardAddSucceeded,
  giftCardRemoveRequested,
  giftCardRemoveSettled,
} from './checkoutSlice';
import { giftCardErrorKey, giftCardErrorText } from './giftCardErrors';
import {
  giftCardByMask,
  normaliseGiftCard,
  readGiftCards,
  withGiftCard,
  withoutGiftCard,
  writeGiftCards,
  type StoredGiftCard,
} from './giftCardStore';
import { selectCheckout } from './selectors';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';

/**
 * After the payment form updated, wait this long before applying the cards again
 * (docs/rules.md#gift-cards)…
 */
export const GIFT_CARD_REFRESH_DELAY_MS = 200;
/** …and apply card n after n × 300 ms. */
export const GIFT_CARD_STEP_MS = 300;

export const GIFT_CARDS_FAILED = 'Failed to apply one or more gift cards.';

/** The gift-card provider of the checkout, else the cart's first; null without capabilities. */
function* giftCardProvider() {
  const checkout = yield* select(selectCheckout);
  if (checkout?.giftCardProvider) return checkout.giftCardProvider;
  return (yield* select(selectCart))?.capabilities.giftCardProviders[0]?.name ?? null;
}

/** A gift card with no checkout capabilities to go to (docs/rules.md#gift-cards). */
const noCapabilities = () => new ApiError({ message: 'no capabilities', statusCode: 400 });

/** Applies one card to the checkout (a retried PUT of the same card is no second card). */
function* putGiftCard(card: StoredGiftCard) {
  const api = yield* service('api');
  const provider = yield* call(giftCardProvider);
  const token = yield* call(checkoutToken);
  if (!provider || !token) throw noCapabilities();
  yield* callApi(api.checkout.addGiftCard, provider, token, card.code, card.pin);
}

/** The shopper applies a card: sent only with a code and a PIN; kept for this browser session. */
export function* addGiftCard(action: PayloadAction<{ code: string; pin: string }>) {
  const card = normaliseGiftCard(action.payload.code, action.payload.pin);
  if (!card) return;
  const storage = yield* service('sessionStorage');
  try {
    yield* changingOrder(function* apply() {
      yield* call(putGiftCard, card);
      yield* call(writeGiftCards, storage, withGiftCard(yield* call(readGiftCards, storage), card));
    });
    yield* put(giftCardAddSucceeded());
  } catch (error) {
    const errorKey = giftCardErrorKey(error);
    yield* put(
      giftCardAddFailed({
        error: toErrorInfo(error),
        errorKey,
        errorText: errorKey ? null : giftCardErrorText(error),
      }),
    );
  }
}

/** Removes an applied card; a refusal is a toast of the message (docs/rules.md#gift-cards). */
export function* removeGiftCard(action: PayloadAction<{ maskedCode: string }>) {
  const { maskedCode } = action.payload;
  const api = yield* service('api');
  const storage = yield* service('sessionStorage');
  try {
    yield* changingOrder(function* remove() {
      const cards = yield* call(readGiftCards, storage);
      const card = giftCardByMask(cards, maskedCode);
      const provider = yield* call(giftCardProvider);
      const token = yield* call(checkoutToken);
      if (!provider || !token) throw noCapabilities();
      if (card) yield* callApiOnce(api.checkout.removeGiftCard, provider, token, card.code);
      yield* call(writeGiftCards, storage, card ? withoutGiftCard(cards, card.code) : cards);
    });
  } catch (error) {
    yield* notify('error', t('checkout.giftCard.removeFailed'), literal(giftCardErrorText(error)));
  }
  yield* put(giftCardRemoveSettled({ maskedCode }));
}

interface QueuedCard {
  card: StoredGiftCard;
  index: number;
}

/**
 * After the payment form was updated (a new checkout session has no cards), the stored cards are
 * applied again one after another: 200 ms, then card n after n × 300 ms, through a channel so they
 * never overlap. A card that fails is dropped from the list, with one message for all of them.
 */
export function* reapplyGiftCards() {
  const storage = yield* service('sessionStorage');
  const cards = yield* call(readGiftCards, storage);
  if (cards.length === 0) return false;
  yield* delay(GIFT_CARD_REFRESH_DELAY_MS);
  const queue: Channel<QueuedCard> = yield* call(
    channel<QueuedCard>,
    buffers.expanding<QueuedCard>(cards.length),
  );
  cards.forEach((card, index) => queue.put({ card, index }));
  const failed: string[] = [];
  for (let taken = 0; taken < cards.length; taken += 1) {
    const next: QueuedCard = yield* take(queue);
    yield* delay(GIFT_CARD_STEP_MS * next.index);
    try {
      yield* call(putGiftCard, next.card);
    } catch {
      failed.push(next.card.code);
    }
  }
  if (failed.length > 0) {
    const kept = (yield* call(readGiftCards, storage)).filter((card) => !failed.includes(card.code));
    yield* call(writeGiftCards, storage, kept);
    yield* notify('error', literal(GIFT_CARDS_FAILED));
  }
  return true;
}

export function* giftCardWatchers() {
  yield* takeLeading(giftCardAddRequested.type, addGiftCard);
  yield* takeLeadingPerKey<{ maskedCode: string }>(
    giftCardRemoveRequested.type,
    (p) => p.maskedCode,
    removeGiftCard,
  );
}
