import { db } from '../db';
import { now } from '../kit/clock';
import { newId } from '../kit/ids';
import type { DbUser, MailKind, OutboxMail } from './types';

// The mock sends no real e-mail: mails land in the outbox, which a mock-only
// page lists with working links so a person or a browser test can follow them.

/** The app's routes the links open (src/core/paths.ts). */
const routes: Record<MailKind, string> = {
  'verify-email': '/verify-email/',
  'reset-password': '/new-password/',
  'company-invitation': '/invitation/',
};

const subjects: Record<MailKind, string> = {
  'verify-email': 'Verify your e-mail address',
  'reset-password': 'Choose a new password',
  'company-invitation': 'You are invited to a company account',
};

/** The accessible name of the link on the outbox page. */
export const linkNames: Record<MailKind, string> = {
  'verify-email': 'Verify e-mail address',
  'reset-password': 'Choose a new password',
  'company-invitation': 'Answer the invitation',
};

/** Who a mail goes to: an account, or the person an invitation names. */
export type Recipient = Pick<DbUser, 'email' | 'first_name'>;

/** What a mail says beside its link; an invitation names the company and who invited. */
export interface MailContext {
  companyName?: string;
  invitedBy?: string;
}

function mailText(kind: MailKind, to: Recipient, link: string, context: MailContext): string {
  const greeting = `Hi ${to.first_name},`;
  switch (kind) {
    case 'verify-email':
      return `${greeting}\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 24 hours.`;
    case 'reset-password':
      return `${greeting}\n\nChoose a new password by opening this link:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.`;
    case 'company-invitation':
      return `${greeting}\n\n${context.invitedBy ?? 'An administrator'} invites you to order for ${context.companyName ?? 'a company'}. Accept or decline here:\n${link}\n\nThe link is valid for 7 days. Nothing changes until you accept.`;
  }
}

export function linkFor(kind: MailKind, origin: string, token: string): string {
  return `${origin}${routes[kind]}?token=${encodeURIComponent(token)}`;
}

export function sendMail(
  kind: MailKind,
  to: Recipient,
  origin: string,
  token: string,
  context: MailContext = {},
): OutboxMail {
  const link = linkFor(kind, origin, token);
  const mail: OutboxMail = {
    id: newId('mail'),
    to: to.email,
    subject: subjects[kind],
    text: mailText(kind, to, link, context),
    link,
    kind,
    sentAt: new Date(now()).toISOString(),
  };
  db().accounts.outbox.push(mail);
  return mail;
}

/** Newest first; `to` (any case) keeps only one recipient's mails. */
export function listMails(to?: string | null): OutboxMail[] {
  const wanted = to?.trim().toLowerCase();
  return db()
    .accounts.outbox.filter((mail) => !wanted || mail.to === wanted)
    .reverse()
    .map((mail) => ({ ...mail }));
}
