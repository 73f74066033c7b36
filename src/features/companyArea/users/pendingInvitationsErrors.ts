import { toErrorInfo } from '../../../api/apiError';
import { t, type LocalText } from '../../../i18n/localText';

// What a failed resend or withdrawal says (docs/rules.md#pending-invitations), by the backend's
// documented texts; anything else is the action's generic failure.

export const INVITATION_NOT_FOUND = 'invitation not found';
export const INVITATION_ANSWERED = 'invitation already answered';
export const INVITATION_WITHDRAWN = 'invitation withdrawn';

/** The backend's text, whichever field carries it. */
const textOf = (error: unknown): string => {
  const { code, message, details } = toErrorInfo(error);
  return [code, message, details].filter(Boolean).join(' ').toLowerCase();
};

/**
 * Whether the failure means the list is out of date (the invitation was answered, withdrawn or is
 * gone): the list is then loaded again.
 */
export function isStaleInvitation(error: unknown): boolean {
  const text = textOf(error);
  return [INVITATION_NOT_FOUND, INVITATION_ANSWERED, INVITATION_WITHDRAWN].some((known) =>
    text.includes(known),
  );
}

export function invitationActionMessage(error: unknown, action: 'resend' | 'withdraw'): LocalText {
  const text = textOf(error);
  if (text.includes(INVITATION_WITHDRAWN)) return t('companyUsers.invitations.error.withdrawn');
  if (text.includes(INVITATION_ANSWERED)) return t('companyUsers.invitations.error.answered');
  if (text.includes(INVITATION_NOT_FOUND)) return t('companyUsers.invitations.error.notFound');
  return t(`companyUsers.invitations.${action}.failed`);
}
