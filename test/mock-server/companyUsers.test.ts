/** @jest-environment node */
import type {
  OrganisationUserInput,
  OrganisationUserPage,
  ProxyEnvelope,
  SessionUser,
  UserInvited,
  UserRemoved,
} from '../../src/api/types';
import type { OutboxMail } from '../../mock-server/accounts/types';
import { findUserByEmail } from '../../mock-server/accounts/users';
import { db } from '../../mock-server/db';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID, usersSeed } from '../../mock-server/fixtures';
import { call, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// A company's users: its admins (and super admins) list, remove and invite them.

withMockBackend();

const MARIA = demo.maria.email;
const ERIK = demo.erik.email;
const OLLE = demo.olle.email;
const USERS_PATH = `/api/companies/${NORDIC_PRINT_ID}/users/`;

type Failure = { ok: false; status: number; error: string; message?: string; details?: string | string[] };

const tokenOf = async (email: string) => (await login(email)).access_token;
const list = async (query = '', email = MARIA, path = USERS_PATH) =>
  call<ProxyEnvelope<OrganisationUserPage> & Failure>('GET', `${path}${query}`, {
    token: await tokenOf(email),
  });
const remove = async (userId: string, email = MARIA, companyId = NORDIC_PRINT_ID) =>
  call<ProxyEnvelope<UserRemoved> & Failure>('DELETE', `/api/companies/${companyId}/users/${userId}/`, {
    token: await tokenOf(email),
  });
const invite = async (
  // What a caller may send, right or wrong (an unknown level, a missing name).
  input: Partial<Record<keyof OrganisationUserInput, unknown>>,
  { email = MARIA, companyId = NORDIC_PRINT_ID, headers = {} as Record<string, string>, token = '' } = {},
) =>
  call<ProxyEnvelope<UserInvited> & Failure>('POST', `/api/companies/${companyId}/users/`, {
    body: input,
    token: token || (await tokenOf(email)),
    headers,
  });
const mailsTo = async (to: string) =>
  (await call<{ mails: OutboxMail[] }>('GET', `/__mock/outbox.json?to=${encodeURIComponent(to)}`)).body.mails;
const namesOf = (page: OrganisationUserPage) => page.items.map((u) => `${u.first_name} ${u.last_name}`);
const nordicMemberIds = () =>
  [...db().accounts.users.values()]
    .filter((u) => u.organisations.some((o) => o.id === NORDIC_PRINT_ID))
    .map((u) => u.id);

const GRETA = {
  first_name: 'Greta',
  last_name: 'Gustafsson',
  email: ' Greta.Gustafsson@NordicPrint.se ',
  level: 'default',
};

describe('GET /api/companies/{id}/users/', () => {
  it('answers an admin the first 10 members, sorted by last then first name, with the totals', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, total_items: 13, total_pages: 2 });
    expect(namesOf(body.data)).toEqual([
      demo.fullName(demo.maria),
      demo.fullName(demo.sara),
      demo.fullName(demo.erik),
      'Sofia Eriksson',
      'Henrik Holm',
      'Linnea Johansson',
      'Oskar Karlsson',
      'Mats Larsson',
      'Karin Lindberg',
      'Elin Nilsson',
    ]);
    expect(body.data.items[0]).toEqual({
      id: demo.maria.id,
      first_name: 'Maria',
      last_name: 'Admin',
      email: demo.maria.email,
      market: 'se',
      email_verified: true,
      role: 'customer',
      organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
    });
  });

  it('answers page 2 with the last three members; a page past the end is empty with the totals', async () => {
    const second = await list('?page=2');
    expect(second.body.data).toMatchObject({ page: 2, total_items: 13, total_pages: 2 });
    expect(namesOf(second.body.data)).toEqual(['Frida Olsson', 'Anders Persson', 'Johan Svensson']);
    const past = await list('?page=4&per_page=5');
    expect(past.body.data).toEqual({ items: [], page: 4, total_items: 13, total_pages: 3 });
  });

  it('searches first name, last name and e-mail in any case', async () => {
    expect(namesOf((await list('?search=LIND')).body.data)).toEqual(['Karin Lindberg']);
    expect(namesOf((await list('?search=frida')).body.data)).toEqual(['Frida Olsson']);
    expect(namesOf((await list('?search=Erik.Buyer@')).body.data)).toEqual([demo.fullName(demo.erik)]);
    expect(namesOf((await list('?search=maria%20admin')).body.data)).toEqual([demo.fullName(demo.maria)]);
    const byDomain = await list('?search=nordicprint.se&per_page=100');
    expect(byDomain.body.data).toMatchObject({ total_items: 10, total_pages: 1 });
  });

  it("shows only this company's membership of a user who belongs to others too", async () => {
    const { body } = await list('?search=sara');
    expect(body.data.items[0]!.organisations).toEqual([
      { id: NORDIC_PRINT_ID, role: 'agent', level: 'default' },
    ]);
    expect(body.data.items[0]!.role).toBe('agent');
  });

  it('answers a super admin the users of any company; an unknown company 404', async () => {
    const fjord = await list('', OLLE, `/api/companies/${FJORD_DESIGN_ID}/users`);
    expect(fjord.status).toBe(200);
    expect(namesOf(fjord.body.data)).toEqual([demo.fullName(demo.sara)]);
    const unknown = await list('', OLLE, '/api/companies/company-nope/users/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, status: 404, error: 'company not found' });
  });

  it.each([
    ['a member who is not admin', ERIK],
    ['an agent of the company', demo.sara.email],
    ['a consumer', demo.anna.email],
  ])("refuses %s with 403, message 'Unauthorized' and details", async (_who, email) => {
    const { status, body } = await list('', email);
    expect(status).toBe(403);
    expect(body).toEqual({
      ok: false,
      status: 403,
      error: 'Unauthorized',
      message: 'Unauthorized',
      details: ["only the company's admins and super admins manage its users"],
    });
  });

  it.each(['page=0', 'per_page=101', 'per_page=0', 'page=x'])('answers 400 for %s', async (query) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, status: 400 });
  });
});

