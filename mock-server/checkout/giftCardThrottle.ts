import { db } from '../db';
import { now } from '../kit/clock';
import type { PinAttempts } from './types';

// Slows down PIN guessing, like accounts/loginThrottle.ts, at two levels. Per card and shopper:
// after MAX_WRONG_PINS wrong PINs within the window that shopper is refused the card for
// PIN_LOCKOUT_MS, the right PIN too; other shoppers are not, so one shopper's guessing (or typing)
// cannot lock the owner out of her own card. Per card: a guesser can start a new cart for every
// five guesses, so MAX_WRONG_PINS_PER_CARD wrong PINs within the window from anyone lock the card
// for everyone. The right PIN starts its shopper's count over, never the card's: a guesser would
// otherwise only need the owner to use the card now and then.
//
// The shopper is the checkout's cart: a new checkout session of the same cart counts on.
//
// A number that is no card counts exactly as a wrong PIN and answers the same, so the answers
// cannot tell real numbers from made-up ones (an unknown number once answered 400 forever, a real
// one 429 after five guesses). A shopper trying many numbers is stopped by a third count, over
// every number they try (MAX_WRONG_CARDS_PER_SHOPPER). The counts are held for at most
// MAX_PIN_ENTRIES numbers and shoppers: past it the oldest entries without a lock go first.

export const MAX_WRONG_PINS = 5;
export const MAX_WRONG_PINS_PER_CARD = 20;
export const WRONG_PIN_WINDOW_MS = 15 * 60 * 1000;
export const PIN_LOCKOUT_MS = 15 * 60 * 1000;
/** Wrong tries of one shopper within the window, over every number, that lock their gift cards. */
export const MAX_WRONG_CARDS_PER_SHOPPER = 20;
/** Entries the counts keep at most (numbers and shoppers). */
export const MAX_PIN_ENTRIES = 20_000;

// The three kinds of entry share one map; a cart id holds no '|', so the keys cannot meet.
const cardKey = (code: string) => `card:${code}`;
const shopperKey = (code: string, cartId: string) => `shopper:${cartId}|${code}`;
const shopperAnyKey = (cartId: string) => `shopper-any:${cartId}`;

/** Seconds left of one entry's lock, or null; an expired lock is forgotten (its count with it). */
function lockOf(key: string, at: number): number | null {
  const attempts = db().checkout.pinAttempts;
  const entry = attempts.get(key);
  if (!entry) return null;
  if (entry.lockedUntil > at) return Math.max(1, Math.ceil((entry.lockedUntil - at) / 1000));
  if (entry.lockedUntil !== 0) attempts.delete(key);
  return null;
}

/**
 * Seconds left of the lock on the card for this shopper (theirs or everyone's, the longer), or
 * null when they may try it.
 */
export function pinLock(code: string, cartId: string): { retryAfterSeconds: number } | null {
  const at = now();
  const seconds = [
    lockOf(shopperKey(code, cartId), at),
    lockOf(cardKey(code), at),
    lockOf(shopperAnyKey(cartId), at),
  ].filter((left): left is number => left !== null);
  return seconds.length === 0 ? null : { retryAfterSeconds: Math.max(...seconds) };
}

function count(key: string, limit: number, at: number): void {
  const attempts = db().checkout.pinAttempts;
  const entry: PinAttempts = attempts.get(key) ?? { failures: [], lockedUntil: 0 };
  entry.failures = entry.failures.filter((t) => t > at - WRONG_PIN_WINDOW_MS);
  entry.failures.push(at);
  if (entry.failures.length >= limit) entry.lockedUntil = at + PIN_LOCKOUT_MS;
  attempts.set(key, entry);
}

/**
 * Entries with neither a lock nor a failure in the window count for nothing: the map keeps only
 * live ones, and room for three more under MAX_PIN_ENTRIES (the oldest unlocked go first, then
 * the oldest).
 */
function forgetStale(at: number): void {
  const attempts = db().checkout.pinAttempts;
  for (const [key, entry] of attempts) {
    const live = entry.lockedUntil > at || entry.failures.some((t) => t > at - WRONG_PIN_WINDOW_MS);
    if (!live) attempts.delete(key);
  }
  const room = MAX_PIN_ENTRIES - 3;
  for (const [key, entry] of attempts) {
    if (attempts.size <= room) return;
    if (entry.lockedUntil <= at) attempts.delete(key);
  }
  for (const key of attempts.keys()) {
    if (attempts.size <= room) return;
    attempts.delete(key);
  }
}

/**
 * Counts a wrong PIN, or a number that is no card, for the shopper and the number and for the
 * shopper over all numbers; any of their limits within the window locks.
 */
export function countWrongPin(code: string, cartId: string): void {
  const at = now();
  forgetStale(at);
  count(shopperKey(code, cartId), MAX_WRONG_PINS, at);
  count(cardKey(code), MAX_WRONG_PINS_PER_CARD, at);
  count(shopperAnyKey(cartId), MAX_WRONG_CARDS_PER_SHOPPER, at);
}

/** The right PIN: the shopper's count starts over; the card's stays (see above). */
export function resetPinAttempts(code: string, cartId: string): void {
  db().checkout.pinAttempts.delete(shopperKey(code, cartId));
}
