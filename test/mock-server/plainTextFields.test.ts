/** @jest-environment node */
import type {
  Company,
  CompanyAddress,
  ProxyEnvelope,
  SignupUserResult,
  UploadPayload,
} from '../../src/api/types';
import type { FileUploaded } from '../../src/api/types/uploads';
import { db } from '../../mock-server/db';
import { NORDIC_PRINT_ID, ORDER_AWAITING_MARIA, seedOrderId } from '../../mock-server/fixtures';
import { NORDIC_PRINT_SYMBOL } from '../../mock-server/uploads/seed';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../mock-server/uploads/seedPreviewPng';
import { call, customerSignup, login, ORIGIN, withMockBackend } from './helpers';
import { maria } from '../support/demoAccounts';

// Texts people type and others read (a contact name, an external reference, a change request's
// reason, a print file's name and description) refuse control characters and the bidi controls
// that make a text display otherwise than it reads (kit/plainText.ts), each with its field's error.

withMockBackend();

const MARIA = maria.email;
const NUL = '\u0000';
const RLO = '\u202E';
const tokenOf = async (email: string) => (await login(email)).access_token;

type Failure = { ok: false; status: number; error: string; errors?: string[] };

describe('PUT /api/companies/{id}/ (the company form)', () => {
  const nordic = () => structuredClone(db().companies.get(NORDIC_PRINT_ID)!);
  const inputOf = ({ company_id: _c, created_at: _a, updated_at: _u, ...rest }: CompanyAddress) => rest;
  const formOf = (company: Company) => ({
    contact_name: company.contact_name,
    email: company.email,
    invoice_email: company.invoice_email,
    phone: company.phone,
    external_ref: company.external_ref,
    billing_address: company.billing_address.map(inputOf),
    shipping_address: company.shipping_address.map((a) => ({ ...inputOf(a), state_province: 'Skåne' })),
  });
  const put = async (changes: Record<string, string>) =>
    call<ProxyEnvelope<{ company: Company }> & Failure>('PUT', `/api/companies/${NORDIC_PRINT_ID}/`, {
      body: { ...formOf(nordic()), ...changes },
      token: await tokenOf(MARIA),
    });

  it.each([
    ['NUL', `Maria${NUL}Admin`],
    ['an RTL override', `Maria ${RLO}nimdA`],
    ['a line feed', 'Maria\nAdmin'],
    ['a C1 control', 'Maria\u009bAdmin'],
    ['a left-to-right mark', 'Maria\u200eAdmin'],
  ])('refuses %s in contact_name with 400 under the field, and keeps the stored company', async (_, text) => {
    const before = nordic();
    const { status, body } = await put({ contact_name: text });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      status: 400,
      error: 'Contact name must not contain control characters',
      errors: ['contact_name: Contact name must not contain control characters'],
    });
    expect(nordic()).toEqual(before);
  });

  it.each([
    ['NUL', `NP-${NUL}2000`],
    ['an RTL override', `NP-${RLO}0002`],
    ['a bidi isolate', 'NP-\u20662000\u2069'],
  ])('refuses %s in external_ref with 400 under the field', async (_, text) => {
    const before = nordic();
    const { status, body } = await put({ external_ref: text });
    expect(status).toBe(400);
    expect(body.errors).toEqual(['external_ref: External reference must not contain control characters']);
    expect(nordic()).toEqual(before);
  });

  it('still stores names and references of any script', async () => {
    const { status, body } = await put({ contact_name: 'Åsa Öberg (שרה)', external_ref: 'مرجع-7' });
    expect(status).toBe(200);
    expect(body.data.company).toMatchObject({ contact_name: 'Åsa Öberg (שרה)', external_ref: 'مرجع-7' });
  });
});

