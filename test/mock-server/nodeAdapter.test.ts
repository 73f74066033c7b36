/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { serverUrl, startMockHttpServer } from '../../mock-server/httpServer';
import { handleNodeRequest, isMockPath } from '../../mock-server/nodeAdapter';
import { mockServer } from '../../mock-server/node';
import { sameOriginPrefixes } from '../../shared/backendPaths';
import { waitUntil } from '../support/ceilings';
import { withMockBackend } from './helpers';

withMockBackend();

describe('standalone server (Node <-> Fetch adapter)', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = await startMockHttpServer(0);
    base = serverUrl(server);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The jest msw server intercepts fetch; let requests to the real port through.
  beforeEach(() => mockServer.use(http.all(`${base}/*`, () => passthrough())));

  it('serves the handlers over HTTP with status, headers and body', async () => {
    const response = await fetch(`${base}/shopper/sessions/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
    const { token } = (await response.json()) as { token: string };

    const cart = await fetch(`${base}/shopper/sessions`, { headers: { authorization: `Bearer ${token}` } });
    expect(cart.status).toBe(200);
    expect(await cart.json()).toMatchObject({ currencyCode: 'SEK' });
  });

  it('answers 400 for bad JSON and 404 JSON for paths no handler knows', async () => {
    const bad = await fetch(`${base}/api/auth/login/`, { method: 'POST', body: '{oops' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, status: 400, error: 'Invalid JSON body' });

    const missing = await fetch(`${base}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No mock handler for GET /nothing/here' });
  });

  it('routes only the mock backends paths', () => {
    expect(
      ['/shopper/sessions', '/api/settings', '/management/x', '/__mock/log', '/mock-assets/a.js'].every(
        isMockPath,
      ),
    ).toBe(true);
    expect(['/', '/produkt/tee', '/src/main.tsx', '/apis', '/@vite/client'].some(isMockPath)).toBe(false);
  });

  it("routes every same-origin backend of the app's config, the upload worker and newsletter too", () => {
    expect(
      ['/worker/convert', '/newsletter/subscribe', '/api/orders/create', '/shopper-klarna/loader.js'].every(
        isMockPath,
      ),
    ).toBe(true);
    expect(
      sameOriginPrefixes(['/api/', 'https://shopper.example.com/shopper', '//cdn.example.com', '/worker']),
    ).toEqual(['/api', '/worker']);
  });
});

describe('a client that goes away before its answer', () => {
  it('aborts the request’s signal, so a handler waiting on long work can give its place up', async () => {
    let seen: AbortSignal | undefined;
    const waiting = http.get('*/slow', ({ request }) => {
      seen = request.signal;
      return new Promise<Response>((resolve) =>
        request.signal.addEventListener('abort', () => resolve(new Response(null, { status: 499 }))),
      );
    });
    const server = createServer((req, res) => void handleNodeRequest(req, res, [waiting]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write(`GET /slow HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
    await waitUntil('the server has the request', () => seen !== undefined);
    expect(seen!.aborted).toBe(false);
    socket.destroy();
    await waitUntil("the request's signal has aborted", () => seen!.aborted);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
