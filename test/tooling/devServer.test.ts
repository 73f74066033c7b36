/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { MANAGEMENT_CLIENT_SECRET } from '../../mock-server/management/credentials';
import { startAppServer, type AppServer } from '../e2e/support/appServer';
import { repoRoot } from '../e2e/support/repoRoot';
import { letThroughTo } from '../support/letThrough';

// `npm start`'s server as anyone who can reach it meets it: Vite bundles its config, and the
// embedded mock with it. It serves the app and nothing else of the repository, however a path is
// written and whatever Vite has transformed and cached before (tooling/devServerGate.ts), and its
// error pages show neither a stack nor the machine's paths.

let server: AppServer;

/** The dev server listens on 127.0.0.1 (a free port, not known before it starts). */
const letThroughToServer = () => letThroughTo('http://127.0.0.1:');

beforeAll(async () => {
  letThroughToServer();
  server = await startAppServer('dev');
});

afterAll(() => server?.stop());

beforeEach(letThroughToServer);

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** A chunked body's data. */
function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * A GET with the path exactly as written, over a plain socket: fetch resolves dot segments first,
 * and the test environment's request interceptor reads `//name/…` as another host.
 */
function get(rawPath: string): Promise<Answer> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const whole = Buffer.concat(chunks);
      const headEnd = whole.indexOf('\r\n\r\n');
      const head = whole.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = new Map(
        head
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      const body = whole.subarray(headEnd + 4);
      resolve({
        status: Number(head[0]?.split(' ')[1]),
        type: headers.get('content-type') ?? '',
        text: (headers.get('transfer-encoding') === 'chunked' ? unchunked(body) : body).toString('utf8'),
      });
    });
  });
}

/** The repository's files that only Node reads: everything tracked but the app, its public files and its page. */
const serverSideFiles = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/^(src|shared|public)\//.test(file) && file !== 'index.html');

const encodeFirst = (file: string) => `%${file.charCodeAt(0).toString(16)}${file.slice(1)}`;

/** The ways a path to one file can be written, each of which Vite reads as that file. */
const variantsOf = (file: string) => [
  `/${file}`,
  `/${file}?import`,
  `/${file}?raw`,
  `/${file}?url`,
  `/${file}?inline`,
  `/${encodeFirst(file)}`,
  `/src/%2e%2e/${file}`,
  `/src/..%2f${file}`,
  `//${file}`,
  `/./${file}`,
  `/@fs${repoRoot}/${file}`,
  `/@fs${repoRoot}/node_modules/../${file}`,
  `/@id/${file}`,
  `/@id/./${file}`,
];

/** What every answer may be: refused, or the app's own page for an address of the app. */
let appPage: string;

function expectNotServed(answer: Answer, what: string): void {
  if (answer.status === 200) {
    expect({ what, type: answer.type, isAppPage: answer.text === appPage }).toEqual({
      what,
      type: expect.stringContaining('text/html'),
      isAppPage: true,
    });
  } else {
    expect({ what, status: answer.status, refused: [400, 404].includes(answer.status) }).toEqual({
      what,
      status: answer.status,
      refused: true,
    });
  }
}

/** No stack frame, no path of this machine. */
function expectNothingOfTheMachine(answer: Answer, what: string): void {
  expect({ what, showsRoot: answer.text.includes(repoRoot) }).toEqual({ what, showsRoot: false });
  expect({ what, showsStack: /\n\s+at .+:\d+:\d+/.test(answer.text) }).toEqual({ what, showsStack: false });
}

describe('the dev server serves only the app', () => {
  beforeAll(async () => {
    appPage = (await get('/an-address-of-the-app')).text;
    expect(appPage).toContain('<div id="root"');
  });

  it('serves the app’s page, its sources, what it shares with the mock, its dependencies and Vite’s client', async () => {
    const served: [string, string][] = [
      ['/', '<div id="root"'],
      ['/produkt/classic-tee', '<div id="root"'],
      ['/src/main.tsx', 'mountApp'],
      ['/shared/backendPaths.ts', 'DEFAULT_BASE_URLS'],
      ['/@vite/client', 'import'],
      ['/favicon.svg', '<svg'],
      ['/robots.txt', 'User-agent'],
      ['/@id/__x00__precompiled-catalogue:src/i18n/sv.json.js', 'export default'],
    ];
    for (const [rawPath, contains] of served) {
      const answer = await get(rawPath);
      expect({ rawPath, status: answer.status, has: answer.text.includes(contains) }).toEqual({
        rawPath,
        status: 200,
        has: true,
      });
    }
  });

  it(`refuses every other file of the repository (${serverSideFiles.length}), however written, after Vite has transformed what imports them`, async () => {
    // Vite transforms what a served module imports ahead of the browser and once served that
    // cache without its access check: /vite.config.ts (which imports the mock) came first.
    for (const warm of ['/vite.config.ts', '/vite.config.ts?import', '/jest.config.ts', '/src/main.tsx']) {
      await get(warm);
    }
    for (const round of [1, 2]) {
      for (const file of serverSideFiles) {
        for (const variant of variantsOf(file)) {
          const answer = await get(variant);
          expectNotServed(answer, `round ${round}: ${variant}`);
          expectNothingOfTheMachine(answer, variant);
        }
      }
    }
  });

  it('never hands out the management secret the mock made at start', async () => {
    const credentials = 'mock-server/management/credentials.ts';
    const source = readFileSync(path.join(repoRoot, credentials), 'utf8');
    expect(source).not.toContain(MANAGEMENT_CLIENT_SECRET);
    for (const variant of [
      ...variantsOf(credentials),
      `/${credentials}?import&raw`,
      `/${credentials}?raw??`,
      `/${credentials}?t=1`,
      `/${credentials.replace('.ts', '')}`,
      `/${credentials.replace('.ts', '')}?import`,
      '/mock-server/proxy/managementClient.ts',
      `/@id/${repoRoot}/${credentials}`,
      `/@id/__x00__precompiled-catalogue:${credentials}.js`,
    ]) {
      const answer = await get(variant);
      expect({ variant, leaks: answer.text.includes(MANAGEMENT_CLIENT_SECRET) }).toEqual({
        variant,
        leaks: false,
      });
      expect({ variant, leaks: answer.text.includes('MANAGEMENT_CLIENT_ID') }).toEqual({
        variant,
        leaks: false,
      });
    }
  });

  it.each([
    '/anything?html-proxy&index=0.js',
    '/index.html?html-proxy&index=9.js',
    '/@id/__x00__precompiled-catalogue:package.json.js',
    `/@id/__x00__precompiled-catalogue:${repoRoot}/package.json.js`,
    '/@id/__x00__no-such-module',
    '/src/no-such-module.ts',
    '/src/main.tsx?worker_file&type=module&nonsense',
    '/node_modules/.vite/deps/no-such-dep.js?v=0',
  ])('answers %s without a stack trace or a path of the machine', async (rawPath) => {
    const answer = await get(rawPath);
    expect(answer.status).toBeLessThan(600);
    expectNothingOfTheMachine(answer, rawPath);
    if (answer.status === 500) expect(answer.type).toContain('text/plain');
  });
});

describe('the embedded mock behind the dev server', () => {
  it.each([
    ['PUT', '/shopper/sessions/items/%E0%A4%A'],
    ['DELETE', '/shopper/sessions/discount-codes/%'],
  ])(
    'answers %s %s, a mis-encoded path, with a 400 in the shopper backend’s body',
    async (method, rawPath) => {
      const response = await fetch(`${server.baseURL}${rawPath}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'PUT' ? '{"quantity":1}' : undefined,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, error: expect.any(String) });
    },
  );
});
