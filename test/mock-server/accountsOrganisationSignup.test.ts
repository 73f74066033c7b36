/** @jest-environment node */
import type { ProxyEnvelope, SignupUserPayload, SignupUserResult } from '../../src/api/types';
import { SIGNUP_TOKEN_TTL_MS } from '../../mock-server/accounts/signupTokens';
import { findUserByEmail } from '../../mock-server/accounts/users';
import { db } from '../../mock-server/db';
import { call, customerSignup, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

withMockBackend();

// An organisation sign-up is two calls: the contact person's account, then the company. Between
// them the account exists without its company; these are the mock's rules for that window.

const PASSWORD = 'Valid-password-7';
const EMAIL = 'greta.garbo@example.se';

const contact = (overrides: Partial<SignupUserPayload> = {}) =>
  customerSignup({ email: EMAIL, password: PASSWORD, organisation_signup: true, ...overrides });

const signup = (body: unknown) =>
  call<ProxyEnvelope<Required<SignupUserResult>>>('POST', '/api/auth/signup/', { body });

const company = (created: { id: string; signup_token: string }, organisation_number = '5569876543') => ({
  name: 'Garbo Film AB',
  organisation_number,
  tax_id_vat_number: `SE${organisation_number}01`,
  contact_name: 'Greta Garbo',
  email: 'info@garbofilm.se',
  invoice_email: '',
  phone: '',
  external_ref: '',
  attribute_ids: [],
  credit_check: false,
  custom_fields: {},
  billing_address: [
    { street_address: 'Verkstadsgatan 3', city: 'Malmö', postal_code: '21119', country: 'SE' },
  ],
  shipping_address: [
    { street_address: 'Verkstadsgatan 3', city: 'Malmö', postal_code: '21119', country: 'SE' },
  ],
  user_id: created.id,
  signup_token: created.signup_token,
  status: 'active',
});

const signupCompany = (body: unknown) => call('POST', '/api/auth/organisation/signup/', { body });
const verifyLink = (email = EMAIL) => call('POST', '/api/auth/create-verify-link/', { body: { email } });
const mailsTo = (email = EMAIL) => db().accounts.outbox.filter((mail) => mail.to === email);

async function created(overrides: Partial<SignupUserPayload> = {}) {
  const answer = await signup(contact(overrides));
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('the verification mail of an organisation sign-up waits for its company', () => {
  it('is refused (409, no mail) while the company is missing, and sent once the company exists', async () => {
    const user = await created();
    expect(await verifyLink()).toEqual({
      status: 409,
      body: {
        ok: false,
        status: 409,
        error: 'organisation signup not completed',
        details: 'organisation signup not completed',
      },
    });
    expect(mailsTo()).toHaveLength(0);

    expect((await signupCompany(company(user))).status).toBe(201);
    expect((await verifyLink()).body).toMatchObject({ data: { message: 'Email verification link created' } });
    expect(mailsTo().map((mail) => mail.kind)).toEqual(['verify-email']);
  });

  it('keeps waiting after a refused company (Company already exists); the same token then makes the right one', async () => {
    const user = await created();
    const taken = await signupCompany(company(user, '5561234567'));
    expect(taken).toMatchObject({ status: 409, body: { error: 'Company already exists' } });
    expect((await verifyLink()).status).toBe(409);
    expect((await signupCompany(company(user))).status).toBe(201);
    expect((await verifyLink()).status).toBe(200);
    expect(mailsTo()).toHaveLength(1);
  });

  it('leaves a customer sign-up as it was: the link is sent at once', async () => {
    await signup(customerSignup({ email: EMAIL }));
    expect((await verifyLink()).status).toBe(200);
    expect(mailsTo()).toHaveLength(1);
  });

  it('gives up waiting when the sign-up token expires: the account is then an ordinary customer account', async () => {
    await created();
    await call('POST', '/__mock/clock', { body: { advanceMs: SIGNUP_TOKEN_TTL_MS + 1 } });
    expect((await verifyLink()).status).toBe(200);
    expect(mailsTo()).toHaveLength(1);
  });

  it('answers 400 for an organisation_signup that is not true or false', async () => {
    const answer = await signup(contact({ organisation_signup: 'yes' as unknown as boolean }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'organisation_signup must be true or false' });
    expect(findUserByEmail(EMAIL)).toBeUndefined();
  });
});

describe('an unfinished organisation sign-up is picked up again by signing up with the same password', () => {
  it('answers 200 Signup resumed with the same user and a new token; the old token is spent', async () => {
    const first = await created();
    const again = await signup(contact());
    expect(again).toEqual({
      status: 200,
      body: {
        ok: true,
        status: 200,
        data: { id: first.id, details: 'Signup resumed', signup_token: expect.any(String) },
      },
    });
    expect(again.body.data.signup_token).not.toBe(first.signup_token);
    expect([...db().accounts.users.values()].filter((u) => u.email === EMAIL)).toHaveLength(1);
    expect((await signupCompany(company(first))).status).toBe(403);
    expect((await signupCompany(company(again.body.data))).status).toBe(201);
    expect((await verifyLink()).status).toBe(200);
  });

  it.each([
    ['another password', () => contact({ password: 'Other-password-7' }), 'email not verified'],
    [
      'a customer sign-up (no organisation_signup)',
      () => customerSignup({ email: EMAIL, password: PASSWORD }),
      'email not verified',
    ],
  ])('refuses %s with the usual 409', async (_case, body, error) => {
    await created();
    const answer = await signup(body());
    expect(answer).toMatchObject({ status: 409, body: { error } });
  });

  it('refuses an account that has its company or is verified', async () => {
    const user = await created();
    await signupCompany(company(user));
    expect(await signup(contact())).toMatchObject({ status: 409, body: { error: 'email not verified' } });
    findUserByEmail(EMAIL)!.email_verified = true;
    expect(await signup(contact())).toMatchObject({ status: 409, body: { error: 'user already exists' } });
  });

  it('goes by the account, not by how it was made: any unverified account without a company, its own password', async () => {
    const nils = await signup(contact({ email: demo.nils.email, password: demo.DEMO_PASSWORD }));
    expect(nils.status).toBe(200);
    expect(nils.body.data.id).toBe(demo.nils.id);
    const anna = await signup(contact({ email: demo.anna.email, password: demo.DEMO_PASSWORD }));
    expect(anna).toMatchObject({ status: 409, body: { error: 'user already exists' } });
  });
});
