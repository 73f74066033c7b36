import type { ErrorInfo } from '../../api/apiError';
import { t, type LocalText } from '../../i18n/localText';
import type { InvitationProblem } from './invitationSlice';

/** The backend's texts (and statuses) for a link that cannot be used. */
export const invitationErrors = {
  notFound: 'invitation not found',
  expired: 'invitation expired',
  answered: 'invitation already answered',
  /** An admin of the company withdrew it (docs/rules.md#pending-invitations). */
  withdrawn: 'invitation withdrawn',
  loginRequired: 'login required',
  otherAccount: 'invitation is for another account',
  /** The address got an account (a sign-up) between loading the page and accepting. */
  accountExists: 'user already exists',
} as const;

const textOf = (error: ErrorInfo) => `${error.details ?? ''} ${error.message}`.toLowerCase();

/**
 * Why the link cannot be used, by the backend's text, else by the status only these refusals use
 * (404, 410; a 409 may also be another conflict); null for anything else.
 */
export function invitationProblemOf(error: ErrorInfo): InvitationProblem | null {
  const text = textOf(error);
  if (text.includes(invitationErrors.withdrawn)) return 'withdrawn';
  if (text.includes(invitationErrors.expired)) return 'expired';
  if (text.includes(invitationErrors.answered)) return 'answered';
  if (text.includes(invitationErrors.notFound)) return 'notFound';
  if (error.statusCode === 410) return 'expired';
  if (error.statusCode === 404) return 'notFound';
  return null;
}

/**
 * What a failed accept or decline says. A refusal that the person can act on names it; anything
 * else (no answer, a 5xx) is worth another try, and the form keeps what was typed.
 */
export function answerFailureMessage(error: ErrorInfo): LocalText {
  const text = textOf(error);
  if (error.statusCode === 401 || text.includes(invitationErrors.loginRequired)) {
    return t('invitation.error.loginRequired');
  }
  if (error.statusCode === 403 || text.includes(invitationErrors.otherAccount)) {
    return t('invitation.error.otherAccount');
  }
  if (text.includes(invitationErrors.accountExists)) return t('invitation.error.accountExists');
  // The form checks the same rules first, so this is the backend disagreeing with them.
  if (error.statusCode === 400) return t('invitation.error.passwordRejected');
  return t('invitation.error.retry');
}
