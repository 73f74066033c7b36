/** @jest-environment node */
import type {
  ProxyEnvelope,
  SignupOrganisationPayload,
  SignupUserPayload,
  SignupUserResult,
} from '../../src/api/types';
import { SIGNUP_TOKEN_TTL_MS } from '../../mock-server/accounts/signupTokens';
import { findUserByEmail } from '../../mock-server/accounts/users';
import { db } from '../../mock-server/db';
import { usersSeed } from '../../mock-server/fixtures';
import { verifyPassword } from '../../mock-server/accounts/passwords';
import { call, customerSignup, DEMO_PASSWORD, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

withMockBackend();

const PASSWORD = 'Valid-password-7';

const customer = (overrides: Partial<SignupUserPayload> = {}) =>
  customerSignup({ email: 'Greta.Garbo@Example.SE', ...overrides });

const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kontor',
  street_address: 'Verkstadsgatan 3',
  city: 'Malmö',
  postal_code: '21119',
  country: 'se',
  ...overrides,
});

/**
 * The organisation payload (docs/rules.md#organisation-signup) for the user a sign-up created, with the
 * token of that sign-up's answer.
 */
function organisation(
  created: { id: string; token: string },
  overrides: Partial<SignupOrganisationPayload> = {},
): SignupOrganisationPayload {
  return {
    name: 'Garbo Film AB',
    organisation_number: '5569876543',
    tax_id_vat_number: 'SE556987654301',
    contact_name: 'Greta Garbo',
    email: 'info@garbofilm.se',
    invoice_email: 'faktura@garbofilm.se',
    phone: '+4640123456',
    external_ref: 'GF-1',
    attribute_ids: ['attr-print'],
    credit_check: true,
    custom_fields: { segment: 'film' },
    billing_address: [address()],
    shipping_address: [address({ name: 'Lager' }), address({ name: 'Studio', is_default: true })],
    user_id: created.id,
    signup_token: created.token,
    status: 'active',
    ...overrides,
  };
}

const signup = (body: unknown) =>
  call<ProxyEnvelope<Required<SignupUserResult>>>('POST', '/api/auth/signup/', { body });
const signupOrganisation = (body: unknown) =>
  call<ProxyEnvelope<Record<string, unknown>>>('POST', '/api/auth/organisation/signup/', { body });

async function newSignup(overrides: Partial<SignupUserPayload> = {}): Promise<{ id: string; token: string }> {
  const { status, body } = await signup(customer(overrides));
  expect(status).toBe(201);
  return { id: body.data.id, token: body.data.signup_token };
}

const companyCount = () => db().companies.size;

