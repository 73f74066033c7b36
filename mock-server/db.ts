import { seedAccounts } from './accounts/seed';
import { seedCatalog } from './catalog/seed';
import { seedCheckout } from './checkout/seed';
import { seedCompanies } from './companies/seed';
import { resetFaults } from './control/faults';
import { seedInvitations } from './invitations/seed';
import { resetClock } from './kit/clock';
import { resetIdempotency } from './kit/idempotency';
import { clearLog } from './kit/log';
import { seedManagement } from './management/seed';
import { seedNewsletter } from './newsletter/seed';
import { seedOrders } from './orders/seed';
import { seedProviders } from './providers/seed';
import { seedProxy } from './proxy/seed';
import { seedShopper } from './shopper/seed';
import { clearFileBytes } from './uploads/fileBytes';
import { seedUploads } from './uploads/seed';

/**
 * Every slice of the database: the domain's name (`db().<name>`) and the function in its seed.ts
 * that builds a fresh slice, called on every start and reset. Only the seeds: a domain's handlers
 * read db() and are listed in domains.ts, in the same order, so nothing here imports them back.
 */
const seeds = {
  shopper: seedShopper,
  checkout: seedCheckout,
  catalog: seedCatalog,
  invitations: seedInvitations,
  accounts: seedAccounts,
  proxy: seedProxy,
  management: seedManagement,
  companies: seedCompanies,
  orders: seedOrders,
  providers: seedProviders,
  uploads: seedUploads,
  newsletter: seedNewsletter,
} as const;

/** The in-memory database: each domain's slice under its name. */
export type Database = { [Name in keyof typeof seeds]: ReturnType<(typeof seeds)[Name]> };

// The same record, typed name by name: `slices[name]()` is that name's slice.
const slices: { [Name in keyof Database]: () => Database[Name] } = seeds;

/** A fresh slice of one domain, as every start and reset seeds it (tests: `seedSlice` of fixtures/). */
export function seedSlice<Name extends keyof Database>(name: Name): Database[Name] {
  return slices[name]();
}

/**
 * A database whose slices are seeded when first read: a test (or a request) that touches the cart
 * does not pay for seeding orders, companies and accounts, and a reset costs nothing until used.
 * Each getter replaces itself with the slice, so later reads are plain property reads.
 */
function seed(): Database {
  const database = {} as Database;
  for (const name of Object.keys(slices) as (keyof Database)[]) {
    Object.defineProperty(database, name, {
      enumerable: true,
      configurable: true,
      get() {
        const slice = slices[name]();
        Object.defineProperty(database, name, { value: slice, enumerable: true, writable: true });
        return slice;
      },
    });
  }
  return database;
}

// Seeded on first use.
let database: Database | undefined;

/** The live database; handlers read and change it in place. */
export function db(): Database {
  database ??= seed();
  return database;
}

/**
 * Puts the whole mock back to its start state: the seed, no sessions or
 * tokens, no uploaded files (their bytes on disk deleted), no faults, the real clock, an empty log and no remembered idempotency keys. Tests call it before each test.
 */
export function resetDatabase(): void {
  database = seed();
  clearFileBytes();
  resetFaults();
  resetClock();
  clearLog();
  resetIdempotency();
}
