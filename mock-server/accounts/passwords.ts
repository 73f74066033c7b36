import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt is deliberately slow; tests reset the database before every test, so
// the same (salt, password) pair is hashed once per process and remembered.
// The memo is keyed by a digest so no password sits in memory in clear text.
const memo = new Map<string, string>();

export function hashPassword(password: string, salt: string): string {
  const key = createHash('sha256').update(`${salt}\0${password}`).digest('hex');
  let hash = memo.get(key);
  if (hash === undefined) {
    hash = scryptSync(password, salt, 32).toString('hex');
    memo.set(key, hash);
  }
  return hash;
}

export function verifyPassword(password: string, stored: { salt: string; hash: string }): boolean {
  const actual = Buffer.from(hashPassword(password, stored.salt), 'hex');
  const expected = Buffer.from(stored.hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A per-user salt that is the same on every seed, so resets are identical. */
export function seedSalt(userId: string): string {
  return createHash('sha256').update(`mock-seed-salt:${userId}`).digest('hex').slice(0, 32);
}

/** A fresh random salt for a password set at run time (sign-up, reset). */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The stored form of a password chosen at run time. */
export function storedPassword(password: string): { salt: string; hash: string } {
  const salt = newSalt();
  return { salt, hash: hashPassword(password, salt) };
}
