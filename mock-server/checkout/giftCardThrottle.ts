import { db } from '../db';
import { now } from '../kit/clock';

// Slows down PIN guessing per card, like accounts/loginThrottle.ts: after MAX_WRONG_PINS wrong PINs
// within the window the card is refused for LOCKOUT_MS, the right PIN too.

export const MAX_WRONG_PINS = 5;
export const WRONG_PIN_WINDOW_MS = 15 * 60 * 1000;
export const PIN_LOCKOUT_MS = 15 * 60 * 1000;

/** Seconds left of the card's lock, or null when it is not locked (an expired lock is forgotten). */
export function pinLock(code: string): { retryAfterSeconds: number } | null {
  const attempts = db().checkout.pinAttempts;
  const entry = attempts.get(code);
  if (!entry) return null;
  const at = now();
  if (entry.lockedUntil > at) {
    return { retryAfterSeconds: Math.max(1, Math.ceil((entry.lockedUntil - at) / 1000)) };
  }
  if (entry.lockedUntil !== 0) attempts.delete(code);
  return null;
}

/** Counts a wrong PIN; the MAX_WRONG_PINS-th within the window locks the card. */
export function countWrongPin(code: string): void {
  const attempts = db().checkout.pinAttempts;
  const at = now();
  const entry = attempts.get(code) ?? { failures: [], lockedUntil: 0 };
  entry.failures = entry.failures.filter((t) => t > at - WRONG_PIN_WINDOW_MS);
  entry.failures.push(at);
  if (entry.failures.length >= MAX_WRONG_PINS) entry.lockedUntil = at + PIN_LOCKOUT_MS;
  attempts.set(code, entry);
}

/** The right PIN: the count starts over. */
export function resetPinAttempts(code: string): void {
  db().checkout.pinAttempts.delete(code);
}
