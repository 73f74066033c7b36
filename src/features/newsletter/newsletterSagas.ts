import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLeading } from 'typed-redux-saga';
import { SOMETHING_WENT_WRONG, toErrorInfo, UNEXPECTED_ERROR, type ErrorInfo } from '../../api/apiError';
import { config } from '../../config';
import { callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { literal, t, type LocalText } from '../../i18n/localText';
import {
  newsletterSubscribed,
  newsletterSubscribeFailed,
  newsletterSubscribeRequested,
} from './newsletterSlice';

const GENERIC_ERROR = t('newsletter.error.generic');

/**
 * docs/rules.md#newsletter: the list's own message, else the translated error. The normaliser's
 * stand-ins (no message in the body, no answer at all) are not the list's words.
 */
export function errorText(error: ErrorInfo): LocalText {
  const { message } = error;
  return message && message !== SOMETHING_WENT_WRONG && message !== UNEXPECTED_ERROR
    ? literal(message)
    : GENERIC_ERROR;
}

export function* subscribe(action: PayloadAction<{ email: string }>) {
  const api = yield* service('api');
  const input = { email: action.payload.email.trim(), listId: config.newsletterListId };
  try {
    const answer = yield* callApiOnce(api.newsletter.subscribe, input);
    if (!answer.success) {
      // A refusal in a 2xx: only its message says why.
      const message = answer.message ? literal(answer.message) : GENERIC_ERROR;
      yield* put(newsletterSubscribeFailed({ message, error: null }));
      return;
    }
    // docs/rules.md#newsletter: success shows the translated text, not the list's English one. One
    // text for a new and a known address alike, so the block tells no one who is on the list.
    yield* put(newsletterSubscribed({ message: t('newsletter.success') }));
  } catch (thrown) {
    const error = toErrorInfo(thrown);
    yield* put(newsletterSubscribeFailed({ message: errorText(error), error }));
  }
}

export function* newsletterRootSaga() {
  // A double submit while the first is on its way is ignored.
  yield* takeLeading(newsletterSubscribeRequested.type, subscribe);
}
