/** @jest-environment node */
import { call, withMockBackend } from './helpers';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET } from '../../mock-server/management/credentials';
import { erik, nils } from '../support/demoAccounts';

withMockBackend();

const tokenCall = (body: Record<string, string>, form = false) =>
  form
    ? call('POST', '/management/oauth/token', {
        rawBody: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    : call('POST', '/management/oauth/token', { body });

const credentials = {
  grant_type: 'client_credentials',
  client_id: MANAGEMENT_CLIENT_ID,
  client_secret: MANAGEMENT_CLIENT_SECRET,
};

describe('management API', () => {
  it('issues 60 s client-credentials tokens from a form or JSON body', async () => {
    for (const form of [true, false]) {
      const { status, body } = await tokenCall(credentials, form);
      expect(status).toBe(200);
      expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 60 });
    }
  });

  it('refuses wrong credentials and other grants', async () => {
    expect(await tokenCall({ ...credentials, client_secret: 'guess' })).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect((await tokenCall({ ...credentials, grant_type: 'password' })).status).toBe(400);
  });

  it('checks the bearer token on every call', async () => {
    const expected = { status: 401, body: { error: 'Token expired or invalid' } };
    expect(await call('GET', '/management/settings')).toEqual(expected);
    expect(await call('GET', '/management/markets', { token: 'made-up' })).toEqual(expected);

    const token = (await tokenCall(credentials)).body.access_token as string;
    expect((await call('GET', '/management/store-groups', { token })).status).toBe(200);
    const users = await call<{ items: { id: string }[] }>(
      'GET',
      '/management/users?email=ERIK.buyer@example.se',
      {
        token,
      },
    );
    expect(users.body.items.map((u) => u.id)).toEqual([erik.id]);
    expect((await call('GET', `/management/users/${nils.id}`, { token })).body).toMatchObject({
      email_verified: false,
    });
    expect((await call('GET', '/management/users/nobody', { token })).status).toBe(404);

    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    expect(await call('GET', '/management/settings', { token })).toEqual(expected);
  });
});