describe('DELETE /api/companies/{id}/users/{userId}/', () => {
  it('takes a member out of the company; the account stays and its session no longer shows the company', async () => {
    const { status, body } = await remove(demo.erik.id);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, status: 200, data: { success: true } });
    expect(nordicMemberIds()).not.toContain(demo.erik.id);
    expect(namesOf((await list('?search=buyer')).body.data)).toEqual([]);
    const erik = await call<ProxyEnvelope<SessionUser>>('POST', '/api/auth/get-user/', {
      token: await tokenOf(ERIK),
    });
    expect(erik.body.data.organisations).toEqual([]);
  });

  it("leaves a user's other companies alone", async () => {
    await remove(demo.sara.id);
    expect(
      db()
        .accounts.users.get(demo.sara.id)!
        .organisations.map((o) => o.id),
    ).toEqual([FJORD_DESIGN_ID]);
  });

  it("refuses removing oneself with 400 'You cannot remove yourself'", async () => {
    const { status, body } = await remove(demo.maria.id);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      error: 'You cannot remove yourself',
      message: 'You cannot remove yourself',
    });
    expect(nordicMemberIds()).toContain(demo.maria.id);
  });

  it('refuses a member who is not admin with 403, and removes no one', async () => {
    const { status, body } = await remove('user-np-karin', ERIK);
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, status: 403, error: 'Forbidden' });
    expect(nordicMemberIds()).toContain('user-np-karin');
  });

  it('answers 404 for a user who is not a member, or no user at all', async () => {
    for (const userId of [demo.anna.id, 'user-nobody']) {
      const { status, body } = await remove(userId);
      expect(status).toBe(404);
      expect(body).toMatchObject({ ok: false, error: 'user not found in company' });
    }
  });

  it("refuses taking the company's last admin away with 409; with another admin it may go", async () => {
    const last = await remove(demo.maria.id, OLLE);
    expect(last.status).toBe(409);
    expect(last.body.error).toMatch(/must keep at least one admin/);
    expect(nordicMemberIds()).toContain(demo.maria.id);

    await invite({
      first_name: 'Anna',
      last_name: 'Andersson',
      email: demo.anna.email,
      level: 'admin',
    });
    const [mail] = await mailsTo(demo.anna.email);
    const accepted = await call('POST', '/api/auth/accept-invitation/', {
      body: { token: new URL(mail!.link).searchParams.get('token') },
      token: await tokenOf(demo.anna.email),
    });
    expect(accepted.status).toBe(200);
    expect((await remove(demo.maria.id, OLLE)).status).toBe(200);
  });

  it('lets a super admin remove users of any company', async () => {
    expect((await remove(demo.sara.id, OLLE, FJORD_DESIGN_ID)).status).toBe(200);
  });
});

describe('POST /api/companies/{id}/users/ (the invitation itself: companyInvitations.test.ts)', () => {
  it("answers 409 'user already in company' for a member, in any case of the address", async () => {
    const { status, body } = await invite({ ...GRETA, email: 'Erik.Buyer@example.se' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      ok: false,
      status: 409,
      error: 'user already in company',
      details: 'user already in company',
    });
    expect(db().accounts.users.size).toBe(usersSeed.length);
  });

  it.each([
    ['no first name', { first_name: '' }, 'first_name is required'],
    ['no last name', { last_name: undefined }, 'last_name is required'],
    ['an invalid e-mail', { email: 'greta@' }, 'email must be a valid e-mail address'],
    ['an unknown level', { level: 'owner' }, 'level must be one of default, admin'],
    [
      'a first name over 100 characters',
      { first_name: 'x'.repeat(101) },
      'first_name must be at most 100 characters',
    ],
  ])('answers 400 for %s and creates no one', async (_case, change, text) => {
    const { status, body } = await invite({ ...GRETA, ...change });
    expect(status).toBe(400);
    expect(body.error).toContain(text);
    expect(db().accounts.users.size).toBe(usersSeed.length);
  });

  it('refuses a member who is not admin, and an admin of another company, with 403', async () => {
    expect((await invite(GRETA, { email: ERIK })).status).toBe(403);
    expect((await invite(GRETA, { companyId: FJORD_DESIGN_ID })).status).toBe(403);
    expect(findUserByEmail(GRETA.email)).toBeUndefined();
  });

  it('answers 401 without a live access token', async () => {
    const { status } = await call('POST', USERS_PATH, { body: GRETA });
    expect(status).toBe(401);
  });
});
