import type { CompanyInvitation, OrganisationUserInput } from '../../contracts/types/proxy';
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
  isUnanswered,
  MAX_OPEN_INVITATIONS_PER_COMPANY,
  MAX_UNANSWERED_INVITATIONS_PER_COMPANY,
  MAX_WITHDRAWN_INVITATIONS_PER_COMPANY,
  resendable,
  TOO_MANY_INVITATIONS,
  withdrawable,
} from './invitationRules';
import type { DbInvitation } from './types';

// Invitations to a company's account. Nothing changes for the invited address until its owner
// answers the mailed link: an admin can neither attach an existing account without its consent nor
// learn from the answer or the users list whether the address has an account.

type Entry = [token: string, invitation: DbInvitation];

function companyInvitations(companyId: string, wanted: (invitation: DbInvitation) => boolean): Entry[] {
  return [...db().invitations.byToken].filter(
    ([, invitation]) => invitation.companyId === companyId && wanted(invitation),
  );
}

const openInvitations = (companyId: string) => companyInvitations(companyId, isOpen);
const unansweredInvitations = (companyId: string) => companyInvitations(companyId, isUnanswered);

/**
 * Drops the answered invitations. Unanswered ones stay (an expired one may be sent again) and so do
 * withdrawn ones (their links say so), each bounded per company (invitationRules.ts).
 */
function forgetClosed(): void {
  const { byToken } = db().invitations;
  for (const [token, invitation] of byToken) {
    if (invitation.state === 'accepted' || invitation.state === 'declined') byToken.delete(token);
  }
}

/** Forgets the company's entries past `max`, in the order `first` gives (the first forgotten first). */
function keepAtMost(entries: Entry[], max: number, first: (a: DbInvitation, b: DbInvitation) => number) {
  const { byToken } = db().invitations;
  const sorted = [...entries].sort(([, a], [, b]) => first(a, b));
  for (const [token] of sorted.slice(0, Math.max(0, sorted.length - max))) byToken.delete(token);
}

/** Room for one more unanswered invitation: the longest expired ones go (the open ones are bounded apart). */
function makeRoomForOneMore(companyId: string): void {
  const expired = unansweredInvitations(companyId).filter(([, invitation]) => !isOpen(invitation));
  const open = openInvitations(companyId).length;
  keepAtMost(expired, MAX_UNANSWERED_INVITATIONS_PER_COMPANY - 1 - open, (a, b) => a.expiresAt - b.expiresAt);
}

/** A repeated invitation to the same address re-sends its mail at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

function mailInvitation(
  token: string,
  invitation: DbInvitation,
  company: DbCompany,
  inviter: DbUser,
  origin: string,
  // One reading of the clock per request: the week runs from the very moment the mail went.
  at: number,
) {
  const to = { email: invitation.email, first_name: invitation.first_name };
  sendMail('company-invitation', to, origin, token, {
    companyName: company.name,
    invitedBy: `${inviter.first_name} ${inviter.last_name}`.trim(),
  });
  invitation.sentAt = at;
}

/**
 * Answers an unanswered invitation again: a week from now, its mail (the same link) re-sent once
 * RESEND_AFTER_MS has passed since the last. An expired one opens again, within the company's bound.
 */
function renew(
  entry: Entry,
  company: DbCompany,
  inviter: DbUser,
  shopOrigin: string,
  changes: Partial<Pick<DbInvitation, 'first_name' | 'last_name' | 'level'>> = {},
): void {
  const [token, invitation] = entry;
  if (!isOpen(invitation) && openInvitations(company.id).length >= MAX_OPEN_INVITATIONS_PER_COMPANY) {
    throw new HttpError(409, TOO_MANY_INVITATIONS, { details: TOO_MANY_INVITATIONS });
  }
  Object.assign(invitation, changes);
  const at = now();
  invitation.expiresAt = at + INVITATION_TTL_MS;
  if (at - invitation.sentAt >= RESEND_AFTER_MS) {
    mailInvitation(token, invitation, company, inviter, shopOrigin, at);
  }
}

/**
 * Invites `input.email` to join `company`. An unanswered invitation to the same address (open, or
 * expired) is the one answered again (its level and names updated), its mail re-sent once
 * RESEND_AFTER_MS has passed: a double click or a burst of requests sends one mail. 409 past the
 * company's bound.
 */
