import type { ProxyEnvelope, RefreshResult, SessionUser } from '../../src/api/types';
import { call, DEMO_PASSWORD, login, withMockBackend } from './helpers';

withMockBackend();

const loginCall = (body: unknown) => call('POST', '/api/auth/login/', { body });
const getUser = (token?: string) =>
  call<ProxyEnvelope<SessionUser>>('POST', '/api/auth/get-user/', { token });
const advanceClock = (advanceMs: number) => call('POST', '/__mock/clock', { body: { advanceMs } });

describe('POST /api/auth/login/', () => {
  it('logs in with any case of the email and answers tokens and the user', async () => {
    const { status, body } = await loginCall({ email: 'Maria.Admin@Example.SE', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, status: 200, data: { details: 'Login successful' } });
    const data = body.data as Record<string, unknown>;
    expect(typeof data.access_token).toBe('string');
    expect(typeof data.refresh_token).toBe('string');
    expect(data.user).toMatchObject({
      email: 'maria.admin@example.se',
      store_group: 'business',
      store_group_id: 'sg-business',
      market: 'se',
      is_super_admin: false,
      organisations: [
        {
          name: 'Nordic Print AB',
          organisation_number: '556123-4567',
          tax_id_vat_number: 'SE556123456701',
          status: 'active',
          role: 'customer',
          level: 'admin',
          files: [],
        },
      ],
    });
    expect(data.user).not.toHaveProperty('password');
  });

  it('gives sara the agent role in both companies and olle super admin', async () => {
    const sara = await login('sara.agent@example.se');
    expect(sara.user.organisations.map((o) => [o.name, o.role, o.status])).toEqual([
      ['Nordic Print AB', 'agent', 'active'],
      ['Fjord Design AS', 'agent', 'inactive'],
    ]);
    expect((await login('olle.super@example.se')).user.is_super_admin).toBe(true);
    expect((await login('anna.andersson@example.se')).user).toMatchObject({
      store_group: 'default',
      market: 'se',
    });
  });

  it.each([
    ['nobody@example.se', DEMO_PASSWORD, 404, 'user not found'],
    ['anna.andersson@example.se', 'wrong-password-1', 401, 'invalid password'],
    ['nils.unverified@example.se', DEMO_PASSWORD, 403, 'email not verified'],
    ['petra.pending@example.se', DEMO_PASSWORD, 403, 'user is in pending state'],
  ])('%s answers %i %s', async (email, password, status, details) => {
    const answer = await loginCall({ email, password });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, status, details });
  });

  it('answers 400 for a missing field or bad JSON', async () => {
    expect(await loginCall({ email: 'anna.andersson@example.se' })).toEqual({
      status: 400,
      body: { ok: false, status: 400, error: 'password is required' },
    });
    const bad = await call('POST', '/api/auth/login/', { rawBody: 'email=anna' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, status: 400, error: 'Invalid JSON body' });
  });
});

describe('shopper tokens', () => {
  it('get-user answers the user for a live access token', async () => {
    const { access_token } = await login('erik.buyer@example.se');
    const { status, body } = await getUser(access_token);
    expect(status).toBe(200);
    expect(body.data.email).toBe('erik.buyer@example.se');
    expect(body.data.organisations[0]).toMatchObject({ role: 'customer', level: 'default' });
  });

  it('access tokens expire after 120 s of mock time; the refresh token then gets a new one', async () => {
    // 121 s also outlives the proxy's management token: keep its refresh line quiet.
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { access_token, refresh_token } = await login('anna.andersson@example.se');
    await advanceClock(119_000);
    expect((await getUser(access_token)).status).toBe(200);
    await advanceClock(2_000);
    expect(await getUser(access_token)).toEqual({
      status: 401,
      body: { ok: false, status: 401, error: 'Unauthorized' },
    });

    const refreshed = await call<ProxyEnvelope<RefreshResult>>('POST', '/api/auth/refresh-token/', {
      body: { refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await getUser(refreshed.body.data.access_token)).body.data.email).toBe(
      'anna.andersson@example.se',
    );
    jest.restoreAllMocks();
  });

  it('get-user answers 401 without or with an unknown token', async () => {
    expect((await getUser()).status).toBe(401);
    expect((await getUser('made-up')).body).toEqual({ ok: false, status: 401, error: 'Unauthorized' });
  });

  it('expire-tokens user expires access tokens but not refresh tokens', async () => {
    const { access_token, refresh_token } = await login('anna.andersson@example.se');
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'user' } });
    expect((await getUser(access_token)).status).toBe(401);
    const refreshed = await call('POST', '/api/auth/refresh-token/', { body: { refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('refresh answers 401 for an unknown token and after logout', async () => {
    const unknown = await call('POST', '/api/auth/refresh-token/', { body: { refresh_token: 'nope' } });
    expect(unknown).toEqual({
      status: 401,
      body: { ok: false, status: 401, error: 'invalid refresh token' },
    });

    const { access_token, refresh_token } = await login('anna.andersson@example.se');
    const out = await call('POST', '/api/auth/logout/', { body: { refresh_token } });
    expect(out.body).toEqual({ ok: true, status: 200, data: { message: 'logged out' } });
    expect((await call('POST', '/api/auth/refresh-token/', { body: { refresh_token } })).status).toBe(401);
    expect((await getUser(access_token)).status).toBe(401);
  });

  it('refresh tokens last 30 days of mock time', async () => {
    const { refresh_token } = await login('anna.andersson@example.se');
    await advanceClock(30 * 24 * 3600 * 1000 + 1);
    expect((await call('POST', '/api/auth/refresh-token/', { body: { refresh_token } })).status).toBe(401);
  });
});