describe('POST /api/auth/signup/', () => {
  it('creates an unverified user with the email lowercased and answers 201 User created', async () => {
    const { status, body } = await signup(customer());
    expect(status).toBe(201);
    expect(body).toEqual({
      ok: true,
      status: 201,
      data: { id: expect.any(String), details: 'User created', signup_token: expect.any(String) },
    });
    const user = db().accounts.users.get(body.data.id)!;
    expect(user).toMatchObject({
      email: 'greta.garbo@example.se',
      first_name: 'Greta',
      last_name: 'Garbo',
      phone_number: '+46701234000',
      email_verified: false,
      status: 'active',
      role: 'customer',
      market: 'se',
      language: 'SV',
      store_group: 'default',
      store_group_id: 'sg-default',
      communication_preferences: { allow_email: true, allow_sms: false, allow_postal: true },
      organisations: [],
    });
  });

  it('stores an scrypt hash with its own salt, never the password', async () => {
    const { body } = await signup(customer());
    const { password } = db().accounts.users.get(body.data.id)!;
    expect(JSON.stringify(password)).not.toContain(PASSWORD);
    expect(password.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(password.salt).not.toBe(db().accounts.users.get(demo.anna.id)!.password.salt);
    expect(await verifyPassword(PASSWORD, password)).toBe(true);
    expect(await verifyPassword('Other-password-7', password)).toBe(false);
  });

  it('keeps the market and language of the payload', async () => {
    const { body } = await signup(customer({ market: 'no', language: 'en' }));
    expect(db().accounts.users.get(body.data.id)).toMatchObject({ market: 'no', language: 'EN' });
  });

  it('ignores the store group, role and status of the payload: a new account is an active consumer', async () => {
    const { status, body } = await signup({
      ...customer({ status: 'pending', store_group: 'business' }),
      role: 'agent',
      store_group_id: 'sg-business',
      is_super_admin: true,
      email_verified: true,
      organisations: [{ id: demo.NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
    });
    expect(status).toBe(201);
    expect(db().accounts.users.get(body.data.id)).toMatchObject({
      status: 'active',
      role: 'customer',
      store_group: 'default',
      store_group_id: 'sg-default',
      is_super_admin: false,
      email_verified: false,
      organisations: [],
    });
  });

  it('hands out a different single-use sign-up token for every user it creates', async () => {
    const first = await newSignup();
    const second = await newSignup({ email: 'other@example.se' });
    expect(first.token).toMatch(/^[\w-]{20,}$/);
    expect(second.token).not.toBe(first.token);
  });

  it('answers 409 user already exists for a verified address in any case', async () => {
    const answer = await signup(customer({ email: 'ANNA.Andersson@example.se' }));
    expect(answer).toEqual({
      status: 409,
      body: { ok: false, status: 409, error: 'user already exists', details: 'user already exists' },
    });
  });

  it('answers 409 email not verified for an unverified address, also after its own sign-up', async () => {
    const seeded = await signup(customer({ email: demo.nils.email }));
    expect(seeded.status).toBe(409);
    expect(seeded.body).toMatchObject({ details: 'email not verified', error: 'email not verified' });

    await signup(customer());
    const again = await signup(customer({ email: 'greta.garbo@example.se' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ details: 'email not verified' });
  });

  it.each([
    ['an invalid email', { email: 'greta@' }, 'email must be a valid e-mail address'],
    ['no first name', { first_name: ' ' }, 'first_name is required'],
    ['no last name', { last_name: undefined }, 'last_name is required'],
    [
      'a short password',
      { password: 'Short-1' },
      'password must be at least 10 characters and contain a digit',
    ],
    ['a password without a digit', { password: 'No-digits-here' }, 'password must be at least 10 characters'],
    ['privacy not accepted', { privacy: false }, 'privacy must be true'],
    ['an unknown market', { market: 'xx' }, 'market must be a market'],
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }, 'first_name must be at most 100'],
    ['a last name over 100 characters', { last_name: 'x'.repeat(101) }, 'last_name must be at most 100'],
    [
      'an email over 254 characters',
      { email: `${'x'.repeat(245)}@example.se` },
      'email must be at most 254 characters',
    ],
    [
      'a phone over 32 characters',
      { phone_number: `+46${'1'.repeat(30)}` },
      'phone_number must be at most 32',
    ],
    [
      'a password over 200 characters',
      { password: `Aa1${'x'.repeat(198)}` },
      'password must be at most 200 characters',
    ],
  ])('answers 400 for %s', async (_case, overrides, text) => {
    const answer = await signup({ ...customer(), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, status: 400 });
    expect((answer.body as unknown as { error: string }).error).toContain(text);
    expect(db().accounts.users.size).toBe(usersSeed.length);
  });

  it('names every problem of a bad payload at once', async () => {
    const answer = await signup({ ...customer(), email: 'nope', privacy: false });
    expect(answer.body).toMatchObject({
      errors: [
        'email must be a valid e-mail address',
        'privacy must be true (the privacy policy must be accepted)',
      ],
    });
  });
});

describe('POST /api/auth/organisation/signup/', () => {
  it('creates the company with its addresses and makes the contact person its admin in store group business', async () => {
    const created = await newSignup();
    const { status, body } = await signupOrganisation(organisation(created));
    expect(status).toBe(201);
    expect(body).toMatchObject({ ok: true, status: 201, data: { details: 'Company created' } });
    const company = body.data.company as Record<string, unknown> & { id: string };
    expect(company).toMatchObject({
      name: 'Garbo Film AB',
      organisation_number: '5569876543',
      status: 'active',
      custom_fields: { segment: 'film' },
      attribute_ids: ['attr-print'],
      store_groups: ['business'],
    });

    const stored = db().companies.get(company.id)!;
    expect(stored.billing_address).toHaveLength(1);
    expect(stored.billing_address[0]).toMatchObject({
      id: expect.any(String),
      company_id: company.id,
      street_address: 'Verkstadsgatan 3',
      country: 'SE',
      is_default: true,
      shipping_type: 'standard',
    });
    // The one marked default wins; exactly one default of each kind.
    expect(stored.shipping_address.map((a) => [a.name, a.is_default])).toEqual([
      ['Lager', false],
      ['Studio', true],
    ]);
    expect(db().accounts.companyAttributeIds.get(company.id)).toEqual(['attr-print']);

    expect(db().accounts.users.get(created.id)).toMatchObject({
      organisations: [{ id: company.id, role: 'customer', level: 'admin' }],
      store_group: 'business',
      store_group_id: 'sg-business',
    });
  });

  it('leaves credit_check and status to the shop: a new company is active without a credit check', async () => {
    const { body } = await signupOrganisation(
      organisation(await newSignup(), { credit_check: true, status: 'inactive' }),
    );
    const company = body.data.company as { id: string };
    expect(db().companies.get(company.id)).toMatchObject({ credit_check: false, status: 'active' });
  });

  describe('attaches only the user its sign-up token was issued for', () => {
    const anna = () => db().accounts.users.get(demo.anna.id)!;
    const annaBefore = () => structuredClone(anna());

    it('answers 403 when user_id names another existing account, and changes nothing', async () => {
      const before = annaBefore();
      const created = await newSignup();
      const answer = await signupOrganisation(organisation(created, { user_id: demo.anna.id }));
      expect(answer).toEqual({
        status: 403,
        body: {
          ok: false,
          status: 403,
          error: 'user_id is not the user of the signup token',
          details: 'user_id is not the user of the signup token',
        },
      });
      expect(anna()).toEqual(before);
      expect(db().accounts.users.get(created.id)!.organisations).toEqual([]);
      expect(companyCount()).toBe(25);
      // The token stays usable for the right user.
      expect((await signupOrganisation(organisation(created))).status).toBe(201);
    });

    it.each([
      ['without user_id', undefined],
      ['with an empty user_id', ''],
      ['with a user_id that is not a string', 7],
    ])('answers 400 %s', async (_case, user_id) => {
      const created = await newSignup();
      const answer = await signupOrganisation({ ...organisation(created), user_id });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, status: 400, error: 'user_id is required' });
      expect(companyCount()).toBe(25);
    });

    it('answers 409 when the user got a company meanwhile (an invitation), and creates none', async () => {
      const created = await newSignup();
      db().accounts.users.get(created.id)!.organisations.push({
        id: demo.NORDIC_PRINT_ID,
        role: 'customer',
        level: 'default',
      });
      const answer = await signupOrganisation(organisation(created));
      expect(answer).toMatchObject({
        status: 409,
        body: { ok: false, status: 409, error: 'user already belongs to an organisation' },
      });
      expect(companyCount()).toBe(25);
    });

    it('answers 401 without a token and changes nothing, whatever user_id says', async () => {
      const before = annaBefore();
      const { signup_token: _token, ...payload } = organisation(await newSignup(), { user_id: demo.anna.id });
      expect(await signupOrganisation(payload)).toEqual({
        status: 401,
        body: { ok: false, status: 401, error: 'signup token required', details: 'signup token required' },
      });
      expect(anna()).toEqual(before);
      expect(companyCount()).toBe(25);
      // Anna still sees consumer prices.
      expect((await login(demo.anna.email, DEMO_PASSWORD)).user).toMatchObject({
        store_group: 'default',
        organisations: [],
      });
    });

    it.each([
      ['a made-up token', 'made-up-token', 403],
      ['a token that is not a string', 42, 401],
    ])('answers for %s %i and changes nothing', async (_case, signup_token, status) => {
      const before = annaBefore();
      const answer = await signupOrganisation({
        ...organisation(await newSignup(), { user_id: demo.anna.id }),
        signup_token,
      });
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ ok: false, status });
      expect(anna()).toEqual(before);
      expect(companyCount()).toBe(25);
    });

    it('a token works once: a second organisation answers 403 invalid signup token', async () => {
      const created = await newSignup();
      expect((await signupOrganisation(organisation(created))).status).toBe(201);
      const again = await signupOrganisation(organisation(created, { organisation_number: '5569876544' }));
      expect(again).toEqual({
        status: 403,
        body: { ok: false, status: 403, error: 'invalid signup token', details: 'invalid signup token' },
      });
      expect(companyCount()).toBe(26);
      expect(db().accounts.users.get(created.id)!.organisations).toHaveLength(1);
    });

    it('a token expires after 30 minutes of mock time', async () => {
      const created = await newSignup();
      await call('POST', '/__mock/clock', { body: { advanceMs: SIGNUP_TOKEN_TTL_MS + 1 } });
      expect((await signupOrganisation(organisation(created))).status).toBe(403);
      expect(db().accounts.users.get(created.id)!.store_group).toBe('default');
    });

    it('a token whose user was deleted answers 403', async () => {
      const created = await newSignup();
      db().accounts.users.delete(created.id);
      expect((await signupOrganisation(organisation(created))).status).toBe(403);
      expect(companyCount()).toBe(25);
    });

    it('a refused body leaves the token usable', async () => {
      const created = await newSignup();
      expect((await signupOrganisation(organisation(created, { billing_address: [] }))).status).toBe(400);
      expect((await signupOrganisation(organisation(created))).status).toBe(201);
    });
  });

  it('answers 409 Company already exists when the number matches an existing one without its dash', async () => {
    const created = await newSignup();
    const answer = await signupOrganisation(organisation(created, { organisation_number: '5561234567' }));
    expect(answer).toEqual({
      status: 409,
      body: { ok: false, status: 409, error: 'Company already exists', details: 'Company already exists' },
    });
    expect(db().accounts.users.get(created.id)!.organisations).toEqual([]);
  });

  it.each([
    ['a hyphen', '556987-6543'],
    ['a space', '556987 6543'],
  ])('answers 400 for an organisation number with %s', async (_case, organisation_number) => {
    const answer = await signupOrganisation(organisation(await newSignup(), { organisation_number }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'organisation_number must be written without hyphens or spaces',
    });
  });

  const long = (length: number) => 'x'.repeat(length);

  it.each([
    ['no billing address', { billing_address: [] }, 'billing_address needs at least one address'],
    ['no shipping address', { shipping_address: undefined }, 'shipping_address needs at least one address'],
    [
      'an address without a city',
      { billing_address: [address({ city: '' })] },
      'billing_address[0].city is required',
    ],
    [
      'an address without a postal code and country',
      { shipping_address: [address({ postal_code: undefined, country: ' ' })] },
      'shipping_address[0].postal_code is required; shipping_address[0].country is required',
    ],
    ['a name over 100 characters', { name: long(101) }, 'name must be at most 100 characters'],
    [
      'a street over 200 characters',
      { billing_address: [address({ street_address: long(201) })] },
      'billing_address[0].street_address must be at most 200 characters',
    ],
    [
      'a city over 200 characters',
      { shipping_address: [address({ city: long(201) })] },
      'shipping_address[0].city must be at most 200 characters',
    ],
    [
      'an address phone over 32 characters',
      { billing_address: [address({ phone: long(33) })] },
      'billing_address[0].phone must be at most 32 characters',
    ],
    [
      'an address field that is not a string',
      { billing_address: [address({ co_address: 7 })] },
      'billing_address[0].co_address must be a string',
    ],
    ['an email over 254 characters', { email: `${long(245)}@example.se` }, 'email must be at most 254'],
    ['a phone over 32 characters', { phone: `+46${'1'.repeat(30)}` }, 'phone must be at most 32 characters'],
    ['21 addresses', { billing_address: Array(21).fill(address()) }, 'billing_address may hold at most 20'],
    [
      'a custom field value over 500 characters',
      { custom_fields: { note: long(501) } },
      'custom_fields names must be at most 100 and values at most 500 characters',
    ],
    [
      '21 attribute ids',
      { attribute_ids: Array.from({ length: 21 }, (_, i) => `attr-${i}`) },
      'attribute_ids must be at most 20 ids',
    ],
  ])('answers 400 for %s', async (_case, overrides, text) => {
    const created = await newSignup();
    const answer = await signupOrganisation({ ...organisation(created), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, status: 400 });
    expect((answer.body as unknown as { error: string }).error).toContain(text);
    expect(companyCount()).toBe(25);
    expect(db().accounts.users.get(created.id)!.store_group).toBe('default');
  });

  it('lets the contact person log in as company admin once the email is verified', async () => {
    await signupOrganisation(organisation(await newSignup()));
    findUserByEmail('greta.garbo@example.se')!.email_verified = true;
    const { status, body } = await call<ProxyEnvelope<{ user: { organisations: unknown[] } }>>(
      'POST',
      '/api/auth/login/',
      { body: { email: 'greta.garbo@example.se', password: PASSWORD } },
    );
    expect(status).toBe(200);
    expect(body.data.user.organisations).toEqual([
      expect.objectContaining({ name: 'Garbo Film AB', organisation_number: '5569876543', level: 'admin' }),
    ]);
  });
});
