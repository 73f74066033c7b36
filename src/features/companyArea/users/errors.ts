import { ApiError, SOMETHING_WENT_WRONG, toErrorInfo } from '../../../api/apiError';
import { literal, t, type LocalText } from '../../../i18n/localText';
import type { CompanyUsersError } from './companyUsersSlice';

/** The user list's refusal (docs/rules.md#company-users): message 'Unauthorized' with details[]. */
export const UNAUTHORIZED = 'Unauthorized';
/** The backend's text for inviting someone who is already in the company. */
export const ALREADY_IN_COMPANY = 'user already in company';

const asList = (details: unknown): string[] => {
  if (Array.isArray(details)) return details.filter((d): d is string => typeof d === 'string');
  return typeof details === 'string' && details ? [details] : [];
};

/**
 * Why the list failed. The details stay a list, as the body had them: ErrorInfo joins them into
 * one string, and a detail may itself contain a comma.
 */
export function usersLoadError(error: unknown): CompanyUsersError {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  // The proxy puts its status text in `error` and the documented text (docs/rules.md#calls) in `message`: either may say it.
  const unauthorized = error.body?.message === UNAUTHORIZED || error.message === UNAUTHORIZED;
  return unauthorized ? { kind: 'unauthorized', details: asList(error.body?.details) } : { kind: 'failed' };
}

/** The message part of 'Failed to remove user: …': the backend's error or message (docs/rules.md#calls). */
export function removeFailureMessage(error: unknown): LocalText {
  const { message } = toErrorInfo(error);
  return message && message !== SOMETHING_WENT_WRONG
    ? literal(message)
    : t('companyUsers.remove.unknownError');
}

/** What the invite dialog says when the invitation was refused, or its answer carried no id. */
export function inviteFailureMessage(error: unknown): LocalText {
  const { message, details } = toErrorInfo(error);
  return inviteDetailsMessage(details ?? (message !== SOMETHING_WENT_WRONG ? message : null));
}

export function inviteDetailsMessage(details: string | null | undefined): LocalText {
  if (!details) return t('companyUsers.invite.failed');
  if (details.toLowerCase().includes(ALREADY_IN_COMPANY)) return t('companyUsers.invite.alreadyMember');
  return literal(details);
}
