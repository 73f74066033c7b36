/** @jest-environment node */
import type { MessageResult, ProfileUpdatePayload, ProxyEnvelope, SessionUser } from '../../src/api/types';
import { db } from '../../mock-server/db';
import { NORDIC_PRINT_STAFF_IDS, usersSeed } from '../../mock-server/fixtures';
import { call, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

withMockBackend();

const updateUser = (token: string | undefined, body: unknown) =>
  call<ProxyEnvelope<SessionUser>>('POST', '/api/auth/update-user/', { token, body });
const deleteAccount = (token?: string) =>
  call<ProxyEnvelope<MessageResult>>('POST', '/api/auth/delete/', { token });

function profile(overrides: Partial<ProfileUpdatePayload> = {}): ProfileUpdatePayload {
  return {
    store_group: 'default',
    language: 'en',
    market: 'no',
    country_code: 'NO',
    email: demo.anna.email,
    city: 'Oslo',
    first_name: 'Annika',
    last_name: 'Andersen',
    phone_number: '+4791234567',
    postal_code: '0150',
    street: 'Karl Johans gate 1',
    allow_email_notifications: false,
    allow_phone_notifications: true,
    allow_postal_notifications: true,
    ...overrides,
  };
}

const unauthorized = { status: 401, body: { ok: false, status: 401, error: 'Unauthorized' } };

describe('POST /api/auth/update-user/', () => {
  it('updates the profile and answers the updated session user', async () => {
    const { access_token } = await login(demo.anna.email);
    const { status, body } = await updateUser(access_token, profile());
    expect(status).toBe(200);
    const expected = {
      id: demo.anna.id,
      email: demo.anna.email,
      first_name: 'Annika',
      last_name: 'Andersen',
      phone_number: '+4791234567',
      market: 'no',
      language: 'EN',
      store_group: 'default',
      store_group_id: 'sg-default',
      address: { street: 'Karl Johans gate 1', zip_code: '0150', city: 'Oslo' },
      communication_preferences: { allow_email: false, allow_sms: true, allow_postal: true },
    };
    expect(body).toMatchObject({ ok: true, status: 200, data: expected });
    const reread = await call<ProxyEnvelope<SessionUser>>('POST', '/api/auth/get-user/', {
      token: access_token,
    });
    expect(reread.body.data).toMatchObject(expected);
  });

  it('changes only the fields it is sent and takes the email in any case', async () => {
    const { access_token } = await login(demo.maria.email);
    const { body } = await updateUser(access_token, { email: 'MARIA.admin@example.se', first_name: 'Mia' });
    expect(body.data).toMatchObject({
      first_name: 'Mia',
      last_name: 'Admin',
      store_group: 'business',
      address: { street: 'Tryckerigatan 4', zip_code: '41104', city: 'Göteborg' },
    });
    expect(body.data.organisations).toHaveLength(1);
  });

  it('answers 400 email cannot be changed for another address and changes nothing', async () => {
    const { access_token } = await login(demo.anna.email);
    const answer = await updateUser(access_token, profile({ email: 'someone.else@example.se' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, status: 400, error: 'email cannot be changed' });
    expect(db().accounts.users.get(demo.anna.id)).toMatchObject({
      email: demo.anna.email,
      first_name: 'Anna',
    });
  });

  it.each([
    [
      'a phone number without +',
      { phone_number: '0701234567' },
      'phone_number must be an international number',
    ],
    ['an unknown market', { market: 'xx' }, 'market must be a market'],
    ['a flag that is not a boolean', { allow_email_notifications: 'yes' }, 'must be true or false'],
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }, 'first_name must be at most 100'],
    ['a last name over 100 characters', { last_name: 'x'.repeat(101) }, 'last_name must be at most 100'],
    ['a street over 200 characters', { street: 'x'.repeat(201) }, 'street must be at most 200 characters'],
    ['a city over 200 characters', { city: 'x'.repeat(201) }, 'city must be at most 200 characters'],
    ['a postal code over 20 characters', { postal_code: '1'.repeat(21) }, 'postal_code must be at most 20'],
    [
      'a phone over 32 characters',
      { phone_number: `+46${'1'.repeat(30)}` },
      'phone_number must be at most 32',
    ],
  ])('answers 400 for %s', async (_case, overrides, text) => {
    const { access_token } = await login(demo.anna.email);
    const answer = await updateUser(access_token, { ...profile(), ...overrides });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { error: string }).error).toContain(text);
    expect(db().accounts.users.get(demo.anna.id)!.first_name).toBe('Anna');
  });

  it('ignores store_group from the client: a consumer cannot move to business prices', async () => {
    const { access_token } = await login(demo.anna.email);
    const { status, body } = await updateUser(access_token, {
      ...profile({ store_group: 'business' }),
      store_group_id: 'sg-business',
      role: 'agent',
      is_super_admin: true,
      status: 'pending',
      organisations: [{ id: demo.NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      first_name: 'Annika',
      store_group: 'default',
      store_group_id: 'sg-default',
      is_super_admin: false,
      organisations: [],
    });
    expect(db().accounts.users.get(demo.anna.id)).toMatchObject({
      store_group: 'default',
      role: 'customer',
      status: 'active',
      organisations: [],
    });
    // Nor the other way: a business buyer keeps the group her company gives her.
    const maria = await login(demo.maria.email);
    const again = await updateUser(maria.access_token, { store_group: 'default' });
    expect(again.body.data).toMatchObject({ store_group: 'business', store_group_id: 'sg-business' });
  });

  it('answers 401 Unauthorized without, with an unknown or with an expired access token', async () => {
    expect(await updateUser(undefined, profile())).toEqual(unauthorized);
    expect(await updateUser('made-up', profile())).toEqual(unauthorized);
    const { access_token } = await login(demo.anna.email);
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'user' } });
    expect(await updateUser(access_token, profile())).toEqual(unauthorized);
    expect(db().accounts.users.get(demo.anna.id)!.first_name).toBe('Anna');
  });
});

