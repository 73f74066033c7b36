import { db } from '../db';
import { now } from '../kit/clock';
import { newToken } from '../kit/ids';
import type { DbUser } from './types';
import { failure } from './validation';

// Organisation sign-up makes its contact person a company admin in the business store group. Only
// the user the same sign-up just created may become that: user creation hands out a token bound to
// that user, and organisation sign-up takes the user from it and checks the body's user_id against it.

/** Long enough to fill in the company part of the form; mock-clock milliseconds. */
export const SIGNUP_TOKEN_TTL_MS = 30 * 60 * 1000;

export const SIGNUP_TOKEN_REQUIRED = 'signup token required';
export const SIGNUP_TOKEN_INVALID = 'invalid signup token';
/** create-verify-link's answer while the organisation of the sign-up is still missing. */
export const ORGANISATION_SIGNUP_OPEN = 'organisation signup not completed';

/**
 * A token for the user a sign-up just created (or resumed). It replaces the user's earlier
 * tokens, so only the latest sign-up attempt can attach the user to a company.
 */
export function issueSignupToken(userId: string, forOrganisation: boolean): string {
  const tokens = db().accounts.signupTokens;
  // Expired tokens are dropped here, so sign-ups that never reach the organisation step do not pile up.
  for (const [token, entry] of tokens) {
    if (entry.expiresAt <= now() || entry.userId === userId) tokens.delete(token);
  }
  const token = newToken();
  tokens.set(token, { userId, expiresAt: now() + SIGNUP_TOKEN_TTL_MS, forOrganisation });
  return token;
}

/**
 * The user a live token was issued for, without using it up (a body the organisation sign-up
 * refuses leaves it usable). No token → 401; unknown, spent, expired or its user gone → 403.
 */
export function signupTokenUser(token: string): DbUser {
  if (!token) throw failure(401, SIGNUP_TOKEN_REQUIRED);
  const entry = db().accounts.signupTokens.get(token);
  const user = entry && entry.expiresAt > now() ? db().accounts.users.get(entry.userId) : undefined;
  if (!user) throw failure(403, SIGNUP_TOKEN_INVALID);
  return user;
}

export function spendSignupToken(token: string): void {
  db().accounts.signupTokens.delete(token);
}

/**
 * Whether the user's organisation sign-up is under way: a live token issued for one, and no
 * company yet. Until it completes (or its token expires and the account is an ordinary customer
 * account) no verification mail goes out, so nobody confirms an account whose company is missing.
 */
export function organisationSignupOpen(user: DbUser): boolean {
  if (user.organisations.length > 0) return false;
  for (const entry of db().accounts.signupTokens.values()) {
    if (entry.userId === user.id && entry.forOrganisation && entry.expiresAt > now()) return true;
  }
  return false;
}

/** Forgets every sign-up token of a deleted user. */
export function dropSignupTokens(userId: string): void {
  const tokens = db().accounts.signupTokens;
  for (const [token, entry] of tokens) if (entry.userId === userId) tokens.delete(token);
}
