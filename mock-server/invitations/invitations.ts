import type { OrganisationUserInput } from '../../contracts/types/proxy';
import { sendMail } from '../accounts/outbox';
import type { DbUser } from '../accounts/types';
import type { DbCompany } from '../companies/types';
import { db } from '../db';
import { now } from '../kit/clock';
import { HttpError } from '../kit/guard';
import { newId, newToken } from '../kit/ids';
import {
  INVITATION_TTL_MS,
  isOpen,
  MAX_OPEN_INVITATIONS_PER_COMPANY,
  TOO_MANY_INVITATIONS,
} from './invitationRules';
import type { DbInvitation } from './types';

// Invitations to a company's account. Nothing changes for the invited address until its owner
// answers the mailed link: an admin can neither attach an existing account without its consent nor
// learn from the answer or the users list whether the address has an account.

function openInvitations(companyId: string): [string, DbInvitation][] {
  return [...db().invitations.byToken].filter(
    ([, invitation]) => invitation.companyId === companyId && isOpen(invitation),
  );
}

/** Drops what can no longer be answered, so the store holds open invitations only. */
function forgetClosed(): void {
  const { byToken } = db().invitations;
  for (const [token, invitation] of byToken) if (!isOpen(invitation)) byToken.delete(token);
}

/** A repeated invitation to the same address re-sends its mail at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

function mailInvitation(
  token: string,
  invitation: DbInvitation,
  company: DbCompany,
  inviter: DbUser,
  origin: string,
) {
  const to = { email: invitation.email, first_name: invitation.first_name };
  sendMail('company-invitation', to, origin, token, {
    companyName: company.name,
    invitedBy: `${inviter.first_name} ${inviter.last_name}`.trim(),
  });
  invitation.sentAt = now();
}

/**
 * Invites `input.email` to join `company`. An open invitation to the same address is the one
 * answered again (its level and names updated), its mail re-sent once RESEND_AFTER_MS has passed:
 * a double click or a burst of requests sends one mail. 409 past the company's bound.
 */
export function invite(
  company: DbCompany,
  /** As the users tab's invitation reads it: the level filled in. */
  input: Required<OrganisationUserInput>,
  inviter: DbUser,
  shopOrigin: string,
): DbInvitation {
  forgetClosed();
  const open = openInvitations(company.id);
  const earlier = open.find(([, invitation]) => invitation.email === input.email);
  if (earlier) {
    const [token, invitation] = earlier;
    Object.assign(invitation, {
      first_name: input.first_name,
      last_name: input.last_name,
      level: input.level,
    });
    invitation.expiresAt = now() + INVITATION_TTL_MS;
    if (now() - invitation.sentAt >= RESEND_AFTER_MS)
      mailInvitation(token, invitation, company, inviter, shopOrigin);
    return invitation;
  }
  if (open.length >= MAX_OPEN_INVITATIONS_PER_COMPANY) {
    throw new HttpError(409, TOO_MANY_INVITATIONS, { details: TOO_MANY_INVITATIONS });
  }
  const invitation: DbInvitation = {
    id: newId('invitation'),
    companyId: company.id,
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    level: input.level,
    invitedBy: inviter.id,
    expiresAt: now() + INVITATION_TTL_MS,
    sentAt: now(),
    state: 'pending',
  };
  const token = newToken();
  db().invitations.byToken.set(token, invitation);
  mailInvitation(token, invitation, company, inviter, shopOrigin);
  return invitation;
}

export const invitationByToken = (token: string): DbInvitation | undefined =>
  db().invitations.byToken.get(token);

/** Withdraws the open invitations of an address that has just become a member another way. */
export function withdrawInvitations(companyId: string, email: string): void {
  for (const [token, invitation] of openInvitations(companyId)) {
    if (invitation.email === email) db().invitations.byToken.delete(token);
  }
}
