/** @jest-environment node */
import { controlHandlers } from '../../mock-server/control/handlers';
import { db, resetDatabase } from '../../mock-server/db';
import { domains } from '../../mock-server/domains';
import { marketsSeed, seedSlice } from '../../mock-server/fixtures';
import { malformedPathHandler } from '../../mock-server/kit/paths';
import { handlers } from '../../mock-server/node';
import { NORDIC_PRINT_ID, nordicPrint } from '../support/demoAccounts';

describe('the domain list', () => {
  it('gives the database one slice per domain, named after it', () => {
    resetDatabase();
    expect(Object.keys(db())).toEqual(domains.map((domain) => domain.name));
  });

  it('seeds from db.ts alone, in a fresh module registry without the domain list', async () => {
    await jest.isolateModulesAsync(async () => {
      const alone = await import('../../mock-server/db');
      alone.resetDatabase();
      expect(Object.keys(alone.db())).toEqual(domains.map((domain) => domain.name));
    });
  });

  it('orders the handlers: mis-encoded paths, control surface, fault handler, idempotency replay, then each domain in list order', () => {
    const backends = domains.flatMap((domain) => domain.handlers);
    expect(handlers[0]).toBe(malformedPathHandler);
    expect(handlers.slice(1, controlHandlers.length + 1)).toEqual(controlHandlers);
    expect(handlers.slice(controlHandlers.length + 3)).toEqual(backends);
    expect(handlers).toHaveLength(controlHandlers.length + 3 + backends.length);
    expect(new Set(domains.map((domain) => domain.name)).size).toBe(domains.length);
  });

  it('reaches the seed of any domain through the fixtures barrel', () => {
    expect(seedSlice('management').markets).toEqual(marketsSeed);
    expect(seedSlice('companies').get(NORDIC_PRINT_ID)?.name).toBe(nordicPrint.name);
  });
});
