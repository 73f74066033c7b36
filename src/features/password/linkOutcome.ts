import { SOMETHING_WENT_WRONG, type ErrorInfo } from '../../api/apiError';
import { literal, t, type LocalText } from '../../i18n/localText';
import type { LinkOutcome } from './passwordSlice';

const detailOf = (error: ErrorInfo) => `${error.details ?? ''} ${error.message}`.toLowerCase();

/**
 * What a failed reset or verification link means (docs/rules.md#error-texts: 'link expired', 'link
 * not found').
 */
export function linkOutcomeOf(error: ErrorInfo): LinkOutcome {
  const detail = detailOf(error);
  if (detail.includes('link expired')) return 'linkExpired';
  if (detail.includes('link not found')) return 'linkNotFound';
  return 'none';
}

export function isEmailNotVerified(error: ErrorInfo) {
  return detailOf(error).includes('email not verified');
}

export function isEmailNotFound(error: ErrorInfo) {
  return detailOf(error).includes('email not found');
}

/** The server's message, or the generic text when it has none worth showing. */
export function errorText(error: ErrorInfo): LocalText {
  return error.message && error.message !== SOMETHING_WENT_WRONG
    ? literal(error.message)
    : t('password.error.generic');
}
