import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { BoundedMemo } from './boundedMemo';

// scrypt is deliberately slow (tens of milliseconds of CPU). At request time it runs on libuv's
// thread pool, so a burst of logins does not stop the event loop answering other requests.
// Memos are keyed by a digest so no password sits in memory in clear text.

const KEY_LENGTH = 32;

/**
 * scrypt's cost parameter N: node's default (16384) unless MOCK_SCRYPT_COST names another power of
 * two from 1024 up. Only the jest setup sets it (test/setup/afterEnv.ts): the tests sign up and log
 * in hundreds of times, and a lower N keeps each hash real scrypt, salted and off the event loop,
 * at a fraction of the CPU. Read at each hash, so a test process and the servers it starts agree.
 */
export function scryptCost(): number | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env.MOCK_SCRYPT_COST;
  if (value === undefined || value === '') return undefined;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 1024 || (cost & (cost - 1)) !== 0) {
    throw new Error(`MOCK_SCRYPT_COST must be a power of two from 1024 up, not '${value}'`);
  }
  return cost;
}

/** scrypt's options: none (node's defaults) unless the cost is set. */
function scryptOptions(): { N: number } | undefined {
  const cost = scryptCost();
  return cost === undefined ? undefined : { N: cost };
}

/** How many run-time (salt, password) hashes are remembered; a flood of guesses evicts the oldest. */
export const PASSWORD_MEMO_CAPACITY = 1000;

/** Run-time hashes (sign-up, reset, login attempts); exported for the memo's own test. */
export const passwordMemo = new BoundedMemo<string, string>(PASSWORD_MEMO_CAPACITY);

/**
 * Seed hashes: the seed is fixed and every test resets to it, so each seed user's hash is
 * computed at most once per process. Only the seed writes here, which keeps it as small as the seed.
 */
const seedMemo = new Map<string, string>();

const memoKey = (password: string, salt: string) =>
  createHash('sha256')
    .update(`${scryptCost() ?? 'default'}\0${salt}\0${password}`)
    .digest('hex');

function scryptAsync(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key));
    const options = scryptOptions();
    if (options) scrypt(password, salt, KEY_LENGTH, options, done);
    else scrypt(password, salt, KEY_LENGTH, done);
  });
}

/** The hash of a password chosen or tried at run time; off the event loop. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = memoKey(password, salt);
  const known = seedMemo.get(key) ?? passwordMemo.get(key);
  if (known !== undefined) return known;
  const hash = (await scryptAsync(password, salt)).toString('hex');
  passwordMemo.set(key, hash);
  return hash;
}

/**
 * The hash of a seed password, read when a login first compares against it. Synchronous because
 * the seed's user record holds it as a plain field; a login with the right password has just
 * hashed the same (salt, password) off the event loop, so the memo usually answers.
 */
export function seedPasswordHash(password: string, salt: string): string {
  const key = memoKey(password, salt);
  let hash = seedMemo.get(key) ?? passwordMemo.get(key);
  if (hash === undefined) {
    const options = scryptOptions();
    hash = (
      options ? scryptSync(password, salt, KEY_LENGTH, options) : scryptSync(password, salt, KEY_LENGTH)
    ).toString('hex');
    seedMemo.set(key, hash);
  }
  return hash;
}

export async function verifyPassword(
  password: string,
  stored: { salt: string; hash: string },
): Promise<boolean> {
  const actual = Buffer.from(await hashPassword(password, stored.salt), 'hex');
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
export async function storedPassword(password: string): Promise<{ salt: string; hash: string }> {
  const salt = newSalt();
  return { salt, hash: await hashPassword(password, salt) };
}