export function invite(
  company: DbCompany,
  /** As the users tab's invitation reads it: the level filled in. */
  input: Required<OrganisationUserInput>,
  inviter: DbUser,
  shopOrigin: string,
): DbInvitation {
  forgetClosed();
  const earlier = unansweredInvitations(company.id).find(
    ([, invitation]) => invitation.email === input.email,
  );
  if (earlier) {
    const { first_name, last_name, level } = input;
    renew(earlier, company, inviter, shopOrigin, { first_name, last_name, level });
    return earlier[1];
  }
  if (openInvitations(company.id).length >= MAX_OPEN_INVITATIONS_PER_COMPANY) {
    throw new HttpError(409, TOO_MANY_INVITATIONS, { details: TOO_MANY_INVITATIONS });
  }
  makeRoomForOneMore(company.id);
  const at = now();
  const invitation: DbInvitation = {
    id: newId('invitation'),
    companyId: company.id,
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    level: input.level,
    invitedBy: inviter.id,
    expiresAt: at + INVITATION_TTL_MS,
    sentAt: at,
    state: 'pending',
  };
  const token = newToken();
  db().invitations.byToken.set(token, invitation);
  mailInvitation(token, invitation, company, inviter, shopOrigin, at);
  return invitation;
}

export const invitationByToken = (token: string): DbInvitation | undefined =>
  db().invitations.byToken.get(token);

/** The company's invitation with that id, whatever its state, with its token. */
function entryById(companyId: string, invitationId: string): Entry | undefined {
  return companyInvitations(companyId, (invitation) => invitation.id === invitationId)[0];
}

/** As the company's admins see an invitation: never its token (docs/rules.md#pending-invitations). */
export function toCompanyInvitation(invitation: DbInvitation): CompanyInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    level: invitation.level === 'admin' ? 'admin' : 'default',
    sent_at: new Date(invitation.sentAt).toISOString(),
    expires_at: new Date(invitation.expiresAt).toISOString(),
    expired: !isOpen(invitation),
  };
}

/** The company's unanswered invitations (open and expired), newest mail first; at most 100. */
export function unansweredOf(companyId: string): CompanyInvitation[] {
  return unansweredInvitations(companyId)
    .map(([, invitation]) => invitation)
    .sort((a, b) => b.sentAt - a.sentAt || a.email.localeCompare(b.email))
    .map(toCompanyInvitation);
}

/**
 * Sends the company's invitation `invitationId` again, as inviting its address again does: a week
 * from now, the mail at most every RESEND_AFTER_MS. 404 none of the company's, 409 answered (or the
 * open bound reached by an expired one), 410 withdrawn.
 */
export function resendInvitation(
  company: DbCompany,
  invitationId: string,
  inviter: DbUser,
  shopOrigin: string,
): DbInvitation {
  const entry = entryById(company.id, invitationId);
  const invitation = resendable(entry?.[1]);
  if (entry) renew(entry, company, inviter, shopOrigin);
  return invitation;
}

/**
 * Withdraws the company's invitation `invitationId`: its link then answers 'invitation withdrawn'.
 * Again for a withdrawn one changes nothing. 404 none of the company's, 409 answered. The company
 * keeps at most MAX_WITHDRAWN_INVITATIONS_PER_COMPANY withdrawn ones, the earliest forgotten first.
 */
export function withdrawInvitation(company: DbCompany, invitationId: string): DbInvitation {
  const invitation = withdrawable(entryById(company.id, invitationId)?.[1]);
  if (invitation.state === 'withdrawn') return invitation;
  invitation.state = 'withdrawn';
  invitation.withdrawnAt = now();
  const withdrawn = companyInvitations(company.id, (candidate) => candidate.state === 'withdrawn');
  keepAtMost(
    withdrawn,
    MAX_WITHDRAWN_INVITATIONS_PER_COMPANY,
    (a, b) => (a.withdrawnAt ?? 0) - (b.withdrawnAt ?? 0),
  );
  return invitation;
}

/** Withdraws the open invitations of an address that has just become a member another way. */
export function withdrawInvitations(companyId: string, email: string): void {
  for (const [token, invitation] of openInvitations(companyId)) {
    if (invitation.email === email) db().invitations.byToken.delete(token);
  }
}
