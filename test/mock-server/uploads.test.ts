/** @jest-environment node */
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { http, passthrough } from 'msw';
import type {
  CompanyFile,
  FilesUploaded,
  FileUploaded,
  OrganisationFiles,
  UploadPayload,
} from '../../src/api/types/uploads';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { FILE_BODY_BYTES } from '../../mock-server/kit/bounds';
import { serverUrl, startMockHttpServer } from '../../mock-server/httpServer';
import { mockServer } from '../../mock-server/node';
import { mayManageFiles, maySeeFiles, NOT_ADMIN } from '../../mock-server/uploads/fileAccess';
import { signedMediaUrl } from '../../mock-server/uploads/mediaUrl';
import {
  BUSINESS_CARD_PROOF,
  NORDIC_PRINT_LOGO,
  NORDIC_PRINT_LOGO_PREVIEW,
  NORDIC_PRINT_SYMBOL,
  SEED_FILE_IDS,
} from '../../mock-server/uploads/seed';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../mock-server/uploads/seedPreviewPng';
import { login, ORIGIN, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// The upload worker ({worker}) and the proxy's company-media deletion: who may upload, list and
// delete, what is stored, and that a conversion's preview goes with its original.

withMockBackend();

const MARIA = demo.maria.email; // admin of Nordic Print AB
const ERIK = demo.erik.email; // member (level default) of Nordic Print AB
const SARA = demo.sara.email; // agent in Nordic Print AB and Fjord Design AS
const OLLE = demo.olle.email; // super admin
const ANNA = demo.anna.email; // consumer, no company

const tokenOf = async (email: string) => (await login(email)).access_token;

/** A real PNG: the seed's preview of the EPS logo. */
const PNG_BYTES = new Uint8Array(Buffer.from(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64, 'base64'));
const SVG_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

async function send(
  method: string,
  path: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
}

async function listFiles(token: string, companyId = NORDIC_PRINT_ID): Promise<CompanyFile[]> {
  const response = await send('GET', `/worker/files?companyId=${companyId}&per_page=200`, { token });
  expect(response.status).toBe(200);
  const body = (await response.json()) as OrganisationFiles;
  expect(body.companies.map((company) => company.id)).toEqual([companyId]);
  return body.companies[0]!.files;
}

/** A listed link without its signature: the file it names, the same in every listing. */
const unsigned = (url: string | undefined) => url?.split('?')[0];
const withUnsignedLinks = (file: CompanyFile): CompanyFile => ({
  ...file,
  url: unsigned(file.url)!,
  custom_fields: file.custom_fields.preview_url
    ? { ...file.custom_fields, preview_url: unsigned(file.custom_fields.preview_url) ?? '' }
    : file.custom_fields,
});

/** What the print-files panel lists (docs/rules.md#print-files): no proofs, no hidden previews. */
const shownByPanel = (files: CompanyFile[]) =>
  files.filter((file) => !/korrektur/i.test(file.filename) && file.custom_fields.hide !== 'true');

interface Part {
  name: string;
  bytes: Uint8Array<ArrayBuffer> | string;
  logoType?: string;
  description?: string;
}

/** The multipart body of POST {worker}/upload/: companyId, then files, logoType, description per file. */
function uploadForm(companyId: string, parts: Part[]): FormData {
  const form = new FormData();
  form.append('companyId', companyId);
  for (const { name, bytes, logoType = 'secondary', description = '' } of parts) {
    form.append('files', new Blob([bytes]), name);
    form.append('logoType', logoType);
    form.append('description', description);
  }
  return form;
}

function jsonUpload(overrides: Partial<UploadPayload> = {}): UploadPayload {
  return {
    filename: 'logo-2026.png',
    base64: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`,
    companyId: NORDIC_PRINT_ID,
    logoType: 'primary',
    description: 'Ny logotyp',
    custom_fields: {},
    ...overrides,
  };
}

async function errorOf(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: unknown };
  expect(body.error).toEqual(expect.any(String));
  return body.error as string;
}

describe('the seeded print files', () => {
  it("lists Nordic Print AB's four files, of which the panel hides the proof and the preview", async () => {
    const files = await listFiles(await tokenOf(ERIK));
    expect(files.map((file) => file.filename)).toEqual([
      NORDIC_PRINT_LOGO_PREVIEW,
      NORDIC_PRINT_LOGO,
      NORDIC_PRINT_SYMBOL,
      BUSINESS_CARD_PROOF,
    ]);
    expect(shownByPanel(files).map((file) => [file.filename, file.logoType])).toEqual([
      [NORDIC_PRINT_LOGO, 'primary'],
      [NORDIC_PRINT_SYMBOL, 'secondary'],
    ]);
    const logo = files.find((file) => file.filename === NORDIC_PRINT_LOGO)!;
    const preview = files.find((file) => file.filename === NORDIC_PRINT_LOGO_PREVIEW)!;
    expect(unsigned(logo.custom_fields.preview_url)).toBe(unsigned(preview.url));
    expect(preview.custom_fields).toEqual({ hide: 'true', preview_for: NORDIC_PRINT_LOGO });
  });

  it('lists no files for Fjord Design AS (the empty state)', async () => {
    expect(await listFiles(await tokenOf(SARA), FJORD_DESIGN_ID)).toEqual([]);
  });

  it('serves every seeded file at its url, without a token, as the type its bytes are', async () => {
    const files = await listFiles(await tokenOf(ERIK));
    const served = await Promise.all(
      files.map(async (file) => {
        const response = await fetch(`${ORIGIN}${file.url}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(bytes.byteLength).toBe(file.size);
        expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
        return [
          response.status,
          response.headers.get('content-type'),
          Buffer.from(bytes.subarray(0, 5)).toString('latin1'),
        ];
      }),
    );
    expect(served).toEqual([
      [200, 'image/png', '\x89PNG\r'],
      [200, 'application/postscript', '%!PS-'],
      [200, 'image/svg+xml', '<?xml'],
      [200, 'application/pdf', '%PDF-'],
    ]);
  });

  it('gives the files signed urls with random ids, and 404 for a wrong id or name', async () => {
    const [preview] = await listFiles(await tokenOf(ERIK));
    expect(preview!.url).toMatch(
      new RegExp(
        `^/worker/media/${SEED_FILE_IDS.logoPreview}/${NORDIC_PRINT_LOGO_PREVIEW}\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    expect(SEED_FILE_IDS.logoPreview).toMatch(/^file-[0-9a-f]{16}$/);
    expect(
      (await fetch(`${ORIGIN}${signedMediaUrl('file-0000000000000000', NORDIC_PRINT_LOGO_PREVIEW)}`)).status,
    ).toBe(404);
    expect((await fetch(`${ORIGIN}${signedMediaUrl(SEED_FILE_IDS.logoPreview, 'other.png')}`)).status).toBe(
      404,
    );
  });
});

describe('who may', () => {
  const member = (level: string, role = 'customer') => ({
    id: 'u',
    is_super_admin: false,
    status: 'active',
    organisations: [{ id: 'c1', role, level }],
  });
  const superAdmin = { ...member('default'), organisations: [], is_super_admin: true };

  it("manage files: the company's admins and super admins only", () => {
    expect(mayManageFiles(member('admin'), 'c1')).toBe(true);
    expect(mayManageFiles(member('admin', 'agent'), 'c1')).toBe(true);
    expect(mayManageFiles(superAdmin, 'c1')).toBe(true);
    expect(mayManageFiles(member('default'), 'c1')).toBe(false);
    expect(mayManageFiles(member('default', 'agent'), 'c1')).toBe(false);
    expect(mayManageFiles(member('admin'), 'c2')).toBe(false);
  });

  it('see files: every member of the company and super admins', () => {
    expect(maySeeFiles(member('default'), 'c1')).toBe(true);
    expect(maySeeFiles(member('default', 'agent'), 'c1')).toBe(true);
    expect(maySeeFiles(superAdmin, 'c2')).toBe(true);
    expect(maySeeFiles(member('admin'), 'c2')).toBe(false);
  });
});

describe('uploading', () => {
  it('lets an admin upload several files in one multipart request and lists them', async () => {
    const token = await tokenOf(MARIA);
    const form = uploadForm(NORDIC_PRINT_ID, [
      { name: 'logo-ny.png', bytes: PNG_BYTES, logoType: 'primary', description: 'Ny logotyp' },
      { name: 'symbol-ny.svg', bytes: SVG_TEXT, logoType: 'secondary' },
    ]);
    const response = await send('POST', '/worker/upload/', { token, form });
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as FilesUploaded;
    expect(files).toEqual([
      {
        id: expect.stringMatching(/^file-[0-9a-f]{16}$/),
        filename: 'logo-ny.png',
        url: expect.stringMatching(new RegExp(`^/worker/media/${files[0]!.id}/logo-ny.png\\?expires=`)),
        size: PNG_BYTES.byteLength,
        description: 'Ny logotyp',
        logoType: 'primary',
        custom_fields: {},
        companyId: NORDIC_PRINT_ID,
      },
      expect.objectContaining({ filename: 'symbol-ny.svg', logoType: 'secondary', size: SVG_TEXT.length }),
    ]);
    const listed = await listFiles(token);
    expect(listed.slice(-2).map(withUnsignedLinks)).toEqual(files.map(withUnsignedLinks));
    const served = await fetch(`${ORIGIN}${files[0]!.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    const svg = await fetch(`${ORIGIN}${files[1]!.url}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('lets an admin upload a JSON payload whose base64 is a data URL; the answer carries the url', async () => {
    const token = await tokenOf(MARIA);
    const payload = jsonUpload({
      filename: 'logo-ny-preview.png',
      logoType: 'primary',
      custom_fields: { preview_for: 'logo-ny.eps', hide: 'true' },
    });
    const response = await send('POST', '/worker/upload', { token, json: payload });
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as FileUploaded;
    expect(file).toMatchObject({
      filename: 'logo-ny-preview.png',
      url: expect.stringMatching(new RegExp(`^/worker/media/${file.id}/logo-ny-preview.png\\?expires=`)),
      size: PNG_BYTES.byteLength,
      custom_fields: { preview_for: 'logo-ny.eps', hide: 'true' },
      companyId: NORDIC_PRINT_ID,
    });
    expect(withUnsignedLinks((await listFiles(token)).at(-1)!)).toEqual(withUnsignedLinks(file));
  });

  it('lets a super admin upload to any company', async () => {
    const token = await tokenOf(OLLE);
    const response = await send('POST', '/worker/upload', {
      token,
      json: jsonUpload({ companyId: FJORD_DESIGN_ID }),
    });
    expect(response.status).toBe(201);
    expect((await listFiles(token, FJORD_DESIGN_ID)).map((file) => file.filename)).toEqual(['logo-2026.png']);
  });

  it('refuses a member and an agent who are not admins (403), and a stranger (403)', async () => {
    for (const email of [ERIK, SARA]) {
      const token = await tokenOf(email);
      const json = await send('POST', '/worker/upload', { token, json: jsonUpload() });
      expect(json.status).toBe(403);
      const form = await send('POST', '/worker/upload/', {
        token,
        form: uploadForm(NORDIC_PRINT_ID, [{ name: 'x.png', bytes: PNG_BYTES }]),
      });
      expect(form.status).toBe(403);
      expect(await errorOf(form)).toBe('Endast företagets administratörer får hantera tryckfiler.');
    }
    const maria = await tokenOf(MARIA);
    expect(
      (
        await send('POST', '/worker/upload', {
          token: maria,
          json: jsonUpload({ companyId: FJORD_DESIGN_ID }),
        })
      ).status,
    ).toBe(403);
    expect(await listFiles(maria)).toHaveLength(4);
  });

  it('refuses without a signed-in user (401)', async () => {
    expect((await send('POST', '/worker/upload', { json: jsonUpload() })).status).toBe(401);
    expect((await send('GET', `/worker/files?companyId=${NORDIC_PRINT_ID}`)).status).toBe(401);
  });

  it('refuses a text file named .png (415) in either upload', async () => {
    const token = await tokenOf(MARIA);
    const text = Buffer.from('not a picture').toString('base64');
    const json = await send('POST', '/worker/upload', {
      token,
      json: jsonUpload({ filename: 'fake.png', base64: `data:image/png;base64,${text}` }),
    });
    expect(json.status).toBe(415);
    expect(await errorOf(json)).toBe('Filtypen för "fake.png" stöds inte.');
    const form = await send('POST', '/worker/upload/', {
      token,
      form: uploadForm(NORDIC_PRINT_ID, [
        { name: 'ok.png', bytes: PNG_BYTES },
        { name: 'fake.png', bytes: 'not a picture' },
      ]),
    });
    expect(form.status).toBe(415);
    // All or nothing: the good file of the batch is not kept either.
    expect(await listFiles(token)).toHaveLength(4);
  });

  it('refuses a filename the company already has (409), also twice in one batch', async () => {
    const token = await tokenOf(MARIA);
    const again = await send('POST', '/worker/upload/', {
      token,
      form: uploadForm(NORDIC_PRINT_ID, [{ name: NORDIC_PRINT_SYMBOL, bytes: SVG_TEXT }]),
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(`Filen "${NORDIC_PRINT_SYMBOL}" finns redan hos företaget.`);
    const twice = await send('POST', '/worker/upload/', {
      token,
      form: uploadForm(NORDIC_PRINT_ID, [
        { name: 'same.svg', bytes: SVG_TEXT },
        { name: 'same.svg', bytes: SVG_TEXT },
      ]),
    });
    expect(twice.status).toBe(409);
    expect(await listFiles(token)).toHaveLength(4);
  });

  it('refuses more than 10 files in one request (400)', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `logo-${i}.svg`, bytes: SVG_TEXT }));
    const response = await send('POST', '/worker/upload/', {
      token: await tokenOf(MARIA),
      form: uploadForm(NORDIC_PRINT_ID, parts),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('Du kan maximalt ladda upp 10 filer.');
  });

  it.each([
    ['a path in the filename', { filename: '../logo.png' }, 400],
    ['an unknown logoType', { logoType: 'tertiary' as never }, 400],
    ['base64 that is not a data URL', { base64: 'iVBORw0KGgo=' }, 400],
    ['a company that does not exist (super admin)', { companyId: 'company-nope' }, 404],
  ])('refuses %s', async (_, overrides, status) => {
    const token = await tokenOf(OLLE);
    expect((await send('POST', '/worker/upload', { token, json: jsonUpload(overrides) })).status).toBe(
      status,
    );
  });

  it('refuses a multipart upload whose logoType and description do not match its files (400)', async () => {
    const form = uploadForm(NORDIC_PRINT_ID, [{ name: 'a.svg', bytes: SVG_TEXT }]);
    form.append('files', new Blob([SVG_TEXT]), 'b.svg');
    const response = await send('POST', '/worker/upload/', { token: await tokenOf(MARIA), form });
    expect(response.status).toBe(400);
  });

  it('changes a stored file’s logoType and description (PUT), admins only', async () => {
    const body = {
      companyId: NORDIC_PRINT_ID,
      filename: NORDIC_PRINT_SYMBOL,
      logoType: 'alternative',
      description: 'Symbol, alternativ',
    };
    expect((await send('PUT', '/worker/upload', { token: await tokenOf(ERIK), json: body })).status).toBe(
      403,
    );
    const token = await tokenOf(MARIA);
    const response = await send('PUT', '/worker/upload', { token, json: body });
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as FileUploaded;
    expect(file).toMatchObject({
      id: SEED_FILE_IDS.symbol,
      logoType: 'alternative',
      description: 'Symbol, alternativ',
    });
    // The listing signs its links anew: the same file, with a link that may expire a second later.
    const { url, ...listed } = (await listFiles(token)).find((entry) => entry.id === file.id) ?? {};
    const { url: answeredUrl, ...answered } = file;
    expect(listed).toEqual(answered);
    expect(url?.split('?')[0]).toBe(answeredUrl.split('?')[0]);
    expect(url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    const missing = await send('PUT', '/worker/upload', { token, json: { ...body, filename: 'nope.svg' } });
    expect(missing.status).toBe(404);
  });
});

describe('listing', () => {
  it('lets any member list, and refuses users of other companies (403)', async () => {
    expect(await listFiles(await tokenOf(SARA))).toHaveLength(4);
    expect(await listFiles(await tokenOf(OLLE))).toHaveLength(4);
    for (const [email, companyId] of [
      [ANNA, NORDIC_PRINT_ID],
      [MARIA, FJORD_DESIGN_ID],
      [ERIK, 'company-nope'],
    ] as const) {
      const response = await send('GET', `/worker/files?companyId=${companyId}`, {
        token: await tokenOf(email),
      });
      expect(response.status).toBe(403);
    }
  });

  it('bounds per_page to 1..200 and answers that many files', async () => {
    const token = await tokenOf(ERIK);
    const one = await send('GET', `/worker/files?companyId=${NORDIC_PRINT_ID}&per_page=1`, { token });
    expect(((await one.json()) as OrganisationFiles).companies[0]!.files).toHaveLength(1);
    for (const perPage of ['0', '201', '1.5', 'all']) {
      const response = await send('GET', `/worker/files?companyId=${NORDIC_PRINT_ID}&per_page=${perPage}`, {
        token,
      });
      expect(response.status).toBe(400);
    }
  });

  it("refuses a media request whose token is not a member's (403), and serves its signed link without one", async () => {
    const url = `${ORIGIN}${signedMediaUrl(SEED_FILE_IDS.symbol, NORDIC_PRINT_SYMBOL)}`;
    const anna = await tokenOf(ANNA);
    expect((await fetch(url, { headers: { authorization: `Bearer ${anna}` } })).status).toBe(403);
    const erik = await tokenOf(ERIK);
    expect((await fetch(url, { headers: { authorization: `Bearer ${erik}` } })).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('deleting (/api/company-media)', () => {
  it('deletes an original together with its hidden preview', async () => {
    const token = await tokenOf(MARIA);
    const response = await send('DELETE', `/api/company-media/${SEED_FILE_IDS.logo}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      status: 200,
      data: { deleted: [SEED_FILE_IDS.logo, SEED_FILE_IDS.logoPreview] },
    });
    expect((await listFiles(token)).map((file) => file.filename)).toEqual([
      NORDIC_PRINT_SYMBOL,
      BUSINESS_CARD_PROOF,
    ]);
    const preview = await fetch(
      `${ORIGIN}${signedMediaUrl(SEED_FILE_IDS.logoPreview, NORDIC_PRINT_LOGO_PREVIEW)}`,
    );
    expect(preview.status).toBe(404);
  });

  it('deletes by fileId and companyId, only a file of that company', async () => {
    const token = await tokenOf(OLLE);
    const wrong = await send(
      'DELETE',
      `/api/company-media?fileId=${SEED_FILE_IDS.symbol}&companyId=${FJORD_DESIGN_ID}`,
      { token },
    );
    expect(wrong.status).toBe(404);
    const path = `/api/company-media?fileId=${SEED_FILE_IDS.symbol}&companyId=${NORDIC_PRINT_ID}`;
    const response = await send('DELETE', path, { token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ deleted: [SEED_FILE_IDS.symbol] });
    expect(await listFiles(token)).toHaveLength(3);
  });

  it("takes a deleted preview's link off its original", async () => {
    const token = await tokenOf(MARIA);
    expect((await send('DELETE', `/api/company-media/${SEED_FILE_IDS.logoPreview}`, { token })).status).toBe(
      200,
    );
    const logo = (await listFiles(token)).find((file) => file.id === SEED_FILE_IDS.logo)!;
    expect(logo.custom_fields).toEqual({});
  });

  it('refuses a member who is not an admin (403) and says so in the error field', async () => {
    const token = await tokenOf(ERIK);
    for (const path of [
      `/api/company-media/${SEED_FILE_IDS.logo}`,
      `/api/company-media?fileId=${SEED_FILE_IDS.logo}&companyId=${NORDIC_PRINT_ID}`,
    ]) {
      const response = await send('DELETE', path, { token });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, status: 403, error: expect.any(String) });
    }
    expect(await listFiles(token)).toHaveLength(4);
  });

  it('refuses an admin a file of another company by id as by query, and the file stays', async () => {
    const olle = await tokenOf(OLLE);
    const uploaded = await send('POST', '/worker/upload', {
      token: olle,
      json: jsonUpload({ companyId: FJORD_DESIGN_ID }),
    });
    const { file } = (await uploaded.json()) as FileUploaded;
    // Maria is an admin, but of Nordic Print: the file's own company decides, not the one she names.
    const maria = await tokenOf(MARIA);
    const byId = await send('DELETE', `/api/company-media/${file.id}`, { token: maria });
    expect(byId.status).toBe(403);
    expect(await byId.json()).toEqual({ ok: false, status: 403, error: NOT_ADMIN });
    const asHerOwn = `/api/company-media?fileId=${file.id}&companyId=${NORDIC_PRINT_ID}`;
    expect((await send('DELETE', asHerOwn, { token: maria })).status).toBe(404);
    const asFjords = `/api/company-media?fileId=${file.id}&companyId=${FJORD_DESIGN_ID}`;
    expect((await send('DELETE', asFjords, { token: maria })).status).toBe(403);
    expect((await listFiles(olle, FJORD_DESIGN_ID)).map((listed) => listed.id)).toEqual([file.id]);
  });

  it('answers 404 for an unknown file and 401 without a user', async () => {
    const token = await tokenOf(MARIA);
    expect((await send('DELETE', '/api/company-media/file-nope', { token })).status).toBe(404);
    expect((await send('DELETE', `/api/company-media/${SEED_FILE_IDS.logo}`)).status).toBe(401);
  });
});

describe('body sizes through the node server', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = await startMockHttpServer(0);
    base = serverUrl(server);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() =>
    mockServer.use(
      http.all(
        ({ request }) => request.url.startsWith(base),
        () => passthrough(),
      ),
    ),
  );

  it('takes a file upload past the 5 MB cap of other routes', async () => {
    // A PNG signature before 6 MB of zeros: the worker sniffs only the first bytes.
    const bytes = new Uint8Array(6 * 1024 * 1024);
    bytes.set(PNG_BYTES.subarray(0, 8));
    const response = await fetch(`${base}/worker/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(MARIA)}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        jsonUpload({ base64: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` }),
      ),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as FileUploaded).file.size).toBe(bytes.byteLength);
  });

  it('refuses a file upload declared past its own cap at once (413), unread', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(`${base}/worker/upload/`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(FILE_BODY_BYTES + 1),
        },
        agent: false,
      });
      outgoing.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          outgoing.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      });
      outgoing.on('error', reject);
      outgoing.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: `Request body is larger than ${FILE_BODY_BYTES} bytes`,
    });
  });
});
