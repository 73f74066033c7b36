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
};

const subjects: Record<MailKind, string> = {
  'verify-email': 'Verify your e-mail address',
  'reset-password': 'Choose a new password',
};

/** The accessible name of the link on the outbox page. */
export const linkNames: Record<MailKind, string> = {
  'verify-email': 'Verify e-mail address',
  'reset-password': 'Choose a new password',
};

function mailText(kind: MailKind, user: DbUser, link: string): string {
  const greeting = `Hi ${user.first_name},`;
  return kind === 'verify-email'
    ? `${greeting}\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 24 hours.`
    : `${greeting}\n\nChoose a new password by opening this link:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.`;
}

export function linkFor(kind: MailKind, origin: string, token: string): string {
  return `${origin}${routes[kind]}?token=${encodeURIComponent(token)}`;
}

export function sendMail(kind: MailKind, user: DbUser, origin: string, token: string): OutboxMail {
  const link = linkFor(kind, origin, token);
  const mail: OutboxMail = {
    id: newId('mail'),
    to: user.email,
    subject: subjects[kind],
    text: mailText(kind, user, link),
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
