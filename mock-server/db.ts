import { resetFaults } from './control/faults';
import { domains, type Domains } from './domains';
import { resetClock } from './kit/clock';
import { clearLog } from './kit/log';

/** The in-memory database: each domain's slice under its name. */
export type Database = { [D in Domains[number] as D['name']]: ReturnType<D['seed']> };

function seed(): Database {
  return Object.fromEntries(domains.map((domain) => [domain.name, domain.seed()])) as Database;
}

// Seeded on first use rather than at import: the domains import this module, so
// the list is complete only once every import has run.
let database: Database | undefined;

/** The live database; handlers read and change it in place. */
export function db(): Database {
  database ??= seed();
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