describe('POST /api/auth/organisation/signup/', () => {
  async function signedUp() {
    const body = customerSignup({ email: 'greta.garbo@example.se', organisation_signup: true });
    const answer = await call<ProxyEnvelope<Required<SignupUserResult>>>('POST', '/api/auth/signup/', {
      body,
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  }
  const address = { street_address: 'Verkstadsgatan 3', city: 'Malmö', postal_code: '21119', country: 'SE' };
  const company = (user: { id: string; signup_token: string }, changes: Record<string, string>) => ({
    name: 'Garbo Film AB',
    organisation_number: '5569876543',
    tax_id_vat_number: 'SE556987654301',
    contact_name: 'Greta Garbo',
    email: 'info@garbofilm.se',
    external_ref: 'GF-1',
    billing_address: [address],
    shipping_address: [address],
    user_id: user.id,
    signup_token: user.signup_token,
    ...changes,
  });
  const signupCompany = (body: unknown) => call<Failure>('POST', '/api/auth/organisation/signup/', { body });

  it.each([
    ['NUL', 'contact_name', `Greta${NUL}Garbo`],
    ['an RTL override', 'contact_name', `Greta ${RLO}obraG`],
    ['NUL', 'external_ref', `GF-${NUL}1`],
    ['an RTL override', 'external_ref', `GF-${RLO}1`],
  ])('refuses %s in %s with 400, creating nothing; the token stays usable', async (_, field, text) => {
    const user = await signedUp();
    const refused = await signupCompany(company(user, { [field]: text }));
    expect(refused).toEqual({
      status: 400,
      body: {
        ok: false,
        status: 400,
        error: `${field} must not contain control characters`,
      },
    });
    expect([...db().companies.values()].some((c) => c.name === 'Garbo Film AB')).toBe(false);
    expect((await signupCompany(company(user, {}))).status).toBe(201);
  });
});

describe('POST /api/orders/request-change/ (a change request’s reason)', () => {
  const MARIAS = seedOrderId(ORDER_AWAITING_MARIA);
  const requestChange = async (reason: string) =>
    call<ProxyEnvelope<{ message: string }> & Failure>('POST', '/api/orders/request-change/', {
      body: { orderId: MARIAS, reason },
      token: await tokenOf(MARIA),
    });
  const reasons = () =>
    db()
      .orders.orders.get(MARIAS)!
      .changeRequests.map((request) => request.reason);

  it.each([
    ['NUL', `Fel logotyp${NUL}`],
    ['an RTL override', `Fel ${RLO}ogotyp`],
    ['ESC', 'Fel \u001b[31mlogotyp'],
    ['a right-to-left mark', 'Fel\u200flogotyp'],
  ])('refuses %s with 400 and records nothing', async (_, reason) => {
    expect(await requestChange(reason)).toEqual({
      status: 400,
      body: {
        ok: false,
        status: 400,
        error: 'reason must not contain control characters other than line breaks and tabs',
      },
    });
    expect(reasons()).toEqual([]);
  });

  it('keeps the line breaks and tabs of a textarea', async () => {
    const reason = 'Fel logotyp.\r\nAnvänd den nya:\n\t– från mars';
    expect((await requestChange(reason)).status).toBe(200);
    expect(reasons()).toEqual([reason]);
  });
});

describe('the upload worker (print files)', () => {
  const PNG = Buffer.from(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64, 'base64');
  const jsonUpload = (overrides: Partial<UploadPayload> = {}): UploadPayload => ({
    filename: 'logo-2026.png',
    base64: `data:image/png;base64,${PNG.toString('base64')}`,
    companyId: NORDIC_PRINT_ID,
    logoType: 'primary',
    description: 'Ny logotyp',
    custom_fields: {},
    ...overrides,
  });
  async function send(
    method: string,
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const json = !(body instanceof FormData);
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(MARIA)}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : body,
    });
    return { status: response.status, body: await response.json() };
  }
  function form(filename: string, description: string): FormData {
    const data = new FormData();
    data.append('companyId', NORDIC_PRINT_ID);
    data.append('files', new Blob([new Uint8Array(PNG)]), filename);
    data.append('logoType', 'primary');
    data.append('description', description);
    return data;
  }
  const nordicFiles = () => [...db().uploads.values()].filter((f) => f.file.companyId === NORDIC_PRINT_ID);
  const fileNames = () => nordicFiles().map((f) => f.file.filename);

  const FILENAME_ERROR = { error: 'Filnamnet får inte innehålla styrtecken.' };
  const DESCRIPTION_ERROR = {
    error: 'description must not contain control characters other than line breaks and tabs',
  };

  it.each([
    ['an RTL override', `faktura${RLO}gnp.exe.png`],
    ['a left-to-right embedding', 'logo\u202a.png'],
    ['a C1 control', 'logo\u0085.png'],
  ])('refuses %s in a file name, as JSON and as multipart, storing nothing', async (_, filename) => {
    const before = fileNames();
    expect(await send('POST', '/worker/upload', jsonUpload({ filename }))).toEqual({
      status: 400,
      body: FILENAME_ERROR,
    });
    expect(await send('POST', '/worker/upload/', form(filename, ''))).toEqual({
      status: 400,
      body: FILENAME_ERROR,
    });
    expect(fileNames()).toEqual(before);
  });

  it.each([
    ['NUL', `Ny logotyp${NUL}`],
    ['an RTL override', `Ny ${RLO}pytogol`],
    ['a first-strong isolate', 'Ny \u2068logotyp'],
  ])('refuses %s in a description on upload and on change', async (_, description) => {
    const before = fileNames();
    expect(await send('POST', '/worker/upload', jsonUpload({ description }))).toEqual({
      status: 400,
      body: DESCRIPTION_ERROR,
    });
    expect(await send('POST', '/worker/upload/', form('logo-2026.png', description))).toEqual({
      status: 400,
      body: { error: 'description[0] must not contain control characters other than line breaks and tabs' },
    });
    const change = {
      companyId: NORDIC_PRINT_ID,
      filename: NORDIC_PRINT_SYMBOL,
      logoType: 'primary',
      description,
    };
    expect(await send('PUT', '/worker/upload', change)).toEqual({ status: 400, body: DESCRIPTION_ERROR });
    expect(fileNames()).toEqual(before);
    const symbol = nordicFiles().find((f) => f.file.filename === NORDIC_PRINT_SYMBOL)!;
    expect(symbol.file.description).not.toBe(description);
  });

  it('keeps a description of several lines', async () => {
    const description = 'Ny logotyp\nför 2026:\tfärg';
    const answer = await send('POST', '/worker/upload', jsonUpload({ description }));
    expect(answer.status).toBe(201);
    expect((answer.body as FileUploaded).file.description).toBe(description);
  });
});
