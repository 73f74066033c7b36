import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import type { Cart } from '../../api/types';
import { callApiOnce } from '../../core/callApi';
import { changingOrder } from '../../core/orderChange';
import { service } from '../../core/services';
import { t } from '../../i18n/localText';
import { notify } from '../notifications';
import { applyCartChange } from './applyCartChange';
import { cartErrorText } from './cartErrors';
import { inCartSession } from './cartSession';
import {
  cartDiscountCodeAddFailed,
  cartDiscountCodeAddRequested,
  cartDiscountCodeAddSucceeded,
  cartDiscountCodeRemoveRequested,
  cartDiscountCodeRemoveSettled,
} from './cartSlice';
import { promoErrorKey } from './promoErrors';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';

/** Applies a promo code; the known refusals become the voucher box's alert, the rest a toast. */
export function* addDiscountCode(action: PayloadAction<{ code: string }>) {
  const code = action.payload.code.trim();
  // Nothing is sent when the field is empty (docs/rules.md#cart-codes).
  if (!code) return;
  const api = yield* service('api');
  try {
    const cart = yield* inCartSession(function* addToSession() {
      return yield* callApiOnce(api.shopper.addDiscountCode, code);
    });
    yield* call(applyCartChange, cart);
    yield* put(cartDiscountCodeAddSucceeded());
  } catch (error) {
    const errorKey = error instanceof ApiError ? promoErrorKey(error.message) : null;
    if (!errorKey) yield* notify('error', t('cart.voucher.addFailed'), cartErrorText(error));
    yield* put(cartDiscountCodeAddFailed({ error: toErrorInfo(error), errorKey }));
  }
}

/** Removes an applied code; a refusal is a toast of the message (docs/rules.md#cart-codes). */
export function* removeDiscountCode(action: PayloadAction<{ code: string }>) {
  const { code } = action.payload;
  const api = yield* service('api');
  let removed = false;
  try {
    const cart = yield* inCartSession(function* removeInSession(restarted: Cart | null) {
      // A restarted session gets only the lines back: the code is gone already.
      if (restarted) return restarted;
      return yield* callApiOnce(api.shopper.removeDiscountCode, code);
    });
    yield* call(applyCartChange, cart);
    removed = true;
  } catch (error) {
    yield* notify('error', t('cart.voucher.removeFailed'), cartErrorText(error));
  }
  yield* put(cartDiscountCodeRemoveSettled({ code, removed }));
}

// Each change is bracketed so an open payment widget waits for it (core/orderChange.ts).
function* addCodeChangingOrder(action: PayloadAction<{ code: string }>) {
  if (!action.payload.code.trim()) return;
  yield* changingOrder(() => addDiscountCode(action));
}

function* removeCodeChangingOrder(action: PayloadAction<{ code: string }>) {
  yield* changingOrder(() => removeDiscountCode(action));
}

export function* discountCodeWatchers() {
  yield* takeLeading(cartDiscountCodeAddRequested.type, addCodeChangingOrder);
  yield* takeLeadingPerKey<{ code: string }>(
    cartDiscountCodeRemoveRequested.type,
    (p) => p.code,
    removeCodeChangingOrder,
  );
}
