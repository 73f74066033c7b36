import { ApiError, SOMETHING_WENT_WRONG, UNEXPECTED_ERROR } from '../../api/apiError';

/** The gift-card refusals with their own text (docs/rules.md#gift-cards). */
const KNOWN = {
  'unable to add/update card': 'unableAddUpdateGiftcard',
  'requested gift card has insufficient balance': 'giftCardInsufficientBalance',
  'no capabilities': 'noCapabilities',
} as const;

export type GiftCardErrorKey = (typeof KNOWN)[keyof typeof KNOWN] | 'tooManyAttempts';

export function giftCardErrorKey(error: unknown): GiftCardErrorKey | null {
  if (!(error instanceof ApiError)) return null;
  if (error.statusCode === 429) return 'tooManyAttempts';
  return KNOWN[error.message.toLowerCase() as keyof typeof KNOWN] ?? null;
}

/** Any other refusal shows the message, or the generic fallback. */
export function giftCardErrorText(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== SOMETHING_WENT_WRONG)
    return error.message;
  return UNEXPECTED_ERROR;
}
