/** @jest-environment node */
import crypto from 'node:crypto';
import { BoundedMemo } from '../../mock-server/accounts/boundedMemo';
import {
  hashPassword,
  newSalt,
  PASSWORD_MEMO_CAPACITY,
  passwordMemo,
  verifyPassword,
} from '../../mock-server/accounts/passwords';
import { DEMO_PASSWORD } from './helpers';
import * as demo from '../support/demoAccounts';

describe('BoundedMemo', () => {
  it('keeps at most its capacity, dropping the least recently used first', () => {
    const memo = new BoundedMemo<string, number>(3);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.get('a')).toBe(1); // a is now the most recently used
    memo.set('d', 4);
    expect(memo.size).toBe(3);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.keys()).toEqual(['c', 'a', 'd']);
  });

  it('replacing a key does not grow it', () => {
    const memo = new BoundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('a', 2);
    expect(memo.size).toBe(1);
    expect(memo.get('a')).toBe(2);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new BoundedMemo(0)).toThrow('capacity');
  });
});

describe('the password memo', () => {
  it('holds 1,000 hashes at most: a flood of distinct guesses evicts the oldest, not memory', async () => {
    expect(passwordMemo.capacity).toBe(PASSWORD_MEMO_CAPACITY);
    expect(PASSWORD_MEMO_CAPACITY).toBe(1000);
    // Filling it with made-up entries stands in for 1,000 hashed guesses (each takes tens of ms).
    for (let n = 0; n < PASSWORD_MEMO_CAPACITY; n += 1) passwordMemo.set(`filler-${n}`, 'x');
    const salt = newSalt();
    const hash = await hashPassword('A-real-guess-1', salt);
    expect(passwordMemo.size).toBe(PASSWORD_MEMO_CAPACITY);
    expect(passwordMemo.keys()).not.toContain('filler-0');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The remembered hash answers the next check of the same password.
    expect(await verifyPassword('A-real-guess-1', { salt, hash })).toBe(true);
    expect(await verifyPassword('A-real-guess-2', { salt, hash })).toBe(false);
    expect(passwordMemo.size).toBe(PASSWORD_MEMO_CAPACITY);
  });

  it('hashes off the event loop: a timer set before a hash fires before it resolves', async () => {
    const events: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('timer');
        resolve();
      }, 0),
    );
    const hashed = hashPassword(`Not-memoised-${Math.random()}`, newSalt()).then(() => events.push('hash'));
    await Promise.all([timer, hashed]);
    expect(events).toEqual(['timer', 'hash']);
  });
});

describe('the seed passwords', () => {
  it('a reset hashes none of them; a seed user’s first right login hashes hers once, off the event loop', async () => {
    const scryptSync = jest.spyOn(crypto, 'scryptSync');
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      // Fresh modules, so no memo from the resets before this test answers for the seed.
      await jest.isolateModulesAsync(async () => {
        const { seedAccounts } = await import('../../mock-server/accounts/seed');
        const passwords = await import('../../mock-server/accounts/passwords');
        const users = [...seedAccounts().users.values()];
        expect(users.length).toBeGreaterThan(10);
        expect(scryptSync).not.toHaveBeenCalled();
        expect(scrypt).not.toHaveBeenCalled();

        const anna = users.find((user) => user.email === demo.anna.email)!;
        expect(await passwords.verifyPassword(DEMO_PASSWORD, anna.password)).toBe(true);
        expect(scrypt).toHaveBeenCalledTimes(1);
        // The stored hash is the one the login just made, not a second, blocking one.
        expect(scryptSync).not.toHaveBeenCalled();
        expect(await passwords.verifyPassword('Not-her-password-1', anna.password)).toBe(false);
      });
    } finally {
      scryptSync.mockRestore();
      scrypt.mockRestore();
    }
  });
});
