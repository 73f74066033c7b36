/** @jest-environment node */
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { serverUrl, startMockHttpServer } from '../../mock-server/httpServer';
import {
  FILE_BODIES_RETRY_AFTER_SECONDS,
  fileBodySlot,
  fileBodySlotsState,
  MAX_FILE_BODIES_IN_FLIGHT,
  MAX_FILE_BODIES_WAITING,
} from '../../mock-server/kit/fileBodySlots';
import { waitUntil } from '../support/ceilings';
import { login, withMockBackend } from './helpers';
import { maria } from '../support/demoAccounts';

// The mock reads at most two whole files at a time; the others wait unread in a bounded line, and
// past it are refused with 429. So parallel uploads cannot hold more than two files' bodies in the
// process at once (ten parallel 40 MB uploads once took 1.4 GB).

withMockBackend();

describe('places to read a file', () => {
  it(`are ${MAX_FILE_BODIES_IN_FLIGHT} at a time, then handed on in order; a full line is refused; one who leaves loses their place`, async () => {
    const open = () => new AbortController().signal;
    const first = await fileBodySlot(open());
    const second = await fileBodySlot(open());
    expect([typeof first, typeof second]).toEqual(['function', 'function']);
    const order: number[] = [];
    const leaving = new AbortController();
    const gone = fileBodySlot(leaving.signal);
    // Each gives its place back as soon as it has it, so the line moves on by itself.
    const waiting = Array.from({ length: MAX_FILE_BODIES_WAITING - 1 }, (_, index) =>
      fileBodySlot(open()).then((slot) => {
        order.push(index);
        if (typeof slot === 'function') slot();
        return typeof slot;
      }),
    );
    expect(fileBodySlotsState()).toEqual({ reading: 2, waiting: MAX_FILE_BODIES_WAITING });
    expect(await fileBodySlot(open())).toBe('full');
    leaving.abort();
    expect(await gone).toBe('gone');
    expect(fileBodySlotsState().waiting).toBe(MAX_FILE_BODIES_WAITING - 1);
    if (typeof first === 'function') {
      first();
      first(); // a second release gives nothing back twice
    }
    expect(await waiting[0]).toBe('function');
    // One place moves the whole line: the second is still held.
    expect(await Promise.all(waiting)).toEqual(Array(MAX_FILE_BODIES_WAITING - 1).fill('function'));
    expect(order).toEqual([...Array(MAX_FILE_BODIES_WAITING - 1).keys()]);
    expect(fileBodySlotsState()).toEqual({ reading: 1, waiting: 0 });
    if (typeof second === 'function') second();
    expect(fileBodySlotsState()).toEqual({ reading: 0, waiting: 0 });
  });
});

describe('parallel uploads to the node server', () => {
  let server: Server;
  let token: string;

  beforeAll(async () => {
    server = await startMockHttpServer(0);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const BOUNDARY = 'slots-test-boundary';

  /** A multipart upload of one small PNG to Nordic Print. */
  function uploadBody(name: string): Buffer {
    const part = (headers: string, content: string | Buffer) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const png = Buffer.alloc(2048);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Buffer.concat([
      part('Content-Disposition: form-data; name="companyId"', NORDIC_PRINT_ID),
      part(
        `Content-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png`,
        png,
      ),
      part('Content-Disposition: form-data; name="logoType"', 'secondary'),
      part('Content-Disposition: form-data; name="description"', ''),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
  }

  /** Sends the request's head (and, unless `held`, its whole body); resolves the answer's status line. */
  function send(name: string, held: boolean): { socket: Socket; status: Promise<string>; finish(): void } {
    const { hostname, port } = new URL(serverUrl(server));
    const body = uploadBody(name);
    const socket = connect({ host: hostname, port: Number(port) });
    const framing = held ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
    socket.write(
      `POST /worker/upload/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\nConnection: close\r\n\r\n`,
    );
    const half = body.subarray(0, 100);
    if (held) socket.write(`${half.length.toString(16)}\r\n${half.toString('latin1')}\r\n`, 'latin1');
    else socket.write(body);
    let answer = '';
    const status = new Promise<string>((resolve, reject) => {
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const finish = () => {
      const rest = body.subarray(100);
      socket.write(`${rest.length.toString(16)}\r\n${rest.toString('latin1')}\r\n0\r\n\r\n`, 'latin1');
    };
    return { socket, status, finish };
  }

  it('read two at a time, let the others wait unread, and refuse past the line with 429 and Retry-After', async () => {
    // The database is fresh for each test: the login comes here.
    token = (await login(maria.email)).access_token;
    const held = [send('held-1.png', true), send('held-2.png', true)];
    await waitUntil(
      'both held files are being read',
      () => fileBodySlotsState().reading === MAX_FILE_BODIES_IN_FLIGHT,
    );
    const waiting = Array.from({ length: MAX_FILE_BODIES_WAITING }, (_, i) =>
      send(`waiting-${i}.png`, false),
    );
    await waitUntil('the line is full', () => fileBodySlotsState().waiting === MAX_FILE_BODIES_WAITING);
    const refused = await send('refused.png', false).status;
    expect(refused).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused).toMatch(new RegExp(`\\r\\nretry-after: ${FILE_BODIES_RETRY_AFTER_SECONDS}\\r\\n`, 'i'));
    expect(refused).toContain('"retryAfterSeconds":5');
    for (const upload of held) upload.finish();
    const statuses = await Promise.all(
      [...held, ...waiting].map(async ({ status }) => (await status).slice(0, 12)),
    );
    expect(statuses).toEqual(Array(MAX_FILE_BODIES_IN_FLIGHT + MAX_FILE_BODIES_WAITING).fill('HTTP/1.1 201'));
    expect(fileBodySlotsState()).toEqual({ reading: 0, waiting: 0 });
  });
});
