import { db } from '../db';
import { now } from '../kit/clock';

// Slows down password guessing per account: after MAX_FAILED_LOGINS wrong passwords within the
// window, every login of that account is refused for LOCKOUT_MS, the right password too.

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'too many attempts';

/**
 * Counts a login attempt for the account before its password is checked, or, when the account is
 * locked, answers how many seconds are left (and counts nothing).
 *
 * The attempt counts as a failure up front because hashing takes a while: guesses sent in
 * parallel would otherwise all be checked before the first failure is recorded. The fifth
 * counted attempt locks the account at once; if it turns out to be the right password,
 * resetLoginAttempts() lifts the lock again.
 */
export function countLoginAttempt(userId: string): { retryAfterSeconds: number } | null {
  const attempts = db().accounts.loginAttempts;
  const at = now();
  const entry = attempts.get(userId) ?? { failures: [], lockedUntil: 0 };
  if (entry.lockedUntil > at) {
    return { retryAfterSeconds: Math.max(1, Math.ceil((entry.lockedUntil - at) / 1000)) };
  }
  if (entry.lockedUntil !== 0) {
    // A lock that has run out starts the count afresh.
    entry.failures = [];
    entry.lockedUntil = 0;
  }
  entry.failures = entry.failures.filter((t) => t > at - FAILED_LOGIN_WINDOW_MS);
  entry.failures.push(at);
  if (entry.failures.length >= MAX_FAILED_LOGINS) entry.lockedUntil = at + LOCKOUT_MS;
  attempts.set(userId, entry);
  return null;
}

/** The right password, a password reset or a deleted account: the count starts over. */
export function resetLoginAttempts(userId: string): void {
  db().accounts.loginAttempts.delete(userId);
}
