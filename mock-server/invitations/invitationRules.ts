import { HttpError } from '../kit/guard';
import { now } from '../kit/clock';
import type { DbInvitation } from './types';

// When an invitation may be answered. Pure: the caller hands in the invitation and the address of
// the signed-in account, if any.

/** A week, like most shops' invitation links: long enough for a holiday, short enough to forget. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Open invitations per company: an admin cannot fill the mock's memory (or the outbox) with them. */
export const MAX_OPEN_INVITATIONS_PER_COMPANY = 100;
/**
 * Unanswered invitations (open, or expired unanswered) kept per company, so its admins may send an
 * expired one again: the same bound as the open ones, the longest expired forgotten first.
 */
export const MAX_UNANSWERED_INVITATIONS_PER_COMPANY = MAX_OPEN_INVITATIONS_PER_COMPANY;
/** Withdrawn invitations kept per company (their links say so); the earliest withdrawn forgotten first. */
export const MAX_WITHDRAWN_INVITATIONS_PER_COMPANY = 100;

export const INVITATION_NOT_FOUND = 'invitation not found';
export const INVITATION_EXPIRED = 'invitation expired';
export const INVITATION_ANSWERED = 'invitation already answered';
export const INVITATION_WITHDRAWN = 'invitation withdrawn';
export const LOGIN_REQUIRED = 'login required';
export const OTHER_ACCOUNT = 'invitation is for another account';
export const TOO_MANY_INVITATIONS = `A company can have at most ${MAX_OPEN_INVITATIONS_PER_COMPANY} open invitations`;

const refusal = (status: number, error: string) => new HttpError(status, error, { details: error });

/**
 * The invitation a token names while it may still be answered: 404, 409 or 410 otherwise (a
 * withdrawn one 410 'invitation withdrawn', whatever its age).
 */
export function answerable(invitation: DbInvitation | undefined): DbInvitation {
  if (!invitation) throw refusal(404, INVITATION_NOT_FOUND);
  if (invitation.state === 'withdrawn') throw refusal(410, INVITATION_WITHDRAWN);
  if (invitation.state !== 'pending') throw refusal(409, INVITATION_ANSWERED);
  if (invitation.expiresAt <= now()) throw refusal(410, INVITATION_EXPIRED);
  return invitation;
}

/**
 * An invitation to an existing account is accepted by that account only, signed in: the link alone
 * (a forwarded mail) must not attach someone to a company. 401 without a session, 403 for another.
 */
export function checkAcceptingAccount(invitation: DbInvitation, signedInEmail: string | null): void {
  if (signedInEmail === null) throw refusal(401, LOGIN_REQUIRED);
  if (signedInEmail !== invitation.email) throw refusal(403, OTHER_ACCOUNT);
}

export const isOpen = (invitation: DbInvitation) =>
  invitation.state === 'pending' && invitation.expiresAt > now();

/** Nobody has answered it nor withdrawn it: open, or expired unanswered (which may be sent again). */
export const isUnanswered = (invitation: DbInvitation) => invitation.state === 'pending';

/**
 * An invitation of the company that an admin may send again (docs/rules.md#pending-invitations):
 * 404 when `invitation` is none of the company's, 410 withdrawn, 409 answered.
 */
export function resendable(invitation: DbInvitation | undefined): DbInvitation {
  if (!invitation) throw refusal(404, INVITATION_NOT_FOUND);
  if (invitation.state === 'withdrawn') throw refusal(410, INVITATION_WITHDRAWN);
  if (invitation.state !== 'pending') throw refusal(409, INVITATION_ANSWERED);
  return invitation;
}

/**
 * Whether an admin may withdraw it: 404 when `invitation` is none of the company's, 409 answered.
 * A withdrawn one may be withdrawn again (nothing changes).
 */
export function withdrawable(invitation: DbInvitation | undefined): DbInvitation {
  if (!invitation) throw refusal(404, INVITATION_NOT_FOUND);
  if (invitation.state === 'accepted' || invitation.state === 'declined') {
    throw refusal(409, INVITATION_ANSWERED);
  }
  return invitation;
}
