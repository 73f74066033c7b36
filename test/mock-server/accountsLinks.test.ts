/** @jest-environment node */
import type { LoginResult, MessageResult, ProxyEnvelope, SignupUserPayload } from '../../src/api/types';
import { db } from '../../mock-server/db';
import type { OutboxMail } from '../../mock-server/accounts/types';
import { verifyPassword } from '../../mock-server/accounts/passwords';
import { SHOP_ORIGIN_ENV } from '../../mock-server/accounts/shopOrigin';
import { call, DEMO_PASSWORD, login, ORIGIN, withMockBackend } from './helpers';
import { anna, nils, petra } from '../support/demoAccounts';

withMockBackend();

const HOUR = 3600 * 1000;
const NEW_PASSWORD = 'Brand-new-pass-9';

const post = (path: string, body: unknown) => call<ProxyEnvelope<MessageResult>>('POST', path, { body });
const createVerifyLink = (email: string) => post('/api/auth/create-verify-link/', { email });
const verifyEmail = (token: string) => post('/api/auth/verify-email/', { token });
const createResetLink = (email: string) => post('/api/auth/create-reset-password-link/', { email });
const resetPassword = (password: string, token: string) =>
  post('/api/auth/reset-password/', { password, reset_password_token: token });
const loginCall = (email: string, password: string) =>
  call<ProxyEnvelope<LoginResult>>('POST', '/api/auth/login/', { body: { email, password } });
const advanceClock = (advanceMs: number) => call('POST', '/__mock/clock', { body: { advanceMs } });

async function outbox(to?: string): Promise<OutboxMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const { status, body } = await call<{ mails: OutboxMail[] }>('GET', `/__mock/outbox.json${query}`);
  expect(status).toBe(200);
  return body.mails;
}

