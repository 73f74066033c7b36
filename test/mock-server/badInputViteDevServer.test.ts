/** @jest-environment node */
import { startAppServer, type AppServer } from '../e2e/support/appServer';
import { letThroughTo } from '../support/letThrough';
import { rowsOf, type Row } from './badInputCases';
import { expectErrorBody, expectStillUp, fixtures } from './badInputFixtures';
import { routes } from './badInputRoutes';
import { nodeTransport } from './badInputTransports';
import { sendCallsTo } from './helpers';

// The bad-input table through `npm start`'s server: Vite bundles its config and the embedded mock
// with it, and answers through its own middleware, so what holds under jest's msw server and the
// node server is checked a third time (a mis-encoded path once answered 500 only here). The mock
// runs in the dev server's process: fixtures are made over HTTP, and it is reset before each row.
// The server inherits the small byte bounds the table sets (smallByteBounds.ts).

let server: AppServer;
const vite = nodeTransport(() => server.baseURL);

/** The dev server listens on 127.0.0.1 (a free port, not known before it starts). */
const letThroughToServer = () => letThroughTo('http://127.0.0.1:');

beforeAll(async () => {
  letThroughToServer();
  server = await startAppServer('dev');
  sendCallsTo(server.baseURL);
});

afterAll(() => server?.stop());

beforeEach(async () => {
  letThroughToServer();
  const reset = await fetch(`${server.baseURL}/__mock/reset`, { method: 'POST' });
  expect(reset.status).toBe(200);
});

const rows = routes.flatMap(rowsOf);

describe('bad input through the Vite dev server', () => {
  it.each(rows.filter((row) => !row.outsideMock))('$label', async (row: Row) => {
    const answer = await vite.send(await row.request(fixtures()));
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).toBe(row.status);
    expectErrorBody(row.style, row.status, answer, row.textAnswer);
    if (row.saying) expect(JSON.stringify(answer.body)).toMatch(row.saying);
    await expectStillUp(vite, row.style);
  });
});

describe('a mis-encoded segment before a backend’s prefix, outside the mock', () => {
  it.each(rows.filter((row) => row.outsideMock))('$label: the app’s 404, never a 5xx', async (row: Row) => {
    const answer = await vite.send(await row.request(fixtures()));
    expect(answer.status).toBe(404);
    await expectStillUp(vite, row.style);
  });
});
