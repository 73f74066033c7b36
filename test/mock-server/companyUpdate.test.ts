/** @jest-environment node */
import type {
  Company,
  CompanyAddress,
  CompanyAddressInput,
  CompanyUpdated,
  CompanyUpdateInput,
  MyCompanies,
  ProxyEnvelope,
  SessionUser,
} from '../../src/api/types';
import { db } from '../../mock-server/db';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { call, login, withMockBackend } from './helpers';
import { anna, erik, FJORD_DESIGN_ID, maria, nordicPrint, olle, sara } from '../support/demoAccounts';

// PUT /api/companies/{id}/: a company's admin changes its contact data and addresses.

withMockBackend();

const MARIA = maria.email;
const NORDIC_PATH = `/api/companies/${NORDIC_PRINT_ID}/`;

const tokenOf = async (email: string) => (await login(email)).access_token;
const nordic = () => structuredClone(db().companies.get(NORDIC_PRINT_ID)!);

function inputOf({ id, company_id: _c, created_at: _a, updated_at: _u, ...rest }: CompanyAddress) {
  return { id, ...rest } satisfies CompanyAddressInput;
}

/** What the company form sends for the stored company; the seed's shipping addresses get the state the form requires. */
function formOf(company: Company): CompanyUpdateInput {
  return {
    contact_name: company.contact_name,
    email: company.email,
    invoice_email: company.invoice_email,
    phone: company.phone,
    external_ref: company.external_ref,
    billing_address: company.billing_address.map(inputOf),
    shipping_address: company.shipping_address.map((a) => ({
      ...inputOf(a),
      state_province: 'Västra Götaland',
    })),
  };
}

const put = async (body: unknown, token?: string, path = NORDIC_PATH) =>
  call<ProxyEnvelope<CompanyUpdated> & { error?: string; errors?: string[]; details?: string }>('PUT', path, {
    body,
    token: token ?? (await tokenOf(MARIA)),
  });