describe('POST /api/auth/delete/', () => {
  it('deletes the account: user deleted, its tokens revoked, then login answers user not found', async () => {
    const { access_token, refresh_token } = await login(demo.anna.email);
    expect(await deleteAccount(access_token)).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'user deleted' } },
    });
    expect(db().accounts.users.has(demo.anna.id)).toBe(false);
    expect(await call('POST', '/api/auth/get-user/', { token: access_token })).toEqual(unauthorized);
    expect((await call('POST', '/api/auth/refresh-token/', { body: { refresh_token } })).status).toBe(401);
    const again = await call('POST', '/api/auth/login/', {
      body: { email: demo.anna.email, password: demo.DEMO_PASSWORD },
    });
    expect(again).toEqual({
      status: 404,
      body: { ok: false, status: 404, error: 'user not found', details: 'user not found' },
    });
  });

  it('removes the deleted user from its companies and forgets its open reset link', async () => {
    const { access_token } = await login(demo.erik.email);
    await call('POST', '/api/auth/create-reset-password-link/', { body: { email: demo.erik.email } });
    const members = () =>
      [...db().accounts.users.values()].filter((u) =>
        u.organisations.some((o) => o.id === demo.NORDIC_PRINT_ID),
      );
    expect(members().map((u) => u.id)).toContain(demo.erik.id);

    await deleteAccount(access_token);
    expect(members().map((u) => u.id)).toEqual([demo.maria.id, demo.sara.id, ...NORDIC_PRINT_STAFF_IDS]);
    expect(db().accounts.resetTokens.size).toBe(0);
  });

  it('answers 401 Unauthorized without or with an unknown access token and deletes nobody', async () => {
    expect(await deleteAccount()).toEqual(unauthorized);
    expect(await deleteAccount('made-up')).toEqual(unauthorized);
    expect(db().accounts.users.size).toBe(usersSeed.length);
  });
});
