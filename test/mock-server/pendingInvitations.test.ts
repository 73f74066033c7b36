/** @jest-environment node */
import type {
  CompanyInvitation,
  CompanyInvitationList,
  InvitationWithdrawn,
  OrganisationUserInput,
  ProxyEnvelope,
  UserInvited,
} from '../../src/api/types';
import type { OutboxMail } from '../../mock-server/accounts/types';
import { db } from '../../mock-server/db';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import {
  INVITATION_ANSWERED,
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  INVITATION_WITHDRAWN,
  MAX_OPEN_INVITATIONS_PER_COMPANY,
  MAX_WITHDRAWN_INVITATIONS_PER_COMPANY,
} from '../../mock-server/invitations/invitationRules';
import { RESEND_AFTER_MS } from '../../mock-server/invitations/invitations';
import { advanceClock } from '../../mock-server/kit/clock';
import { call, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// The users tab's pending invitations (docs/rules.md#pending-invitations): the company's admins and
// super admins list the unanswered invitations, send one again (throttled like inviting again) or
// withdraw it, whose link then says so. Nobody else may, and an invitation of another company is
// never found through this one.

withMockBackend();

const MARIA = demo.maria.email; // admin of Nordic Print AB
const ERIK = demo.erik.email; // member of Nordic Print AB, no admin
const SARA = demo.sara.email; // agent in Nordic Print AB and Fjord Design AS
const OLLE = demo.olle.email; // super admin
const ANNA = demo.anna.email; // a consumer, no company
const GRETA = 'greta.gustafsson@nordicprint.se'; // no account

type Failure = { ok: false; status: number; error: string; details?: string | string[]; message?: string };

// A fresh login each time: moving the clock on expires access tokens.
const tokenOf = async (email: string) => (await login(email)).access_token;

const invite = async (
  input: Partial<OrganisationUserInput>,
  { as = MARIA, companyId = NORDIC_PRINT_ID } = {},
) =>
  call<ProxyEnvelope<UserInvited> & Failure>('POST', `/api/companies/${companyId}/users/`, {
    body: { first_name: 'Anna', last_name: 'Andersson', level: 'default', ...input },
    token: await tokenOf(as),
  });

const invitationsOf = async ({ as = MARIA, companyId = NORDIC_PRINT_ID } = {}) =>
  call<ProxyEnvelope<CompanyInvitationList> & Failure>('GET', `/api/companies/${companyId}/invitations/`, {
    token: await tokenOf(as),
  });

const resend = async (
  invitationId: string,
  { as = MARIA, companyId = NORDIC_PRINT_ID, headers = {} as Record<string, string> } = {},
) =>
  call<ProxyEnvelope<CompanyInvitation> & Failure>(
    'POST',
    `/api/companies/${companyId}/invitations/${invitationId}/resend/`,
    { token: await tokenOf(as), headers },
  );

const withdraw = async (
  invitationId: string,
  { as = MARIA, companyId = NORDIC_PRINT_ID, headers = {} as Record<string, string> } = {},
) =>
  call<ProxyEnvelope<InvitationWithdrawn> & Failure>(
    'DELETE',
    `/api/companies/${companyId}/invitations/${invitationId}/`,
    { token: await tokenOf(as), headers },
  );

const mailsTo = async (to: string) =>
  (await call<{ mails: OutboxMail[] }>('GET', `/__mock/outbox.json?to=${encodeURIComponent(to)}`)).body.mails;

const linkTokenOf = (mail: OutboxMail | undefined) => new URL(mail!.link).searchParams.get('token')!;

const readLink = (token: string) =>
  call<Failure>('GET', `/api/auth/invitation/?token=${encodeURIComponent(token)}`);

const ONE_MINUTE = 60 * 1000;

describe('listing the unanswered invitations (GET /api/companies/{id}/invitations/)', () => {
  it('lists each unanswered invitation, newest mail first, with no token, and nothing of other companies', async () => {
    const anna = await invite({ email: ANNA, level: 'admin' });
    advanceClock(ONE_MINUTE);
    const greta = await invite({ email: GRETA, first_name: 'Greta', last_name: 'Gustafsson' });
    await invite({ email: 'someone@fjord.no' }, { as: OLLE, companyId: FJORD_DESIGN_ID });
    const answer = await invitationsOf();
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.data.items;
    expect(answer.body.data.items).toHaveLength(2);
    expect(first).toEqual({
      id: greta.body.data.id,
      email: GRETA,
      first_name: 'Greta',
      last_name: 'Gustafsson',
      level: 'default',
      sent_at: expect.any(String),
      expires_at: expect.any(String),
      expired: false,
    });
    expect(Date.parse(first!.expires_at) - Date.parse(first!.sent_at)).toBe(INVITATION_TTL_MS);
    expect(Date.parse(first!.sent_at)).toBeGreaterThanOrEqual(Date.parse(second!.sent_at) + ONE_MINUTE);
    expect(second).toMatchObject({ id: anna.body.data.id, email: ANNA, level: 'admin', expired: false });
    expect(JSON.stringify(answer.body)).not.toContain(linkTokenOf((await mailsTo(ANNA))[0]));
  });

  it('keeps an expired, unanswered invitation (marked expired) and drops answered and withdrawn ones', async () => {
    const anna = await invite({ email: ANNA });
    const greta = await invite({ email: GRETA, first_name: 'Greta', last_name: 'Gustafsson' });
    await invite({ email: 'declines@example.se', first_name: 'Dag', last_name: 'Nej' });
    await call('POST', '/api/auth/decline-invitation/', {
      body: { token: linkTokenOf((await mailsTo('declines@example.se'))[0]) },
    });
    await withdraw(greta.body.data.id);
    advanceClock(INVITATION_TTL_MS);
    // Another invitation (which forgets the answered ones) leaves the expired one listed.
    await invite({ email: 'new@example.se', first_name: 'Ny', last_name: 'Person' });
    const items = (await invitationsOf()).body.data.items;
    expect(items.map(({ email, expired }) => ({ email, expired }))).toEqual([
      { email: 'new@example.se', expired: false },
      { email: ANNA, expired: true },
    ]);
    expect(items[1]!.id).toBe(anna.body.data.id);
  });

  it('is for the company’s admins and super admins only, in the users list’s refusal', async () => {
    await invite({ email: ANNA });
    expect((await invitationsOf({ as: OLLE })).body.data.items).toHaveLength(1);
    for (const who of [ERIK, SARA, ANNA]) {
      const refused = await invitationsOf({ as: who });
      expect(refused).toMatchObject({
        status: 403,
        body: { ok: false, error: 'Unauthorized', message: 'Unauthorized', details: [expect.any(String)] },
      });
    }
    expect((await invitationsOf({ as: MARIA, companyId: FJORD_DESIGN_ID })).status).toBe(403);
    expect((await invitationsOf({ as: OLLE, companyId: 'no-such-company' })).status).toBe(404);
    expect((await call('GET', `/api/companies/${NORDIC_PRINT_ID}/invitations/`)).status).toBe(401);
  });

  it('never holds more than 100: past that the longest expired are forgotten, and 409 once 100 are open', async () => {
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_COMPANY; i += 1) {
      await invite({ email: `old-${i}@example.se` });
    }
    advanceClock(INVITATION_TTL_MS);
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_COMPANY; i += 1) {
      expect((await invite({ email: `new-${i}@example.se` })).status).toBe(201);
    }
    const items = (await invitationsOf()).body.data.items;
    expect(items).toHaveLength(MAX_OPEN_INVITATIONS_PER_COMPANY);
    expect(items.every(({ email, expired }) => email.startsWith('new-') && !expired)).toBe(true);
    expect(await invite({ email: 'one-more@example.se' })).toMatchObject({ status: 409 });
  });
});

