import type { ProxyEnvelope, ShopConfig } from '../../src/api/types';
import { call, withMockBackend } from './helpers';

withMockBackend();

const REFRESH_LINE = 'Token expired or invalid – refreshing and retrying...';
const settings = () => call<ProxyEnvelope<ShopConfig>>('GET', '/api/settings');
const log = async () => (await call<{ lines: string[] }>('GET', '/__mock/log')).body.lines;

describe('GET /api/settings', () => {
  it('answers the shop config read through the management API', async () => {
    const { status, body } = await settings();
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data.settings).toMatchObject({ organisationSignupEnabled: true, orderDecisions: 'true' });
    expect(body.data.markets).toEqual([
      {
        id: 'se',
        name: 'Sverige',
        country: 'SE',
        language: 'sv',
        currency: 'SEK',
        productUrlPrefix: 'produkt',
        engageLocale: 'sv-SE',
      },
      {
        id: 'no',
        name: 'Norge',
        country: 'NO',
        language: 'en',
        currency: 'NOK',
        productUrlPrefix: 'product',
        engageLocale: 'en-NO',
      },
      {
        id: 'fi',
        name: 'Suomi',
        country: 'FI',
        language: 'en',
        currency: 'EUR',
        productUrlPrefix: 'product',
        engageLocale: 'en-FI',
      },
    ]);
    expect(body.data.storeGroups).toEqual([
      { id: 'sg-default', slug: 'default', name: 'Default', pricesIncludeTax: true },
      { id: 'sg-business', slug: 'business', name: 'Business', pricesIncludeTax: false },
    ]);
    expect(await log()).toEqual([]);
  });

  it('refreshes an expired management token once and logs it', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await settings();
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'management' } });
    const { status, body } = await settings();
    expect(status).toBe(200);
    expect(body.data.markets).toHaveLength(3);
    expect(await log()).toEqual([REFRESH_LINE]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(REFRESH_LINE));
    info.mockRestore();
  });

  it('refreshes after 60 s of mock time too', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await settings();
    await call('POST', '/__mock/clock', { body: { advanceMs: 61_000 } });
    expect((await settings()).status).toBe(200);
    expect(await log()).toEqual([REFRESH_LINE]);
    jest.restoreAllMocks();
  });

  it("answers 500 'OAuth2 failed, cannot retry.' when the token refresh fails", async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await settings();
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'all' } });
    await call('POST', '/__mock/faults', { body: { path: '/management/oauth/token', status: 503 } });
    const { status, body } = await settings();
    expect(status).toBe(500);
    expect(body).toEqual({ ok: false, status: 500, error: 'OAuth2 failed, cannot retry.' });
    expect(await log()).toEqual([REFRESH_LINE]);
    jest.restoreAllMocks();
  });
});
