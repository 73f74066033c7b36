import { resetFaults } from './control/faults';
import type { Domains } from './domains';
import { resetClock } from './kit/clock';
import { resetIdempotency } from './kit/idempotency';
import { clearLog } from './kit/log';

/** The in-memory database: each domain's slice under its name. */
export type Database = { [D in Domains[number] as D['name']]: ReturnType<D['seed']> };

// domains.ts hands its seeding over when it loads. Importing the list here instead would put every
// handler (they all read db()) in an import cycle through it.
let seedAll: (() => Database) | undefined;
// Seeded on first use, once the list has loaded.
let database: Database | undefined;

/** Called once by domains.ts: how to seed every registered domain. */
export function provideSeed(seed: () => Database): void {
  seedAll = seed;
}

function seed(): Database {
  if (!seedAll)
    throw new Error('mock-server/domains.ts is not loaded: import the handlers before using db()');
  return seedAll();
}

/** The live database; handlers read and change it in place. */
export function db(): Database {
  database ??= seed();
  return database;
}

/**
 * Puts the whole mock back to its start state: the seed, no sessions or
 * tokens, no faults, the real clock, an empty log and no remembered idempotency keys. Tests call it before each test.
 */
export function resetDatabase(): void {
  database = seed();
  resetFaults();
  resetClock();
  clearLog();
  resetIdempotency();
}