describe('PUT /api/companies/{id}/ by an admin of the company', () => {
  it('saves the contact data and answers the whole company; a reload shows the change', async () => {
    const token = await tokenOf(MARIA);
    const form = {
      ...formOf(nordic()),
      contact_name: '  Maria Andersson ',
      email: 'Kontakt@NordicPrint.se',
      invoice_email: '',
      phone: '+46 31 765 43 21',
      external_ref: 'NP-2000',
    };
    const { status, body } = await put(form, token);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data.company).toMatchObject({
      id: NORDIC_PRINT_ID,
      contact_name: 'Maria Andersson',
      email: 'kontakt@nordicprint.se',
      invoice_email: '',
      phone: '+46 31 765 43 21',
      external_ref: 'NP-2000',
    });
    const mine = await call<ProxyEnvelope<MyCompanies>>('GET', '/api/companies/mine/', { token });
    expect(mine.body.data.companies[0]).toEqual(body.data.company);
  });

  it("shows the change in every member's session view (get-user organisations[])", async () => {
    await put({
      ...formOf(nordic()),
      contact_name: 'Nya Kontakten',
      email: 'ny@nordicprint.se',
      phone: '+46317000000',
    });
    const { body } = await call<ProxyEnvelope<SessionUser>>('POST', '/api/auth/get-user/', {
      token: await tokenOf(erik.email),
    });
    expect(body.data.organisations[0]).toMatchObject({
      id: NORDIC_PRINT_ID,
      contact_name: 'Nya Kontakten',
      email: 'ny@nordicprint.se',
      phone: '+46317000000',
    });
  });

  it('never changes the name, organisation number, VAT number or anything else the admin may not', async () => {
    const before = nordic();
    const { status, body } = await put({
      ...formOf(before),
      name: 'Hijacked AB',
      organisation_number: '000000-0000',
      tax_id_vat_number: 'SE000000000001',
      credit_check: false,
      status: 'inactive',
      store_groups: ['default'],
    });
    expect(status).toBe(200);
    expect(body.data.company).toMatchObject({
      name: before.name,
      organisation_number: before.organisation_number,
      tax_id_vat_number: before.tax_id_vat_number,
      credit_check: true,
      status: 'active',
      store_groups: ['business'],
    });
  });

  it('keeps the id and created_at of its own addresses, gives any other id a fresh one, and sets the owner fields', async () => {
    const before = nordic();
    const form = formOf(before);
    const fjordAddress = db().companies.get(FJORD_DESIGN_ID)!.billing_address[0]!.id;
    const shippingId = before.shipping_address[0]!.id;
    form.billing_address = [
      { ...form.billing_address[0]!, city: 'Mölndal', company_name: 'Someone Else AB' },
      { ...form.billing_address[1]!, id: shippingId },
      { ...form.billing_address[1]!, id: fjordAddress, name: 'Ny' },
      { ...form.billing_address[1]!, id: undefined, name: 'Utan id' },
    ];
    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    const { body } = await put(form);
    const [kept, fromShipping, foreign, fresh] = body.data.company.billing_address;
    expect(kept).toMatchObject({
      id: before.billing_address[0]!.id,
      created_at: before.billing_address[0]!.created_at,
      city: 'Mölndal',
      company_id: NORDIC_PRINT_ID,
      company_name: nordicPrint.name,
    });
    expect(kept!.updated_at > before.billing_address[0]!.updated_at).toBe(true);
    for (const address of [fromShipping, foreign, fresh]) {
      expect(address!.id).not.toBe(shippingId);
      expect(address!.id).not.toBe(fjordAddress);
      expect(address!.id).toMatch(/^addr-/);
      expect(address!.created_at).toBe(address!.updated_at);
    }
    expect(db().companies.get(FJORD_DESIGN_ID)!.billing_address[0]!.id).toBe(fjordAddress);
  });

  it('leaves the updated_at of an address sent back unchanged as it was', async () => {
    const before = nordic();
    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    const { body } = await put(formOf(before));
    expect(body.data.company.billing_address).toEqual(before.billing_address);
  });

  it('switches the default to the address marked, and makes the first the default when none is marked', async () => {
    const form = formOf(nordic());
    form.billing_address = form.billing_address.map((a, index) => ({ ...a, is_default: index === 1 }));
    form.shipping_address = form.shipping_address.map((a) => ({ ...a, is_default: false }));
    const { status, body } = await put(form);
    expect(status).toBe(200);
    expect(body.data.company.billing_address.map((a) => a.is_default)).toEqual([false, true]);
    expect(body.data.company.shipping_address.map((a) => a.is_default)).toEqual([true, false]);
  });

  it('refuses two defaults of one kind with 400 and changes nothing', async () => {
    const before = nordic();
    const form = formOf(before);
    form.billing_address = form.billing_address.map((a) => ({ ...a, is_default: true }));
    const { status, body } = await put(form);
    expect(status).toBe(400);
    expect(body.error).toBe('Only one billing address can be the default');
    expect(nordic()).toEqual(before);
  });

  it('refuses removing the last billing or shipping address with 400', async () => {
    const form = formOf(nordic());
    const noBilling = await put({ ...form, billing_address: [] });
    expect(noBilling.status).toBe(400);
    expect(noBilling.body).toMatchObject({
      ok: false,
      status: 400,
      error: 'At least one billing address is required',
      errors: ['billing_address: At least one billing address is required'],
    });
    const { shipping_address: _dropped, ...noShipping } = form;
    expect((await put(noShipping)).body.error).toBe('At least one shipping address is required');
    // One of each is enough.
    const one = await put({
      ...form,
      billing_address: form.billing_address.slice(0, 1),
      shipping_address: form.shipping_address.slice(1),
    });
    expect(one.status).toBe(200);
    expect(one.body.data.company.shipping_address).toHaveLength(1);
    expect(one.body.data.company.shipping_address[0]!.is_default).toBe(true);
  });

  it('answers an invalid email with 400 and the form message, and keeps the stored company', async () => {
    const before = nordic();
    const { status, body } = await put({ ...formOf(before), email: 'not-an-email' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      status: 400,
      error: 'Please enter a valid email address',
      errors: ['email: Please enter a valid email address'],
    });
    expect(nordic()).toEqual(before);
  });

  it('names every problem at once, each under its field', async () => {
    const form = formOf(nordic());
    const { status, body } = await put({
      ...form,
      contact_name: 'M',
      invoice_email: 'faktura@',
      phone: '',
      billing_address: [{ ...form.billing_address[0]!, street_address: ' ', country: 'Sweden' }],
      shipping_address: [
        { ...form.shipping_address[0]!, city: '', postal_code: '', state_province: '', phone: '' },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      'contact_name: Contact name must be at least 2 characters',
      'invoice_email: Please enter a valid invoice email address',
      'phone: Phone number is required',
      'billing_address[0].street_address: Street address is required',
      'billing_address[0].country: Country must be a two-letter ISO 3166-1 code',
      'shipping_address[0].city: City is required',
      'shipping_address[0].postal_code: Postal code is required',
      'shipping_address[0].phone: Phone is required',
      'shipping_address[0].state_province: State/province is required',
    ]);
  });

  it('stores a lower-case country code in upper case', async () => {
    const form = formOf(nordic());
    form.billing_address[0]!.country = 'no';
    const { body } = await put(form);
    expect(body.data.company.billing_address[0]!.country).toBe('NO');
  });

  it('refuses more than 50 addresses of a kind, and over-long texts, with 400', async () => {
    const form = formOf(nordic());
    const many = Array.from({ length: 51 }, () => ({
      ...form.billing_address[0]!,
      id: undefined,
      is_default: false,
    }));
    const tooMany = await put({ ...form, billing_address: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('At most 50 billing addresses are allowed');
    const longCity = await put({
      ...form,
      billing_address: [{ ...form.billing_address[0]!, city: 'x'.repeat(201) }],
    });
    expect(longCity.status).toBe(400);
    expect(longCity.body.error).toBe('city must be at most 200 characters');
  });
});

describe('PUT /api/companies/{id}/ refused', () => {
  it.each([
    ['a member who is not admin', erik.email],
    ['an agent of the company', sara.email],
    // The company form is editable only by the company's admins (docs/rules.md#company-form).
    ['a super admin who is not its admin', olle.email],
    ['a consumer', anna.email],
  ])('answers %s 403 and changes nothing', async (_who, email) => {
    const before = nordic();
    const { status, body } = await put(formOf(before), await tokenOf(email));
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, status: 403, error: 'Forbidden' });
    expect(nordic()).toEqual(before);
  });

  it('answers an admin 403 for another company, known or not, so it tells nothing of which exist', async () => {
    const form = formOf(nordic());
    expect((await put(form, undefined, `/api/companies/${FJORD_DESIGN_ID}/`)).status).toBe(403);
    expect((await put(form, undefined, '/api/companies/company-nope/')).status).toBe(403);
  });

  it('answers 401 without a live access token', async () => {
    const { status, body } = await call('PUT', NORDIC_PATH, { body: formOf(nordic()) });
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, status: 401, error: 'Unauthorized' });
  });
});