/** The token of the newest mail to that address, read from its link as a person would follow it. */
async function tokenFromLatestMail(to: string, route: string): Promise<string> {
  const [mail] = await outbox(to);
  const link = new URL(mail!.link);
  expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}${route}`);
  return link.searchParams.get('token')!;
}

const failureBody = (status: number, details: string) => ({ ok: false, status, error: details, details });

describe('verification links', () => {
  it('create-verify-link mails a link that verifies the address and then allows login', async () => {
    expect((await loginCall(nils.email, DEMO_PASSWORD)).status).toBe(403);

    const created = await createVerifyLink('Nils.Unverified@Example.se');
    expect(created).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'Email verification link created' } },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: nils.email,
      kind: 'verify-email',
      subject: 'Verify your e-mail address',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mail!.text).toContain(mail!.link);

    const token = await tokenFromLatestMail(nils.email, '/verify-email/');
    expect(await verifyEmail(token)).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'Email verified' } },
    });
    expect(db().accounts.users.get(nils.id)!.email_verified).toBe(true);
    expect((await loginCall(nils.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a used verification token is unknown afterwards: 404 link not found', async () => {
    await createVerifyLink(nils.email);
    const token = await tokenFromLatestMail(nils.email, '/verify-email/');
    expect((await verifyEmail(token)).status).toBe(200);
    expect(await verifyEmail(token)).toEqual({ status: 404, body: failureBody(404, 'link not found') });
    expect(await verifyEmail('made-up-token')).toEqual({
      status: 404,
      body: failureBody(404, 'link not found'),
    });
  });

  it('a verification link lasts 24 hours of mock time, then answers 410 link expired', async () => {
    await createVerifyLink(nils.email);
    const token = await tokenFromLatestMail(nils.email, '/verify-email/');
    await advanceClock(24 * HOUR + 1);
    expect(await verifyEmail(token)).toEqual({ status: 410, body: failureBody(410, 'link expired') });
    expect(db().accounts.users.get(nils.id)!.email_verified).toBe(false);

    await createVerifyLink(nils.email);
    const fresh = await tokenFromLatestMail(nils.email, '/verify-email/');
    await advanceClock(24 * HOUR - 1000);
    expect((await verifyEmail(fresh)).status).toBe(200);
  });

  it('answers 404 email not found for an unknown address and Email already verified for a verified one', async () => {
    expect(await createVerifyLink('nobody@example.se')).toEqual({
      status: 404,
      body: failureBody(404, 'email not found'),
    });
    expect((await createVerifyLink(anna.email)).body.data).toEqual({
      message: 'Email already verified',
    });
    expect(await outbox()).toEqual([]);
  });

  it('a sign-up followed by create-verify-link and the mailed token lets the new user log in', async () => {
    const payload: SignupUserPayload = {
      first_name: 'Ture',
      last_name: 'Test',
      email: 'Ture.Test@example.se',
      password: 'Ture-password-1',
      phone_number: '',
      language: 'SV',
      country_code: 'SE',
      country: 'SE',
      market: 'se',
      store_group: 'default',
      role: 'customer',
      allow_email_notifications: false,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
      status: 'active',
      privacy: true,
    };
    expect((await call('POST', '/api/auth/signup/', { body: payload })).status).toBe(201);
    expect(await outbox()).toEqual([]); // sign-up itself sends nothing
    expect((await loginCall('ture.test@example.se', 'Ture-password-1')).body).toMatchObject({
      details: 'email not verified',
    });
    await createVerifyLink('ture.test@example.se');
    await verifyEmail(await tokenFromLatestMail('ture.test@example.se', '/verify-email/'));
    const { status, body } = await loginCall('TURE.test@example.se', 'Ture-password-1');
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email: 'ture.test@example.se', first_name: 'Ture' });
  });
});

describe('password reset links', () => {
  it('create-reset-password-link mails a link; reset-password sets the new password and login takes it', async () => {
    expect(await createResetLink('ANNA.andersson@example.se')).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'Reset password link created' } },
    });
    const [mail] = await outbox(anna.email);
    expect(mail).toMatchObject({ kind: 'reset-password', subject: 'Choose a new password' });
    const token = await tokenFromLatestMail(anna.email, '/new-password/');

    expect(await resetPassword(NEW_PASSWORD, token)).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'Password updated', details: 'Password updated' } },
    });
    const { password } = db().accounts.users.get(anna.id)!;
    expect(JSON.stringify(password)).not.toContain(NEW_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, password)).toBe(true);

    expect((await loginCall(anna.email, DEMO_PASSWORD)).body).toMatchObject({
      status: 401,
      details: 'invalid password',
    });
    expect((await loginCall(anna.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a reset ends the sessions opened with the old password', async () => {
    const { access_token, refresh_token } = await login(anna.email);
    await createResetLink(anna.email);
    await resetPassword(NEW_PASSWORD, await tokenFromLatestMail(anna.email, '/new-password/'));
    expect((await call('POST', '/api/auth/refresh-token/', { body: { refresh_token } })).status).toBe(401);
    expect((await call('POST', '/api/auth/get-user/', { token: access_token })).status).toBe(401);
  });

  it('a reset token works once, then answers 404 link not found', async () => {
    await createResetLink(anna.email);
    const token = await tokenFromLatestMail(anna.email, '/new-password/');
    expect((await resetPassword(NEW_PASSWORD, token)).status).toBe(200);
    expect(await resetPassword('Another-pass-8', token)).toEqual({
      status: 404,
      body: failureBody(404, 'link not found'),
    });
    expect(await resetPassword(NEW_PASSWORD, 'made-up')).toEqual({
      status: 404,
      body: failureBody(404, 'link not found'),
    });
  });

  it('a new reset link replaces the earlier one', async () => {
    await createResetLink(anna.email);
    const first = await tokenFromLatestMail(anna.email, '/new-password/');
    await createResetLink(anna.email);
    const second = await tokenFromLatestMail(anna.email, '/new-password/');
    expect((await resetPassword(NEW_PASSWORD, first)).body).toMatchObject({ details: 'link not found' });
    expect((await resetPassword(NEW_PASSWORD, second)).status).toBe(200);
  });

  it('a reset link lasts 1 hour of mock time, then answers 410 link expired', async () => {
    await createResetLink(anna.email);
    const token = await tokenFromLatestMail(anna.email, '/new-password/');
    await advanceClock(HOUR + 1);
    expect(await resetPassword(NEW_PASSWORD, token)).toEqual({
      status: 410,
      body: failureBody(410, 'link expired'),
    });
    expect(await verifyPassword(DEMO_PASSWORD, db().accounts.users.get(anna.id)!.password)).toBe(true);
  });

  it('a weak new password answers 400 and leaves the link usable', async () => {
    await createResetLink(anna.email);
    const token = await tokenFromLatestMail(anna.email, '/new-password/');
    for (const weak of ['short-1', 'no-digits-at-all']) {
      const answer = await resetPassword(weak, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        error: 'password must be at least 10 characters and contain a digit',
      });
    }
    expect((await resetPassword(NEW_PASSWORD, token)).status).toBe(200);
  });

  it('answers 404 email not found and 403 email not verified without sending mail', async () => {
    expect(await createResetLink('nobody@example.se')).toEqual({
      status: 404,
      body: failureBody(404, 'email not found'),
    });
    expect(await createResetLink(nils.email)).toEqual({
      status: 403,
      body: failureBody(403, 'email not verified'),
    });
    expect(await outbox()).toEqual([]);
  });

  it('answers 400 when the token or password is missing', async () => {
    expect((await post('/api/auth/reset-password/', { password: NEW_PASSWORD })).body).toMatchObject({
      status: 400,
      error: 'reset_password_token is required',
    });
    expect((await post('/api/auth/verify-email/', {})).body).toMatchObject({
      status: 400,
      error: 'token is required',
    });
  });
});

describe('the origin of mailed links', () => {
  const linkOrigins = async () => (await outbox()).map((mail) => new URL(mail.link).origin);
  const evil = { origin: 'https://evil.example', referer: 'https://evil.example/login' };

  afterEach(() => {
    delete process.env[SHOP_ORIGIN_ENV];
  });

  it('ignores the Origin header: reset and verification links stay on the shop', async () => {
    await call('POST', '/api/auth/create-reset-password-link/', {
      body: { email: anna.email },
      headers: evil,
    });
    await call('POST', '/api/auth/create-verify-link/', {
      body: { email: nils.email },
      headers: evil,
    });
    expect(await linkOrigins()).toEqual([ORIGIN, ORIGIN]);
    for (const mail of await outbox()) expect(mail.text).not.toContain('evil.example');
  });

  it('uses SHOP_ORIGIN when set (the app beside a standalone mock), still not the Origin header', async () => {
    process.env[SHOP_ORIGIN_ENV] = 'http://127.0.0.1:5173/';
    await call('POST', '/api/auth/create-reset-password-link/', {
      body: { email: anna.email },
      headers: evil,
    });
    const [mail] = await outbox();
    expect(mail!.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/new-password\/\?token=[\w-]+$/);
  });
});

describe('login texts', () => {
  it.each([
    ['nobody@example.se', DEMO_PASSWORD, 404, 'user not found'],
    [anna.email, 'Wrong-password-1', 401, 'invalid password'],
    [nils.email, DEMO_PASSWORD, 403, 'email not verified'],
    [petra.email, DEMO_PASSWORD, 403, 'user is in pending state'],
  ])('login as %s with %s answers %i with error and details %s', async (email, password, status, details) => {
    expect(await loginCall(email, password)).toEqual({ status, body: failureBody(status, details) });
  });
});
