/** @jest-environment node */
import { db, resetDatabase } from '../../mock-server/db';
import { call, login, withMockBackend } from './helpers';
import { anna, FJORD_DESIGN_ID, NORDIC_PRINT_ID, nordicPrint } from '../support/demoAccounts';

withMockBackend();

describe('control surface', () => {
  it('reset restores the seed and forgets sessions and tokens', async () => {
    const started = await call<{ token: string }>('POST', '/shopper/sessions/start', {
      body: { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' },
    });
    const { access_token } = await login(anna.email);
    db().accounts.users.get(anna.id)!.first_name = 'Changed';
    db().companies.delete(NORDIC_PRINT_ID);
    await call('POST', '/__mock/clock', { body: { advanceMs: 5_000 } });

    expect(await call('POST', '/__mock/reset')).toEqual({ status: 200, body: { reset: true } });

    expect(db().accounts.users.get(anna.id)!.first_name).toBe('Anna');
    expect(db().companies.get(NORDIC_PRINT_ID)!.name).toBe(nordicPrint.name);
    expect((await call('GET', '/shopper/sessions', { token: started.body.token })).status).toBe(404);
    expect((await call('POST', '/api/auth/get-user/', { token: access_token })).status).toBe(401);
    expect((await call<{ offsetMs: number }>('GET', '/__mock/clock')).body.offsetMs).toBe(0);
  });

  it('seeds 17 accounts, 25 companies and the Nordic Print addresses', () => {
    resetDatabase();
    const database = db();
    expect(database.accounts.users.size).toBe(17);
    expect(database.companies.size).toBe(25);
    expect([...database.companies.values()].filter((c) => c.status === 'active')).toHaveLength(24);
    const nordic = database.companies.get(NORDIC_PRINT_ID)!;
    expect(nordic.billing_address).toHaveLength(2);
    expect(nordic.shipping_address).toHaveLength(2);
    expect(nordic.billing_address.filter((a) => a.is_default)).toHaveLength(1);
    expect(nordic.shipping_address.filter((a) => a.is_default)).toHaveLength(1);
    const fjord = database.companies.get(FJORD_DESIGN_ID)!;
    expect(fjord).toMatchObject({
      organisation_number: '987654321',
      status: 'inactive',
      credit_check: false,
    });
    for (const user of database.accounts.users.values()) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.password.hash).not.toContain('Demo');
    }
  });

  it('validates expire-tokens and clock bodies', async () => {
    expect((await call('POST', '/__mock/expire-tokens', { body: { kind: 'everything' } })).status).toBe(400);
    expect((await call('POST', '/__mock/clock', { body: { advanceMs: -5 } })).status).toBe(400);
    expect((await call('POST', '/__mock/clock', { body: {} })).status).toBe(400);
    const moved = await call<{ offsetMs: number }>('POST', '/__mock/clock', { body: { advanceMs: 1500 } });
    expect(moved.body.offsetMs).toBe(1500);
  });
});
