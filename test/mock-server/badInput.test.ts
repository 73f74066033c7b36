/** @jest-environment node */
import type { Server } from 'node:http';
import { serverUrl, startMockHttpServer } from '../../mock-server/httpServer';
import { requestFor, rowsOf, type Row } from './badInputCases';
import { expectErrorBody, expectStillUp, fixtures } from './badInputFixtures';
import { routeName, routes } from './badInputRoutes';
import { TYPED_TEXT, unclassifiedStrings } from './badInputTypedText';
import { mswTransport, nodeTransport } from './badInputTransports';
import { smallByteBounds } from './smallByteBounds';
import { letThroughTo } from '../support/letThrough';
import { withMockBackend } from './helpers';

// Every route of the mock, spoiled every way the table knows: each answer is a 4xx with the
// backend's JSON error body, and the mock answers a normal request right after.

withMockBackend();

let server: Server;
let base = '';

beforeAll(async () => {
  server = await startMockHttpServer(0);
  base = serverUrl(server);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const node = nodeTransport(() => base);

const letThroughToServer = () => letThroughTo(base);
const allRows = routes.flatMap(rowsOf);

describe.each([
  { transport: mswTransport, rows: allRows.filter((row) => !row.nodeOnly) },
  { transport: node, rows: allRows },
])('bad input through the $transport.name', ({ transport, rows }) => {
  beforeEach(() => {
    if (transport === node) letThroughToServer();
  });

  it.each(rows)('$label', async (row: Row) => {
    const answer = await transport.send(await row.request(fixtures()));
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).toBe(row.status);
    expectErrorBody(row.style, row.status, answer, row.textAnswer);
    if (row.saying) expect(JSON.stringify(answer.body)).toMatch(row.saying);
    await expectStillUp(transport, row.style);
  });
});

describe('the node http server while a refused body is still arriving', () => {
  beforeEach(letThroughToServer);

  it('answers other requests meanwhile, and the upload gets its 413', async () => {
    const upload = node.send({
      method: 'POST',
      path: '/shopper/sessions/start',
      stream: { bytes: 8 * smallByteBounds.hardCapBody, chunked: true },
    });
    await expectStillUp(node, 'shopper');
    expect((await upload).status).toBe(413);
    await expectStillUp(node, 'shopper');
  });
});

describe('the routes of the bad-input table', () => {
  it.each(routes.map((route) => ({ name: routeName(route), route })))(
    '$name answers its good request',
    async ({ route }) => {
      const answer = await mswTransport.send(await requestFor(route, fixtures()));
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
    },
  );

  it.each(routes.filter((route) => route.body).map((route) => ({ name: routeName(route), route })))(
    '$name: each string of its good body is a typed text with rows, or named as no typed text',
    async ({ route }) => {
      expect(unclassifiedStrings(route, await route.body!(fixtures()))).toEqual([]);
    },
  );

  it('names only routes of the table among those with typed texts', () => {
    const names = new Set(routes.map(routeName));
    expect(Object.keys(TYPED_TEXT).filter((name) => !names.has(name))).toEqual([]);
  });
});
