/** @jest-environment node */
import type { ProxyEnvelope, ShopConfig } from '../../src/api/types';
import { call, login, withMockBackend } from './helpers';
import { anna, DEMO_PASSWORD } from '../support/demoAccounts';

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

  describe('a management auth failure that a token refresh does not cure', () => {
    const refusal = {
      path: '/management/settings',
      status: 401,
      body: { error: 'Token expired or invalid' },
    };

    it('answers 502 with a requestId after one refresh and one retry, never 401', async () => {
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
      await call('POST', '/__mock/faults', { body: { ...refusal, times: 2 } });
      const { status, body } = await settings();
      expect(status).toBe(502);
      expect(body).toEqual({
        ok: false,
        status: 502,
        error: 'Upstream authentication failed',
        requestId: expect.stringMatching(/^req-[0-9a-f]+$/),
      });
      const { requestId } = body as unknown as { requestId: string };
      const lines = await log();
      expect(lines).toEqual([REFRESH_LINE, expect.stringContaining(requestId)]);
      // Exactly one retry: the fault answered two calls and is used up, so the next call goes through.
      expect((await call<{ faults: unknown[] }>('GET', '/__mock/faults')).body.faults).toEqual([]);
      expect((await settings()).status).toBe(200);
      jest.restoreAllMocks();
    });

    it('answers 502 for a 403 too, and for the user lookup of a login', async () => {
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
      await call('POST', '/__mock/faults', { body: { ...refusal, status: 403 } });
      expect((await settings()).status).toBe(502);
      await call('DELETE', '/__mock/faults');
      await call('POST', '/__mock/faults', { body: { ...refusal, path: '/management/users/*' } });
      const answer = await call('POST', '/api/auth/login/', {
        body: { email: anna.email, password: DEMO_PASSWORD },
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ ok: false, error: 'Upstream authentication failed' });
      jest.restoreAllMocks();
    });

    it('get-user with a live access token answers 502, not the 401 that means an expired session', async () => {
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
      const { access_token } = await login(anna.email);
      await call('POST', '/__mock/faults', { body: { ...refusal, path: '/management/users/*' } });
      const answer = await call('POST', '/api/auth/get-user/', { token: access_token });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ requestId: expect.any(String) });
      jest.restoreAllMocks();
    });
  });
});
