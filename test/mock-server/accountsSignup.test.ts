import type { ProxyEnvelope, SignupOrganisationPayload, SignupUserPayload } from '../../src/api/types';
import { findUserByEmail } from '../../mock-server/accounts/users';
import { db } from '../../mock-server/db';
import { verifyPassword } from '../../mock-server/accounts/passwords';
import { call, withMockBackend } from './helpers';

withMockBackend();

const PASSWORD = 'Valid-password-7';

function customer(overrides: Partial<SignupUserPayload> = {}): SignupUserPayload {
  return {
    first_name: 'Greta',
    last_name: 'Garbo',
    email: 'Greta.Garbo@Example.SE',
    password: PASSWORD,
    phone_number: '+46701234000',
    language: 'sv',
    country_code: 'SE',
    country: 'SE',
    market: 'se',
    store_group: 'default',
    role: 'customer',
    allow_email_notifications: true,
    allow_phone_notifications: false,
    allow_postal_notifications: true,
    status: 'active',
    privacy: true,
    ...overrides,
  };
}

const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kontor',
  street_address: 'Verkstadsgatan 3',
  city: 'Malmö',
  postal_code: '21119',
  country: 'se',
  ...overrides,
});

function organisation(
  userId: string,
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
    user_id: userId,
    status: 'active',
    ...overrides,
  };
}

const signup = (body: unknown) =>
  call<ProxyEnvelope<{ id: string; details: string }>>('POST', '/api/auth/signup/', { body });
const signupOrganisation = (body: unknown) =>
  call<ProxyEnvelope<Record<string, unknown>>>('POST', '/api/auth/organisation/signup/', { body });

async function newUserId(): Promise<string> {
  const { status, body } = await signup(customer());
  expect(status).toBe(201);
  return body.data.id;
}

describe('POST /api/auth/signup/', () => {
  it('creates an unverified user with the email lowercased and answers 201 User created', async () => {
    const { status, body } = await signup(customer());
    expect(status).toBe(201);
    expect(body).toEqual({
      ok: true,
      status: 201,
      data: { id: expect.any(String), details: 'User created' },
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
    expect(password.salt).not.toBe(db().accounts.users.get('user-anna')!.password.salt);
    expect(verifyPassword(PASSWORD, password)).toBe(true);
    expect(verifyPassword('Other-password-7', password)).toBe(false);
  });

  it('keeps the status, store group and market of the payload', async () => {
    const { body } = await signup(
      customer({ status: 'pending', store_group: 'business', market: 'no', language: 'en' }),
    );
    expect(db().accounts.users.get(body.data.id)).toMatchObject({
      status: 'pending',
      store_group: 'business',
      store_group_id: 'sg-business',
      market: 'no',
      language: 'EN',
    });
  });

  it('answers 409 user already exists for a verified address in any case', async () => {
    const answer = await signup(customer({ email: 'ANNA.Andersson@example.se' }));
    expect(answer).toEqual({
      status: 409,
      body: { ok: false, status: 409, error: 'user already exists', details: 'user already exists' },
    });
  });

  it('answers 409 email not verified for an unverified address, also after its own sign-up', async () => {
    const seeded = await signup(customer({ email: 'nils.unverified@example.se' }));
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
    ['another role', { role: 'agent' }, "role must be 'customer'"],
    ['an unknown market', { market: 'xx' }, 'market must be a market'],
    ['an unknown store group', { store_group: 'vip' }, 'store_group must be a store group'],
  ])('answers 400 for %s', async (_case, overrides, text) => {
    const answer = await signup({ ...customer(), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, status: 400 });
    expect((answer.body as unknown as { error: string }).error).toContain(text);
    expect(db().accounts.users.size).toBe(7);
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
    const userId = await newUserId();
    const { status, body } = await signupOrganisation(organisation(userId));
    expect(status).toBe(201);
    expect(body).toMatchObject({ ok: true, status: 201, data: { details: 'Company created' } });
    const company = body.data.company as Record<string, unknown> & { id: string };
    expect(company).toMatchObject({
      name: 'Garbo Film AB',
      organisation_number: '5569876543',
      credit_check: true,
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

    expect(db().accounts.users.get(userId)).toMatchObject({
      organisations: [{ id: company.id, role: 'customer', level: 'admin' }],
      store_group: 'business',
      store_group_id: 'sg-business',
    });
  });

  it('answers 409 Company already exists when the number matches an existing one without its dash', async () => {
    const userId = await newUserId();
    const answer = await signupOrganisation(organisation(userId, { organisation_number: '5561234567' }));
    expect(answer).toEqual({
      status: 409,
      body: { ok: false, status: 409, error: 'Company already exists', details: 'Company already exists' },
    });
    expect(db().accounts.users.get(userId)!.organisations).toEqual([]);
  });

  it('answers 400 for a user id that does not exist', async () => {
    const answer = await signupOrganisation(organisation('user-nobody'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'user_id must be the id of an existing user' });
  });

  it.each([
    ['a hyphen', '556987-6543'],
    ['a space', '556987 6543'],
  ])('answers 400 for an organisation number with %s', async (_case, organisation_number) => {
    const userId = await newUserId();
    const answer = await signupOrganisation(organisation(userId, { organisation_number }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'organisation_number must be written without hyphens or spaces',
    });
  });

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
  ])('answers 400 for %s', async (_case, overrides, text) => {
    const userId = await newUserId();
    const answer = await signupOrganisation({ ...organisation(userId), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: text });
    expect(db().companies.size).toBe(25);
  });

  it('lets the contact person log in as company admin once the email is verified', async () => {
    const userId = await newUserId();
    await signupOrganisation(organisation(userId));
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
