/** @jest-environment node */
import { db, resetDatabase, seedSlice } from '../../mock-server/db';
import { scryptCost } from '../../mock-server/accounts/passwords';

describe('the mock database after a reset', () => {
  it('seeds a slice when first read, equal to its seed, and keeps it until the next reset', () => {
    resetDatabase();
    const users = db().accounts;
    expect([...users.users.keys()]).toEqual([...seedSlice('accounts').users.keys()]);
    expect(db().accounts).toBe(users);
    resetDatabase();
    expect(db().accounts).not.toBe(users);
  });

  it('lists every slice, as a seeded database does', () => {
    resetDatabase();
    expect(Object.keys(db())).toEqual(expect.arrayContaining(['shopper', 'accounts', 'orders', 'uploads']));
  });

  it('forgets what a test changed', () => {
    resetDatabase();
    db().accounts.users.clear();
    resetDatabase();
    expect(db().accounts.users.size).toBeGreaterThan(0);
  });
});

describe('the test-only scrypt cost', () => {
  const saved = process.env.MOCK_SCRYPT_COST;
  afterEach(() => {
    process.env.MOCK_SCRYPT_COST = saved;
  });

  it("is node's default unless set", () => {
    delete process.env.MOCK_SCRYPT_COST;
    expect(scryptCost()).toBeUndefined();
  });

  it('takes a power of two from 1024 up and refuses anything else', () => {
    process.env.MOCK_SCRYPT_COST = '2048';
    expect(scryptCost()).toBe(2048);
    for (const value of ['512', '3000', 'abc', '-1024']) {
      process.env.MOCK_SCRYPT_COST = value;
      expect(() => scryptCost()).toThrow(/power of two/);
    }
  });
});
