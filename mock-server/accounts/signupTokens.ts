import { db } from '../db';
import { now } from '../kit/clock';
import { newToken } from '../kit/ids';
import type { DbUser } from './types';
import { failure } from './validation';

// Organisation sign-up makes its contact person a company admin in the business store group. Only
// the user the same sign-up just created may become that: user creation hands out a token bound to
// that user, and organisation sign-up takes the user from it, never from an id in the body.

/** Long enough to fill in the company part of the form; mock-clock milliseconds. */
export const SIGNUP_TOKEN_TTL_MS = 30 * 60 * 1000;

export const SIGNUP_TOKEN_REQUIRED = 'signup token required';
export const SIGNUP_TOKEN_INVALID = 'invalid signup token';

export function issueSignupToken(userId: string): string {
  const tokens = db().accounts.signupTokens;
  // Expired tokens are dropped here, so sign-ups that never reach the organisation step do not pile up.
  for (const [token, entry] of tokens) if (entry.expiresAt <= now()) tokens.delete(token);
  const token = newToken();
  tokens.set(token, { userId, expiresAt: now() + SIGNUP_TOKEN_TTL_MS });
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

/** Forgets every sign-up token of a deleted user. */
export function dropSignupTokens(userId: string): void {
  const tokens = db().accounts.signupTokens;
  for (const [token, entry] of tokens) if (entry.userId === userId) tokens.delete(token);
}
