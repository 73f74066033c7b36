/** @jest-environment node */
import type {
  OrganisationUserInput,
  OrganisationUserPage,
  ProxyEnvelope,
  UserInvited,
} from '../../src/api/types';
import type { OutboxMail } from '../../mock-server/accounts/types';
import { findUserByEmail } from '../../mock-server/accounts/users';
import { db } from '../../mock-server/db';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID, usersSeed } from '../../mock-server/fixtures';
import {
  INVITATION_ANSWERED,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  LOGIN_REQUIRED,
  OTHER_ACCOUNT,
} from '../../mock-server/invitations/invitationRules';
import { RESEND_AFTER_MS } from '../../mock-server/invitations/invitations';
import { advanceClock } from '../../mock-server/kit/clock';
import { call, login, withMockBackend } from './helpers';
import { anna, erik, maria, nils, nordicPrint, olle, sara } from '../support/demoAccounts';

// Inviting to a company is asking: the invited address's owner accepts by the mailed link, and
// until then nothing about the account changes, nor does the admin learn whether it exists.

withMockBackend();

const MARIA = maria.email; // admin of Nordic Print AB
const OLLE = olle.email; // super admin
const ANNA = anna.email; // a consumer with an account, no company
const NILS = nils.email; // an account whose address is not verified
const NEW_ADDRESS = 'greta.gustafsson@nordicprint.se'; // no account

type Failure = { ok: false; status: number; error: string; details?: string };

const tokenOf = async (email: string) => (await login(email)).access_token;

const invite = async (
  input: Partial<OrganisationUserInput>,
  { as = MARIA, companyId = NORDIC_PRINT_ID, headers = {} as Record<string, string> } = {},
) =>
  call<ProxyEnvelope<UserInvited> & Failure>('POST', `/api/companies/${companyId}/users/`, {
    body: { first_name: 'Anna', last_name: 'Andersson', level: 'default', ...input },
    token: await tokenOf(as),
    headers,
  });

const mailsTo = async (to: string) =>
  (await call<{ mails: OutboxMail[] }>('GET', `/__mock/outbox.json?to=${encodeURIComponent(to)}`)).body.mails;

const linkTokenOf = (mail: OutboxMail | undefined) => new URL(mail!.link).searchParams.get('token')!;

const members = async (search: string) =>
  (
    await call<ProxyEnvelope<OrganisationUserPage>>(
      'GET',
      `/api/companies/${NORDIC_PRINT_ID}/users/?search=${encodeURIComponent(search)}`,
      { token: await tokenOf(MARIA) },
    )
  ).body.data.items;

const accept = async (linkToken: string, { as, password }: { as?: string; password?: string } = {}) =>
  call<ProxyEnvelope<{ company_id: string; details: string }> & Failure>(
    'POST',
    '/api/auth/accept-invitation/',
    {
      body: { token: linkToken, ...(password === undefined ? {} : { password }) },
      token: as ? await tokenOf(as) : undefined,
    },
  );

const annaNow = () => db().accounts.users.get(anna.id)!;

describe('inviting an address to a company', () => {
  it('answers an existing account and a new address alike, attaches no one and mails each an invitation', async () => {
    const existing = await invite({ email: 'ANNA.andersson@example.se', level: 'admin' });
    const unverified = await invite({ email: NILS });
    const fresh = await invite({ email: NEW_ADDRESS, first_name: 'Greta', last_name: 'Gustafsson' });

    for (const answer of [existing, unverified, fresh]) {
      expect(answer.status).toBe(201);
      expect(answer.body.data).toEqual({
        id: expect.stringMatching(/^invitation-/),
        details: 'User invited',
      });
    }
    // Nothing changed for the accounts, and no account was made.
    expect(annaNow().organisations).toEqual([]);
    expect(annaNow().store_group).toBe('default');
    expect(findUserByEmail(NEW_ADDRESS)).toBeUndefined();
    expect(db().accounts.users.size).toBe(usersSeed.length);
    expect(await members('andersson')).toEqual([]);
    // Every address gets the same invitation mail, naming the company and the admin.
    for (const address of [ANNA, NILS, NEW_ADDRESS]) {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: 'company-invitation',
        link: expect.stringContaining('/invitation/?token='),
      });
      expect(mails[0]!.text).toContain(nordicPrint.name);
      expect(mails[0]!.text).toContain('Maria');
    }
  });

  it('sends one mail for a repeated or retried invitation, and again once some minutes have passed', async () => {
    const headers = { 'idempotency-key': 'invite-anna-1' };
    const first = await invite({ email: ANNA }, { headers });
    const retried = await invite({ email: ANNA }, { headers });
    const again = await invite({ email: ANNA });
    expect(retried.body).toEqual(first.body);
    expect(again.body).toEqual(first.body);
    expect(await mailsTo(ANNA)).toHaveLength(1);
    advanceClock(RESEND_AFTER_MS);
    await invite({ email: ANNA });
    const mails = await mailsTo(ANNA);
    expect(mails).toHaveLength(2);
    // The resent mail carries the same link: either mail works.
    expect(linkTokenOf(mails[0])).toBe(linkTokenOf(mails[1]));
  });
});

