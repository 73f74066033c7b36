/** @jest-environment node */
import type { CompanyContacts, CompanyPage, MyCompanies, ProxyEnvelope } from '../../src/api/types';
import { db } from '../../mock-server/db';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { call, login, withMockBackend } from './helpers';
import { anna, erik, maria, nordicPrint, olle, sara } from '../support/demoAccounts';

// The companies behind the proxy: the super admins' list, a user's own companies and the
// contact persons an agent or super admin may order for.

withMockBackend();

const tokenOf = async (email: string) => (await login(email)).access_token;
const get = <T>(path: string, token?: string) => call<ProxyEnvelope<T>>('GET', path, { token });
const UNAUTHORIZED = { ok: false, status: 401, error: 'Unauthorized' };
/** Nordic Print's buyers besides Maria and Erik, by last name (Eriksson … Persson, then Svensson). */
const STAFF_BY_NAME = ['sofia', 'henrik', 'linnea', 'oskar', 'mats', 'karin', 'elin', 'frida', 'anders'].map(
  (name) => `user-np-${name}`,
);
const SVENSSON = 'user-np-johan';

describe('GET /api/companies/ (super admins)', () => {
  it('answers the first page of 10, sorted by name, with the totals, with or without the slash', async () => {
    const token = await tokenOf(olle.email);
    const { status, body } = await get<CompanyPage>('/api/companies/', token);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data).toMatchObject({ page: 1, total: 25, total_pages: 3 });
    expect(body.data.companies).toHaveLength(10);
    const names = body.data.companies.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(body.data.companies.find((c) => c.id === FJORD_DESIGN_ID)).toEqual(
      db().companies.get(FJORD_DESIGN_ID),
    );
    const bare = await get<CompanyPage>('/api/companies', token);
    expect(bare.body.data).toEqual(body.data);
  });

  it('pages, searches by name or number, and answers a page past the end empty', async () => {
    const token = await tokenOf(olle.email);
    const third = await get<CompanyPage>('/api/companies/?page=3&per_page=10', token);
    expect(third.body.data.companies).toHaveLength(5);
    const byName = await get<CompanyPage>('/api/companies/?search=%20NORDIC%20', token);
    expect(byName.body.data.companies.map((c) => c.name)).toEqual([nordicPrint.name]);
    const byNumber = await get<CompanyPage>('/api/companies/?search=5561234567', token);
    expect(byNumber.body.data).toMatchObject({ total: 1, total_pages: 1, page: 1 });
    expect(byNumber.body.data.companies[0]!.id).toBe(NORDIC_PRINT_ID);
    const past = await get<CompanyPage>('/api/companies/?page=7&per_page=5', token);
    expect(past.body.data).toEqual({ companies: [], page: 7, total: 25, total_pages: 5 });
  });

  it.each(['page=0', 'page=x', 'per_page=101', 'per_page=0', 'page=2.5'])(
    'answers 400 for %s',
    async (query) => {
      const token = await tokenOf(olle.email);
      const { status, body } = await get(`/api/companies/?${query}`, token);
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
    },
  );

  it.each([maria.email, sara.email, anna.email])('refuses %s with 403', async (email) => {
    const { status, body } = await get('/api/companies/', await tokenOf(email));
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, status: 403, error: 'Forbidden' });
  });

  it('answers 401 without a live access token, as get-user does', async () => {
    expect(await get('/api/companies/')).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await get('/api/companies/', 'not-a-token')).toEqual({ status: 401, body: UNAUTHORIZED });
    const token = await tokenOf(olle.email);
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'user' } });
    expect(await get('/api/companies/', token)).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/companies/mine/', () => {
  it("answers the user's companies in membership order, with their addresses", async () => {
    const { status, body } = await get<MyCompanies>('/api/companies/mine/', await tokenOf(sara.email));
    expect(status).toBe(200);
    expect(body.data.companies.map((c) => c.id)).toEqual([NORDIC_PRINT_ID, FJORD_DESIGN_ID]);
    expect(body.data.companies[0]).toEqual(db().companies.get(NORDIC_PRINT_ID));
    expect(body.data.companies[0]!.billing_address).toHaveLength(2);
    expect(body.data.companies[0]!.shipping_address).toHaveLength(2);
  });

  it('answers no companies for a user without memberships, super admins too', async () => {
    for (const email of [anna.email, olle.email]) {
      const { body } = await get<MyCompanies>('/api/companies/mine', await tokenOf(email));
      expect(body.data).toEqual({ companies: [] });
    }
  });

  it('answers 401 without a live access token', async () => {
    expect(await get('/api/companies/mine/')).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/companies/{id}/contacts/', () => {
  const contactsPath = (id: string) => `/api/companies/${id}/contacts/`;

  it("answers an agent the company's customers and herself, sorted by last then first name", async () => {
    const { status, body } = await get<CompanyContacts>(
      contactsPath(NORDIC_PRINT_ID),
      await tokenOf(sara.email),
    );
    expect(status).toBe(200);
    expect(body.data.contacts.map((c) => [c.id, c.role])).toEqual([
      [maria.id, 'customer'],
      [sara.id, 'agent'],
      [erik.id, 'customer'],
      ...[...STAFF_BY_NAME, SVENSSON].map((id) => [id, 'customer']),
    ]);
    expect(body.data.contacts[0]).toEqual({
      id: maria.id,
      first_name: 'Maria',
      last_name: 'Admin',
      email: maria.email,
      phone_number: '+46702223344',
      role: 'customer',
    });
  });

  it('answers a super admin the customers of any company and herself; without the slash too', async () => {
    const token = await tokenOf(olle.email);
    const nordic = await get<CompanyContacts>(`/api/companies/${NORDIC_PRINT_ID}/contacts`, token);
    // Olle Super sorts between Persson and Svensson.
    expect(nordic.body.data.contacts.map((c) => c.id)).toEqual([
      maria.id,
      erik.id,
      ...STAFF_BY_NAME,
      olle.id,
      SVENSSON,
    ]);
    const other = await get<CompanyContacts>(contactsPath('company-003'), token);
    expect(other.body.data.contacts.map((c) => c.id)).toEqual([olle.id]);
  });

  it('leaves out a customer who is no longer active', async () => {
    db().accounts.users.get(erik.id)!.status = 'pending';
    const { body } = await get<CompanyContacts>(contactsPath(NORDIC_PRINT_ID), await tokenOf(olle.email));
    expect(body.data.contacts.map((c) => c.id)).toEqual([maria.id, ...STAFF_BY_NAME, olle.id, SVENSSON]);
  });

  it.each([
    ['an admin of the company', maria.email, NORDIC_PRINT_ID],
    ['a member of the company', erik.email, NORDIC_PRINT_ID],
    ['an agent of other companies', sara.email, 'company-001'],
    ['a consumer', anna.email, NORDIC_PRINT_ID],
  ])('refuses %s with 403', async (_who, email, companyId) => {
    const { status, body } = await get(contactsPath(companyId), await tokenOf(email));
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, status: 403, error: 'Forbidden' });
  });

  it('answers 404 for an unknown company, and 401 without a live access token', async () => {
    const { status, body } = await get(contactsPath('company-nope'), await tokenOf(olle.email));
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, status: 404, error: 'company not found' });
    expect(await get(contactsPath(NORDIC_PRINT_ID))).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});