describe('sending an invitation again (POST …/invitations/{invitationId}/resend/)', () => {
  it('extends it a week from now and mails the same link, at most every 10 minutes', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    const [before] = (await invitationsOf()).body.data.items;
    advanceClock(ONE_MINUTE);
    const soon = await resend(id);
    expect(soon.status).toBe(200);
    // Within the throttle: the same answer as inviting again, no mail, the last mail's time.
    expect(soon.body.data).toMatchObject({ id, sent_at: before!.sent_at, expired: false });
    const extendedBy = Date.parse(soon.body.data.expires_at) - Date.parse(before!.expires_at);
    expect(extendedBy).toBeGreaterThanOrEqual(ONE_MINUTE);
    expect(await mailsTo(ANNA)).toHaveLength(1);
    advanceClock(RESEND_AFTER_MS);
    const later = await resend(id);
    const { sent_at, expires_at } = later.body.data;
    expect(Date.parse(sent_at)).toBeGreaterThanOrEqual(
      Date.parse(before!.sent_at) + ONE_MINUTE + RESEND_AFTER_MS,
    );
    expect(Date.parse(expires_at) - Date.parse(sent_at)).toBe(INVITATION_TTL_MS);
    const mails = await mailsTo(ANNA);
    expect(mails).toHaveLength(2);
    expect(linkTokenOf(mails[0])).toBe(linkTokenOf(mails[1]));
  });

  it('opens an expired invitation again, whose link works again', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    const link = linkTokenOf((await mailsTo(ANNA))[0]);
    advanceClock(INVITATION_TTL_MS + ONE_MINUTE);
    expect((await readLink(link)).status).toBe(410);
    const again = await resend(id);
    expect(again.body.data).toMatchObject({ id, expired: false });
    expect((await readLink(link)).status).toBe(200);
    expect(await mailsTo(ANNA)).toHaveLength(2);
  });

  it('refuses a withdrawn (410) or answered (409) invitation, another company’s or an unknown one (404)', async () => {
    const anna = (await invite({ email: ANNA })).body.data.id;
    const greta = (await invite({ email: GRETA, first_name: 'Greta', last_name: 'G' })).body.data.id;
    const fjord = (await invite({ email: 'x@fjord.no' }, { as: OLLE, companyId: FJORD_DESIGN_ID })).body.data
      .id;
    await withdraw(anna);
    expect(await resend(anna)).toMatchObject({ status: 410, body: { error: INVITATION_WITHDRAWN } });
    await call('POST', '/api/auth/decline-invitation/', {
      body: { token: linkTokenOf((await mailsTo(GRETA))[0]) },
    });
    expect(await resend(greta)).toMatchObject({ status: 409, body: { error: INVITATION_ANSWERED } });
    // Olle may manage both companies: still, Fjord's invitation is not Nordic Print's.
    expect(await resend(fjord, { as: OLLE })).toMatchObject({
      status: 404,
      body: { error: INVITATION_NOT_FOUND },
    });
    expect(await resend('invitation-unknown')).toMatchObject({ status: 404 });
    expect(await mailsTo('x@fjord.no')).toHaveLength(1);
  });

  it('is refused to others than the company’s admins and super admins (403), sending nothing', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    advanceClock(RESEND_AFTER_MS);
    for (const who of [ERIK, SARA, ANNA]) {
      expect(await resend(id, { as: who })).toMatchObject({ status: 403, body: { error: 'Forbidden' } });
    }
    // Maria, admin of Nordic Print only, cannot reach it through Fjord Design either.
    expect((await resend(id, { companyId: FJORD_DESIGN_ID })).status).toBe(403);
    expect(await mailsTo(ANNA)).toHaveLength(1);
    expect((await resend(id, { as: OLLE })).status).toBe(200);
    expect(await mailsTo(ANNA)).toHaveLength(2);
  });
});