describe('reading an invitation (GET /api/auth/invitation/)', () => {
  it('tells the invited person the company, the address and whether to sign in or choose a password', async () => {
    await invite({ email: ANNA, level: 'admin' });
    await invite({ email: NEW_ADDRESS, first_name: 'Greta', last_name: 'Gustafsson' });
    const read = async (address: string) =>
      call<ProxyEnvelope<Record<string, unknown>>>(
        'GET',
        `/api/auth/invitation/?token=${encodeURIComponent(linkTokenOf((await mailsTo(address))[0]))}`,
      );
    expect((await read(ANNA)).body.data).toEqual({
      company_name: nordicPrint.name,
      email: ANNA,
      first_name: 'Anna',
      last_name: 'Andersson',
      level: 'admin',
      account_exists: true,
      expires_at: expect.any(String),
    });
    expect((await read(NEW_ADDRESS)).body.data).toMatchObject({ email: NEW_ADDRESS, account_exists: false });
  });

  it('answers 404 for an unknown token and 410 once the week has passed', async () => {
    const unknown = await call<Failure>('GET', '/api/auth/invitation/?token=nope');
    expect(unknown).toMatchObject({ status: 404, body: { error: INVITATION_NOT_FOUND } });
    await invite({ email: ANNA });
    const token = linkTokenOf((await mailsTo(ANNA))[0]);
    advanceClock(INVITATION_TTL_MS);
    const expired = await call<Failure>('GET', `/api/auth/invitation/?token=${token}`);
    expect(expired).toMatchObject({ status: 410, body: { error: INVITATION_EXPIRED } });
    expect((await accept(token, { as: ANNA })).status).toBe(410);
    expect(annaNow().organisations).toEqual([]);
  });
});

describe('accepting', () => {
  it('lets the existing account join, signed in as itself, at the level offered, on the company’s prices', async () => {
    await invite({ email: ANNA, level: 'admin' });
    const token = linkTokenOf((await mailsTo(ANNA))[0]);

    expect(await accept(token)).toMatchObject({ status: 401, body: { error: LOGIN_REQUIRED } });
    expect(await accept(token, { as: erik.email })).toMatchObject({
      status: 403,
      body: { error: OTHER_ACCOUNT },
    });
    expect(annaNow().organisations).toEqual([]);

    const accepted = await accept(token, { as: ANNA });
    expect(accepted).toMatchObject({ status: 200, body: { data: { company_id: NORDIC_PRINT_ID } } });
    expect(annaNow()).toMatchObject({
      organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
      store_group: 'business',
      first_name: 'Anna',
    });
    expect((await members('andersson')).map((user) => user.email)).toEqual([ANNA]);
    // The link works once.
    expect(await accept(token, { as: ANNA })).toMatchObject({
      status: 409,
      body: { error: INVITATION_ANSWERED },
    });
  });

  it('makes a verified account for a new address with the chosen password, which then logs in', async () => {
    await invite(
      { email: NEW_ADDRESS, first_name: 'Greta', last_name: 'Gustafsson' },
      { as: OLLE, companyId: FJORD_DESIGN_ID },
    );
    const token = linkTokenOf((await mailsTo(NEW_ADDRESS))[0]);
    expect((await accept(token)).status).toBe(400);
    expect((await accept(token, { password: 'short1' })).status).toBe(400);
    expect(findUserByEmail(NEW_ADDRESS)).toBeUndefined();

    const created = await accept(token, { password: 'Greta-password-1' });
    expect(created).toMatchObject({ status: 201, body: { data: { company_id: FJORD_DESIGN_ID } } });
    expect(findUserByEmail(NEW_ADDRESS)).toMatchObject({
      first_name: 'Greta',
      email_verified: true,
      status: 'active',
      market: 'no',
      store_group: 'business',
      organisations: [{ id: FJORD_DESIGN_ID, role: 'customer', level: 'default' }],
    });
    expect((await login(NEW_ADDRESS, 'Greta-password-1')).user.email).toBe(NEW_ADDRESS);
  });

  it('declining leaves the account as it was and spends the link', async () => {
    await invite({ email: ANNA });
    const token = linkTokenOf((await mailsTo(ANNA))[0]);
    expect((await call('POST', '/api/auth/decline-invitation/', { body: { token } })).status).toBe(200);
    expect((await accept(token, { as: ANNA })).status).toBe(409);
    expect(annaNow().organisations).toEqual([]);
  });
});

describe('removal', () => {
  it('puts an account that joined by invitation back in the store group it had before', async () => {
    await invite({ email: ANNA, level: 'default' });
    await accept(linkTokenOf((await mailsTo(ANNA))[0]), { as: ANNA });
    expect(annaNow().store_group).toBe('business');

    const removed = await call('DELETE', `/api/companies/${NORDIC_PRINT_ID}/users/${anna.id}/`, {
      token: await tokenOf(MARIA),
    });
    expect(removed.status).toBe(200);
    expect(annaNow()).toMatchObject({
      organisations: [],
      store_group: 'default',
      store_group_id: 'sg-default',
    });
  });

  it('keeps a member of another company on that company’s prices', async () => {
    const removed = await call('DELETE', `/api/companies/${FJORD_DESIGN_ID}/users/${sara.id}/`, {
      token: await tokenOf(OLLE),
    });
    expect(removed.status).toBe(200);
    expect(db().accounts.users.get(sara.id)!.store_group).toBe('business');
  });
});
