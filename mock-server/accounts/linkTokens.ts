import { db } from '../db';
import { now } from '../kit/clock';
import { newToken } from '../kit/ids';
import type { AccountsDb, LinkToken, MailKind } from './types';

/** Lifetimes on the mock clock. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

type Store = AccountsDb['verifyTokens'];

function store(kind: MailKind): Store {
  const { accounts } = db();
  return kind === 'verify-email' ? accounts.verifyTokens : accounts.resetTokens;
}

function dropUserTokens(tokens: Store, userId: string): void {
  for (const [token, entry] of tokens) if (entry.userId === userId) tokens.delete(token);
}

/**
 * A new single-use link token. A new reset link replaces the user's earlier
 * ones (a real shop does this so an old mail cannot change the password);
 * verification links stay valid side by side until used or expired, since
 * verifying an address twice does no harm.
 */
export function issueLinkToken(kind: MailKind, userId: string): string {
  const tokens = store(kind);
  if (kind === 'reset-password') dropUserTokens(tokens, userId);
  const token = newToken();
  const ttl = kind === 'verify-email' ? VERIFY_LINK_TTL_MS : RESET_LINK_TTL_MS;
  tokens.set(token, { userId, expiresAt: now() + ttl });
  return token;
}

export type LinkCheck = { state: 'valid'; entry: LinkToken } | { state: 'unknown' } | { state: 'expired' };

/** Looks a token up without using it, so a failing request (a weak password) keeps the link usable. */
export function checkLinkToken(kind: MailKind, token: string): LinkCheck {
  const entry = store(kind).get(token);
  if (!entry || !db().accounts.users.has(entry.userId)) return { state: 'unknown' };
  return entry.expiresAt > now() ? { state: 'valid', entry } : { state: 'expired' };
}

/** Uses a token up together with the user's other tokens of that kind: they are all spent. */
export function spendLinkTokens(kind: MailKind, userId: string): void {
  dropUserTokens(store(kind), userId);
}

/** Forgets every link token of a deleted user. */
export function dropAllLinkTokens(userId: string): void {
  dropUserTokens(store('verify-email'), userId);
  dropUserTokens(store('reset-password'), userId);
}