describe('withdrawing an invitation (DELETE …/invitations/{invitationId}/)', () => {
  it('ends the link with its own answer, on reading, accepting and declining', async () => {
    const { id } = (await invite({ email: GRETA, first_name: 'Greta', last_name: 'Gustafsson' })).body.data;
    const link = linkTokenOf((await mailsTo(GRETA))[0]);
    const withdrawn = await withdraw(id);
    expect(withdrawn).toMatchObject({ status: 200, body: { data: { id, details: 'Invitation withdrawn' } } });
    const gone = { status: 410, body: { error: INVITATION_WITHDRAWN, details: INVITATION_WITHDRAWN } };
    expect(await readLink(link)).toMatchObject(gone);
    expect(
      await call('POST', '/api/auth/accept-invitation/', {
        body: { token: link, password: 'Ett-bra-lösen-1' },
      }),
    ).toMatchObject(gone);
    expect(await call('POST', '/api/auth/decline-invitation/', { body: { token: link } })).toMatchObject(
      gone,
    );
    expect([...db().accounts.users.values()].some((user) => user.email === GRETA)).toBe(false);
    // Still withdrawn once its week is over, and after other invitations.
    advanceClock(INVITATION_TTL_MS * 2);
    await invite({ email: ANNA });
    expect(await readLink(link)).toMatchObject(gone);
  });

  it('is safe to do twice, with or without the same Idempotency-Key', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    const headers = { 'idempotency-key': 'withdraw-anna-1' };
    const first = await withdraw(id, { headers });
    const retried = await withdraw(id, { headers });
    const again = await withdraw(id);
    expect(retried.body).toEqual(first.body);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect((await invitationsOf()).body.data.items).toEqual([]);
  });

  it('inviting the address again after a withdrawal mails a new link; the old one stays withdrawn', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    const old = linkTokenOf((await mailsTo(ANNA))[0]);
    await withdraw(id);
    const again = await invite({ email: ANNA });
    expect(again.body.data.id).not.toBe(id);
    const mails = await mailsTo(ANNA);
    expect(mails).toHaveLength(2);
    expect(linkTokenOf(mails[0])).not.toBe(old);
    expect((await readLink(linkTokenOf(mails[0]))).status).toBe(200);
    expect((await readLink(old)).status).toBe(410);
  });

  it('refuses an answered invitation (409), another company’s or an unknown one (404), and others (403)', async () => {
    const { id } = (await invite({ email: ANNA })).body.data;
    const fjord = (await invite({ email: 'x@fjord.no' }, { as: OLLE, companyId: FJORD_DESIGN_ID })).body.data
      .id;
    for (const who of [ERIK, SARA, ANNA]) {
      expect(await withdraw(id, { as: who })).toMatchObject({ status: 403 });
    }
    expect((await withdraw(id, { companyId: FJORD_DESIGN_ID })).status).toBe(403);
    expect(await withdraw(fjord, { as: OLLE })).toMatchObject({
      status: 404,
      body: { error: INVITATION_NOT_FOUND },
    });
    expect((await readLink(linkTokenOf((await mailsTo('x@fjord.no'))[0]))).status).toBe(200);
    expect((await withdraw('invitation-unknown')).status).toBe(404);
    await call('POST', '/api/auth/accept-invitation/', {
      body: { token: linkTokenOf((await mailsTo(ANNA))[0]) },
      token: await tokenOf(ANNA),
    });
    expect(await withdraw(id)).toMatchObject({ status: 409, body: { error: INVITATION_ANSWERED } });
  });

  it('keeps at most 100 withdrawn invitations a company; the earliest withdrawn is then not found', async () => {
    const links: string[] = [];
    for (let i = 0; i <= MAX_WITHDRAWN_INVITATIONS_PER_COMPANY; i += 1) {
      const email = `w-${i}@example.se`;
      const { id } = (await invite({ email })).body.data;
      links.push(linkTokenOf((await mailsTo(email))[0]));
      advanceClock(1000);
      await withdraw(id);
    }
    expect((await readLink(links[0]!)).status).toBe(404);
    expect((await readLink(links[1]!)).status).toBe(410);
    const kept = [...db().invitations.byToken.values()].filter(
      (invitation) => invitation.state === 'withdrawn',
    );
    expect(kept).toHaveLength(MAX_WITHDRAWN_INVITATIONS_PER_COMPANY);
  });
});
