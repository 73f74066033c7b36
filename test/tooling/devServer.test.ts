import { MANAGEMENT_CLIENT_SECRET } from '../../mock-server/management/credentials';
import { startAppServer, type AppServer } from '../e2e/support/appServer';
import { repoRoot } from '../e2e/support/repoRoot';
import { letThroughTo } from '../support/letThrough';

// `npm start`'s server as a shopper's browser meets it: Vite bundles its config, and the embedded
// mock with it, so what holds under jest's msw server is checked here again.

let server: AppServer;

/** The dev server listens on 127.0.0.1 (a free port, not known before it starts). */
const letThroughToServer = () => letThroughTo('http://127.0.0.1:');

beforeAll(async () => {
  letThroughToServer();
  server = await startAppServer('dev');
});

afterAll(() => server?.stop());

beforeEach(letThroughToServer);

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.baseURL}${path}`);
  return { status: response.status, text: await response.text() };
}

describe('the dev server’s file serving', () => {
  it.each([
    '/mock-server/management/credentials.ts',
    '/mock-server/management/credentials.ts?raw',
    '/mock-server/management/credentials.ts?import',
    '/@fs/{repository}/mock-server/management/credentials.ts',
    '/test/mock-server/helpers.ts',
    '/tooling/devServerFileAccess.ts',
  ])('refuses the server-side source %s', async (path) => {
    const answer = await get(path.replace('/{repository}', repoRoot));
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(MANAGEMENT_CLIENT_SECRET);
  });

  it('still serves the app’s own sources', async () => {
    const answer = await get('/src/main.tsx');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('mountApp');
  });
});

describe('the embedded mock behind the dev server', () => {
  it.each([
    ['PUT', '/shopper/sessions/items/%E0%A4%A'],
    ['DELETE', '/shopper/sessions/discount-codes/%'],
  ])('answers %s %s, a mis-encoded path, with a 400 in the shopper backend’s body', async (method, path) => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'PUT' ? '{"quantity":1}' : undefined,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, error: expect.any(String) });
  });
});
