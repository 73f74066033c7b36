import { seedAccounts } from '../fixtures/accounts';
import { seedCatalog } from '../fixtures/catalog';
import { companiesSeed } from '../fixtures/companies';
import { marketsSeed, storeGroupsSeed } from '../fixtures/markets';
import { settingsSeed } from '../fixtures/settings';
import { DEMO_PASSWORD, usersSeed } from '../fixtures/users';
import { resetClock } from '../clock';
import { resetFaults } from '../faults';
import { clearLog } from '../log';
import { hashPassword, seedSalt } from './passwords';
import type { Database, DbUser } from './types';

export type * from './types';

function seed(): Database {
  const users = usersSeed.map((u): DbUser => {
    const salt = seedSalt(u.id);
    return {
      ...structuredClone(u),
      email: u.email.toLowerCase(),
      password: { salt, hash: hashPassword(DEMO_PASSWORD, salt) },
    };
  });
  return {
    settings: structuredClone(settingsSeed),
    markets: structuredClone(marketsSeed),
    storeGroups: structuredClone(storeGroupsSeed),
    users: new Map(users.map((u) => [u.id, u])),
    companies: new Map(companiesSeed.map((c) => [c.id, structuredClone(c)])),
    carts: new Map(),
    cartSessions: new Map(),
    managementTokens: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    proxyManagementToken: null,
    catalog: seedCatalog(),
    accounts: seedAccounts(),
  };
}

let database: Database = seed();

/** The live database; handlers read and change it in place. */
export function db(): Database {
  return database;
}

/**
 * Puts the whole mock back to its start state: the seed, no sessions or
 * tokens, no faults, the real clock and an empty log. Tests call it before each test.
 */
export function resetDatabase(): void {
  database = seed();
  resetFaults();
  resetClock();
  clearLog();
}

export function findUserByEmail(email: string): DbUser | undefined {
  const wanted = email.trim().toLowerCase();
  for (const user of database.users.values()) if (user.email === wanted) return user;
  return undefined;
}
