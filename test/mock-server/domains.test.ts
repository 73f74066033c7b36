import { controlHandlers } from '../../mock-server/control/handlers';
import { faultHandler } from '../../mock-server/control/faultHandler';
import { db, resetDatabase } from '../../mock-server/db';
import { domains } from '../../mock-server/domains';
import { marketsSeed, seedSlice } from '../../mock-server/fixtures';
import { handlers } from '../../mock-server/node';

describe('the domain list', () => {
  it('gives the database one slice per domain, named after it', () => {
    resetDatabase();
    expect(Object.keys(db())).toEqual(domains.map((domain) => domain.name));
  });

  it('orders the handlers: control surface, fault handler, then each domain in list order', () => {
    expect(handlers).toEqual([
      ...controlHandlers,
      faultHandler,
      ...domains.flatMap((domain) => domain.handlers),
    ]);
    expect(new Set(domains.map((domain) => domain.name)).size).toBe(domains.length);
  });

  it('reaches the seed of any domain through the fixtures barrel', () => {
    expect(seedSlice('management').markets).toEqual(marketsSeed);
    expect(seedSlice('companies').get('company-nordic-print')?.name).toBe('Nordic Print AB');
  });
});
