import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { ApiError } from '../../src/api/apiError';
import { createBrowserServices } from '../../src/app/browserServices';
import { loginThroughMock } from '../support/signIn';
import { erik, maria, NORDIC_PRINT_ID } from '../support/demoAccounts';

// The uploads module against the mock worker and proxy, signed in through the mock.

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const once = (key: string) => ({ idempotencyKey: key });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`Expected an ApiError, got ${String(error)}`);
  }
  throw new Error('Expected the call to fail');
}

describe('the uploads API', () => {
  it('lists only the asked company’s files, hidden ones included', async () => {
    await loginThroughMock(erik.email);
    const { uploads } = createBrowserServices().api;
    const files = await uploads.organisationFiles(NORDIC_PRINT_ID);
    expect(files).toHaveLength(4);
    expect(new Set(files.map((file) => file.companyId))).toEqual(new Set([NORDIC_PRINT_ID]));
  });

  it('stores a JSON upload with its custom fields and answers the stored file with its url', async () => {
    await loginThroughMock(maria.email);
    const { uploads } = createBrowserServices().api;
    const { file } = await uploads.uploadJson(
      {
        filename: 'tiny-preview.png',
        base64: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
        companyId: NORDIC_PRINT_ID,
        logoType: 'primary',
        description: '',
        custom_fields: { preview_for: 'tiny.eps', hide: 'true' },
      },
      once('key-1'),
    );
    expect(file).toMatchObject({
      filename: 'tiny-preview.png',
      size: TINY_PNG.byteLength,
      custom_fields: { preview_for: 'tiny.eps', hide: 'true' },
    });
    expect(file.url).toMatch(/^\/worker\/media\//);
  });

  it('sends a multipart batch with each file’s logo type, in order', async () => {
    await loginThroughMock(maria.email);
    const { uploads } = createBrowserServices().api;
    const png = new Blob([TINY_PNG], { type: 'image/png' });
    const { files } = await uploads.uploadFiles(
      NORDIC_PRINT_ID,
      [
        { file: png, filename: 'a.png', logoType: 'primary', description: 'A' },
        { file: png, filename: 'b.png', logoType: 'secondary', description: '' },
      ],
      once('key-2'),
    );
    expect(files.map((f) => [f.filename, f.logoType, f.description])).toEqual([
      ['a.png', 'primary', 'A'],
      ['b.png', 'secondary', ''],
    ]);
  });

  it('turns the converter’s plain-text refusal into the error message', async () => {
    await loginThroughMock(maria.email);
    const { uploads } = createBrowserServices().api;
    const error = await failureOf(uploads.convertToPng(new Blob(['not postscript']), 'fake.eps'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/^Filen "fake\.eps" kunde inte konverteras/);
  });

  it('reads a JSON error body sent to a blob request as well', async () => {
    mockServer.use(
      http.post('*/worker/eps-convert', () => HttpResponse.json({ error: 'Worker busy' }, { status: 503 })),
    );
    const { uploads } = createBrowserServices().api;
    const error = await failureOf(uploads.convertToPng(new Blob(['x']), 'a.eps'));
    expect({ message: error.message, status: error.statusCode }).toEqual({
      message: 'Worker busy',
      status: 503,
    });
  });

  it('deletes with DELETE /api/company-media/{id}, the id encoded as one path segment and no query', async () => {
    const seen: { method: string; path: string; search: string }[] = [];
    mockServer.use(
      http.delete('*/api/company-media/:id', ({ request }) => {
        const url = new URL(request.url);
        seen.push({ method: request.method, path: url.pathname, search: url.search });
        return HttpResponse.json({ ok: true, status: 200, data: { deleted: ['a b/ä?'] } });
      }),
    );
    await createBrowserServices().api.uploads.deleteFile('a b/ä?');
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/company-media/a%20b%2F%C3%A4%3F', search: '' }]);
  });

  it('deletes through the proxy, and a member is refused with the server’s reason', async () => {
    await loginThroughMock(erik.email);
    const member = createBrowserServices().api.uploads;
    const [first] = await member.organisationFiles(NORDIC_PRINT_ID);
    const refused = await failureOf(member.deleteFile(first!.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.message).toBe('Endast företagets administratörer får hantera tryckfiler.');

    await loginThroughMock(maria.email);
    const admin = createBrowserServices().api.uploads;
    await admin.deleteFile(first!.id);
    expect((await admin.organisationFiles(NORDIC_PRINT_ID)).map((f) => f.id)).not.toContain(first!.id);
  });

  it('treats an envelope that says ok: false as a refusal even with status 200', async () => {
    mockServer.use(
      http.delete('*/api/company-media/:id', () =>
        HttpResponse.json({ ok: false, status: 404, error: 'file not found' }, { status: 200 }),
      ),
    );
    const { uploads } = createBrowserServices().api;
    const error = await failureOf(uploads.deleteFile('nope'));
    expect({ message: error.message, status: error.statusCode }).toEqual({
      message: 'file not found',
      status: 404,
    });
  });

  it('treats a bare error field as a refusal with its text', async () => {
    mockServer.use(
      http.delete('*/api/company-media/:id', () => HttpResponse.json({ error: 'file is in use' })),
    );
    const error = await failureOf(createBrowserServices().api.uploads.deleteFile('in-use'));
    expect({ message: error.message, status: error.statusCode, body: error.body }).toEqual({
      message: 'file is in use',
      status: 400,
      body: { error: 'file is in use' },
    });
  });
});
