/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Cart } from '../../src/api/types';
import { formatMismatches } from '../../mock-server/contract/checkedHandlers';
import { loadContracts } from '../../mock-server/contract/documents';
import { buildOperationIndex, resolveRef, type Operation } from '../../mock-server/contract/operationIndex';
import { contractCheck } from '../../mock-server/node';
import { conversionQueueState } from '../../mock-server/uploads/convert/convertToPng';
import { SEED_FILE_IDS } from '../../mock-server/uploads/seed';
import { requestFor, rowsOf, type Row } from '../mock-server/badInputCases';
import { waitUntil } from '../support/ceilings';
import { fixtures } from '../mock-server/badInputFixtures';
import { routeName, routes, type Fixtures, type Route } from '../mock-server/badInputRoutes';
import { mswTransport, type BadRequest, type RawAnswer } from '../mock-server/badInputTransports';
import { workerProcesses } from '../mock-server/conversionWorkers';
import { ORIGIN } from '../mock-server/helpers';
import { sendsRefusedRequests } from '../support/refusedRequests';
import { erik, maria, NORDIC_PRINT_ID } from '../support/demoAccounts';

// Every documented operation of contracts/, walked once against the mock: its good request answers
// one of its documented 2xx statuses, and each error status it documents (400, 401 … 502; not
// `default`) is answered by one request that gets exactly that status. The contract check of
// test/setup holds each answer to the schema of its status, so the walk shows that every status a
// contract promises is one the mock really gives, in the documented shape.
//
// The requests come from the bad-input table (test/mock-server/badInputRoutes.ts): a route's good
// request, and a row of rowsOf(route) with that status. A status that needs a set-up the table
// cannot express has a scenario below, made through the mock's own endpoints and its clock (never
// an injected fault, whose answer is not the mock's and is not checked). A status the mock cannot
// give without such a fault, or without filling a store for minutes, is an exemption: with the
// reason, and the test file that proves it.

sendsRefusedRequests();

const index = buildOperationIndex(loadContracts());
const nameOf = (operation: Operation) => `${operation.contract} ${operation.operationId}`;
const keyOf = (operation: Operation, status: number) => `${nameOf(operation)} ${status}`;

function operationAt(method: string, pathname: string): Operation | undefined {
  const found = index.locate(method, pathname);
  return found && 'operation' in found ? found.operation : undefined;
}

/** The documented statuses of an operation (its numeric response keys). */
function statusesOf(operation: Operation): number[] {
  const responses = operation.operation.responses;
  return Object.keys(responses && typeof responses === 'object' ? responses : {})
    .filter((key) => /^\d{3}$/.test(key))
    .map(Number);
}

const isError = (status: number) => status >= 400;

/** Whether the operation takes an Idempotency-Key (then a reused key answers 422). */
const takesIdempotencyKey = (operation: Operation) =>
  operation.parameters.some(
    (parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'idempotency-key',
  );

// ---------------------------------------------------------------------------------------------------
// The demo accounts and what the scenarios set up through the mock's own endpoints.

const MARIA = maria.email;
const ERIK = erik.email;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const routeNamed = (name: string): Route => {
  const route = routes.find((candidate) => routeName(candidate) === name);
  if (!route) throw new Error(`no route ${name} in the bad-input table`);
  return route;
};

async function send(request: BadRequest): Promise<RawAnswer> {
  return mswTransport.send(request);
}

/** A set-up request, which must succeed. */
async function ok(request: BadRequest, what: string): Promise<RawAnswer> {
  const answer = await send(request);
  if (answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Moves the mock's clock on (POST /__mock/clock). */
async function advanceClock(advanceMs: number): Promise<void> {
  await ok({ method: 'POST', path: '/__mock/clock', json: { advanceMs } }, 'moving the clock');
}

interface ScenarioContext {
  f: Fixtures;
  route: Route;
  /** Runs after the request has been answered, whatever the test's outcome. */
  finally(cleanUp: () => Promise<void>): void;
}

interface Scenario {
  how: string;
  /** Sets the status up and returns the request that must answer it. */
  request(context: ScenarioContext): Promise<BadRequest>;
}

/**
 * Erik's cart orders for Nordic Print (he chose it), then Maria removes him from the company: every
 * step towards a payment checks his rights again and refuses (checkout/orderingRightsCheck.ts). The
 * route's request is made first, with its checkout and provider order, while he still may.
 */
const orderingRightsLost: Scenario = {
  how: "Erik's cart orders for Nordic Print, then Maria removes him from the company",
  async request({ f, route }) {
    const request = await requestFor(route, f);
    const attributes = routeNamed('PATCH /shopper/sessions/attributes');
    await ok(await requestFor(attributes, f), "Erik's company on the cart");
    await ok(
      {
        method: 'DELETE',
        path: `/api/companies/${NORDIC_PRINT_ID}/users/${erik.id}/`,
        token: await f.accessToken(MARIA),
      },
      'Maria removes Erik',
    );
    return request;
  },
};

/** A checkout of the route's provider on which no provider order was ever opened. */
const noProviderOrder: Scenario = {
  how: 'a checkout with no order opened at the provider',
  async request({ f, route }) {
    return {
      method: route.method,
      path: route.path,
      token: await f.checkoutToken(route.provider ?? 'KlarnaCheckout'),
    };
  },
};

/** The invitation is declined first; the link then answers nothing else. */
const invitationAnswered: Scenario = {
  how: 'the invitation declined before',
  async request({ f, route }) {
    const request = await requestFor(route, f);
    await ok(
      { method: 'POST', path: '/api/auth/decline-invitation/', json: { token: await f.invitationToken() } },
      'declining the invitation',
    );
    return request;
  },
};

/** Maria withdraws the invitation first (docs/rules.md#pending-invitations). */
const invitationWithdrawn: Scenario = {
  how: 'the invitation withdrawn before',
  async request({ f, route }) {
    const request = await requestFor(route, f);
    await ok(
      {
        method: 'DELETE',
        path: `/api/companies/${NORDIC_PRINT_ID}/invitations/${await f.invitationId()}/`,
        token: await f.accessToken(MARIA),
      },
      'withdrawing the invitation',
    );
    return request;
  },
};

/** A week and a day pass after the invitation was mailed (INVITATION_TTL_MS is a week). */
const invitationExpired: Scenario = {
  how: 'eight days after the invitation',
  async request({ f, route }) {
    const request = await requestFor(route, f);
    await advanceClock(8 * ONE_DAY_MS);
    return request;
  },
};

/** A day and an hour pass after the link was mailed (verification links last a day, reset links an hour). */
const linkExpired: Scenario = {
  how: 'the mailed link used 25 hours later',
  async request({ f, route }) {
    const request = await requestFor(route, f);
    await advanceClock(ONE_DAY_MS + 60 * 60 * 1000);
    return request;
  },
};

/** Loops until killed (the conversion tests' file): it holds its company's slot. */
const LOOP_EPS = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n{} loop\n';

const SCENARIOS: Record<string, Scenario> = {
  'shopper updateItemQuantity 403': {
    how: 'a line of baseball caps (at most 10 an order) set to 11',
    async request({ f }) {
      const token = await f.cartToken();
      const added = await ok(
        {
          method: 'POST',
          path: '/shopper/sessions/items',
          token,
          json: { productVariantId: 'CAP-BLACK-ONE', quantity: 1 },
        },
        'adding a cap',
      );
      const line = (added.body as Cart).items.find((item) => item.productVariantId === 'CAP-BLACK-ONE');
      return { method: 'PUT', path: `/shopper/sessions/items/${line!.id}`, token, json: { quantity: 11 } };
    },
  },
  'shopper startCheckout 403': orderingRightsLost,
  'shopper-providers openProviderCheckout 403': orderingRightsLost,
  'shopper-providers openProviderCheckout 409': {
    how: 'the cart paid with Klarna, then its order opened again',
    async request({ f, route }) {
      await f.paidOrder();
      return {
        method: route.method,
        path: '/shopper-klarna/checkouts',
        token: await f.checkoutToken('KlarnaCheckout'),
        json: { confirmationUrl: '/checkout/confirmation', termsUrl: '/terms' },
      };
    },
  },
  'shopper-providers getProviderCheckout 403': orderingRightsLost,
  'shopper-providers syncProviderCheckout 403': orderingRightsLost,
  'shopper-providers syncPayment 403': orderingRightsLost,
  'shopper-providers syncPayment 409': {
    how: 'a line added to the cart after the provider order was opened, with no sync',
    async request({ f }) {
      await f.providerOrder('KlarnaCheckout');
      await ok(
        {
          method: 'POST',
          path: '/shopper/sessions/items',
          token: await f.cartToken(),
          json: { productVariantId: 'CAP-BLACK-ONE', quantity: 1 },
        },
        'adding a cap',
      );
      return {
        method: 'POST',
        path: '/shopper-klarna/payments/sync',
        token: await f.checkoutToken('KlarnaCheckout'),
      };
    },
  },
  'shopper-providers getProviderCheckout 404': noProviderOrder,
  'shopper-providers syncProviderCheckout 404': noProviderOrder,
  'shopper-providers syncPayment 404': noProviderOrder,
  'shopper-providers addGiftCard 404': {
    how: "a payment provider's backend, which has no gift cards",
    async request({ f, route }) {
      const request = await requestFor(route, f);
      return { ...request, path: request.path.replace('/shopper-retain24/', '/shopper-klarna/') };
    },
  },
  'shopper-providers addGiftCard 429': {
    how: 'the right PIN after five wrong ones',
    async request({ f, route }) {
      const request = await requestFor(route, f);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await send({ ...request, path: request.path.replace(/pin=\d+/, 'pin=9999') });
        expect(wrong.status).toBe(400);
      }
      return request;
    },
  },
  'orders createOrder 409': {
    how: 'the provider order opened but not paid',
    async request({ f }) {
      const { reference } = await f.providerOrder('KlarnaCheckout');
      return {
        method: 'POST',
        path: '/api/orders/create-order/',
        token: await f.checkoutToken('KlarnaCheckout'),
        json: { order: { provider: 'KlarnaCheckout', reference } },
      };
    },
  },
  'proxy createVerifyLink 409': {
    how: 'an organisation sign-up whose company is still missing',
    async request({ f }) {
      await f.signedUp();
      return {
        method: 'POST',
        path: '/api/auth/create-verify-link/',
        json: { email: 'olga.founder@example.se' },
      };
    },
  },
  'proxy verifyEmail 410': linkExpired,
  'proxy resetPassword 410': linkExpired,
  'proxy login 429': {
    how: 'the right password after five wrong ones',
    async request({ f, route }) {
      const request = await requestFor(route, f);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await send({ ...request, json: { ...(request.json as object), password: 'Wrong-1x' } });
        expect(wrong.status).toBe(401);
      }
      return request;
    },
  },
  'proxy getInvitation 409': invitationAnswered,
  'proxy acceptInvitation 409': invitationAnswered,
  'proxy declineInvitation 409': invitationAnswered,
  'proxy getInvitation 410': invitationExpired,
  'proxy acceptInvitation 410': invitationExpired,
  'proxy declineInvitation 410': invitationExpired,
  'proxy resendInvitation 409': invitationAnswered,
  'proxy resendInvitation 410': invitationWithdrawn,
  'proxy withdrawInvitation 409': invitationAnswered,
  'upload-worker convertToPng 429': {
    how: "a fourth file while three of Erik's company's are converting or waiting",
    async request(context) {
      const { f, route } = context;
      const request = await requestFor(route, f);
      const controllers = [1, 2, 3].map(() => new AbortController());
      context.finally(async () => {
        for (const controller of controllers) controller.abort();
        await waitUntil('the conversions have left the queue', () => {
          const state = conversionQueueState();
          return state.running === 0 && state.waiting === 0;
        });
        await waitUntil('the conversion worker is gone', () => workerProcesses().length === 0);
      });
      const token = await f.accessToken(ERIK);
      controllers.forEach((controller, i) => {
        const form = new FormData();
        form.append('file', new Blob([LOOP_EPS]), `loop-${i}.eps`);
        fetch(`${ORIGIN}/worker/eps-convert`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: controller.signal,
        }).catch(() => undefined);
      });
      await waitUntil('one conversion runs and two wait', () => {
        const state = conversionQueueState();
        return state.running === 1 && state.waiting === 2;
      });
      return request;
    },
  },
  'upload-worker getFile 404': {
    how: 'the signed link of a file deleted since it was listed',
    async request({ f, route }) {
      const request = await requestFor(route, f);
      await ok(
        {
          method: 'DELETE',
          path: `/api/company-media/${SEED_FILE_IDS.symbol}`,
          token: await f.accessToken(MARIA),
        },
        'deleting the file',
      );
      return request;
    },
  },
};

/** A key is the caller's; the idempotency layer answers before the route when a key comes back. */
const IDEMPOTENCY_KEY = 'contract-walk-reused-key';

const sameRequest = (a: BadRequest, b: BadRequest) =>
  a.method === b.method &&
  a.path === b.path &&
  a.raw === b.raw &&
  JSON.stringify(a.json) === JSON.stringify(b.json);

const malformedPath = (request: BadRequest) => {
  try {
    decodeURIComponent(new URL(request.path, ORIGIN).pathname);
    return false;
  } catch {
    return true;
  }
};

/**
 * 422 for an operation that takes an Idempotency-Key: a request of the route's that is refused
 * (nothing applied, the caller unchanged) is sent with a key, then the good request with the same
 * key, which the layer refuses as a different request under a used key (kit/idempotency.ts).
 */
const keyReused = (rows: Row[]): Scenario => ({
  how: 'the Idempotency-Key of a refused request sent again with the good request',
  async request({ f, route }) {
    const good = await requestFor(route, f);
    for (const row of rows) {
      const refused = await row.request(f);
      if (refused.token !== good.token || malformedPath(refused) || sameRequest(refused, good)) continue;
      const key = { 'idempotency-key': IDEMPOTENCY_KEY };
      const first = await send({ ...refused, headers: { ...refused.headers, ...key } });
      expect(first.status).toBe(row.status);
      return { ...good, headers: { ...good.headers, ...key } };
    }
    throw new Error(`${routeName(route)}: no refused row with the good request's credential`);
  },
});

// ---------------------------------------------------------------------------------------------------
// What the walk cannot produce, and why.

interface Exemption {
  reason: string;
  /** The test that proves the status, relative to the repository. */
  provenBy: string;
  /** The documented response it is about (its $ref): another reason for the status is walked. */
  response: RegExp;
}

/**
 * An Idempotency-Key's answer is replayed while the layer keeps it; 409 needs the first answer
 * gone: past 1 MB on its own, or given up once 32 MB of newer answers are kept. No route of these
 * answers a megabyte, and 32 MB of answers is some thousands of requests in every such test.
 */
const ANSWER_GONE: Exemption = {
  reason: 'a retry whose first answer is no longer kept needs an answer past 1 MB, or 32 MB of newer answers',
  provenBy: 'test/mock-server/idempotencyStore.test.ts',
  response: /^#\/components\/responses\/Idempoten(?:cy|t)AnswerGone$/,
};

/**
 * The proxy's 502: the management API refuses the proxy's freshly fetched token as well. A token
 * the mock's management API has just issued is live; only an injected fault refuses it.
 */
const UPSTREAM_REFUSES: Exemption = {
  reason: "the management API refusing the proxy's fresh token takes an injected fault",
  provenBy: 'test/mock-server/proxySettings.test.ts',
  response: /^#\/components\/responses\/UpstreamAuthFailure$/,
};

const EXEMPTIONS: Record<string, Exemption> = {
  'shopper startSession 409': ANSWER_GONE,
  'shopper addItem 409': ANSWER_GONE,
  'shopper removeItem 409': ANSWER_GONE,
  'shopper addDiscountCode 409': ANSWER_GONE,
  'shopper removeDiscountCode 409': ANSWER_GONE,
  'shopper startCheckout 409': ANSWER_GONE,
  'shopper-providers removeGiftCard 409': ANSWER_GONE,
  'proxy verifyEmail 409': ANSWER_GONE,
  'proxy createResetPasswordLink 409': ANSWER_GONE,
  'proxy resetPassword 409': ANSWER_GONE,
  'proxy deleteAccount 409': ANSWER_GONE,
  'newsletter subscribe 409': ANSWER_GONE,
  'proxy getSettings 502': UPSTREAM_REFUSES,
  'proxy login 502': UPSTREAM_REFUSES,
  'proxy getUser 502': UPSTREAM_REFUSES,
};

// ---------------------------------------------------------------------------------------------------
// The plan: each operation with its route, each error status with the request that answers it.

/** The operation a table route is (its path parameters filled), or none under no contract. */
const routeOperation = (route: Route) => index.locate(route.method, route.path.replace(/\{\w+\}/g, 'x'));

const walkedRoute = new Map<Operation, Route>();
for (const route of routes) {
  const found = routeOperation(route);
  if (found && 'operation' in found && !walkedRoute.has(found.operation)) {
    walkedRoute.set(found.operation, route);
  }
}

/** The route's rows an msw request can send, the route's own cases first. */
function rowsThroughMsw(route: Route): Row[] {
  const own = new Set((route.cases ?? []).map((c) => `${routeName(route)}: ${c.name}`));
  const rows = rowsOf(route).filter((row) => !row.nodeOnly && !row.outsideMock);
  return [...rows.filter((row) => own.has(row.label)), ...rows.filter((row) => !own.has(row.label))];
}

type Source =
  | { kind: 'row'; how: string; row: Row }
  | { kind: 'scenario'; how: string; scenario: Scenario }
  | { kind: 'exempt'; how: string }
  | { kind: 'none'; how: string };

function sourceOf(operation: Operation, route: Route, status: number): Source {
  const key = keyOf(operation, status);
  const exemption = EXEMPTIONS[key];
  if (exemption) return { kind: 'exempt', how: `exempt: ${exemption.reason}` };
  const scenario = SCENARIOS[key];
  if (scenario) return { kind: 'scenario', how: scenario.how, scenario };
  const rows = rowsThroughMsw(route);
  const row = rows.find((candidate) => candidate.status === status);
  if (row) return { kind: 'row', how: row.label.slice(routeName(route).length + 2), row };
  if (status === 422 && takesIdempotencyKey(operation)) {
    const refused = rows.filter((candidate) => isError(candidate.status) && candidate.status !== 413);
    const reused = keyReused(refused);
    return { kind: 'scenario', how: reused.how, scenario: reused };
  }
  return { kind: 'none', how: 'nothing produces it' };
}

interface StatusWalk {
  status: number;
  how: string;
  source: Source;
}

interface OperationWalk {
  name: string;
  operation: Operation;
  route: Route;
  successes: number[];
  errors: StatusWalk[];
}

const walks: OperationWalk[] = index.operations.flatMap((operation) => {
  const route = walkedRoute.get(operation);
  if (!route) return [];
  const statuses = statusesOf(operation);
  return [
    {
      name: nameOf(operation),
      operation,
      route,
      successes: statuses.filter((status) => status >= 200 && status < 300),
      errors: statuses.filter(isError).map((status) => {
        const source = sourceOf(operation, route, status);
        return { status, how: source.how, source };
      }),
    },
  ];
});

/** Sends a request of `operation` through the jest msw server; the contract check must find nothing. */
async function walk(operation: Operation, request: BadRequest): Promise<RawAnswer> {
  const pathname = new URL(request.path, ORIGIN).pathname;
  const reached = operationAt(request.method, pathname);
  expect(reached && nameOf(reached)).toBe(nameOf(operation));
  const answer = await send(request);
  expect(formatMismatches(contractCheck.peek())).toBe('');
  return answer;
}

// ---------------------------------------------------------------------------------------------------

describe('the contract walk covers every documented operation and status', () => {
  it('reaches every operation of every contract by a route of the bad-input table', () => {
    const unreached = index.operations.filter((operation) => !walkedRoute.has(operation)).map(nameOf);
    expect(unreached).toEqual([]);
  });

  it('finds an operation for every route of the table under a contract', () => {
    const undocumented = routes
      .filter((route) => {
        const found = routeOperation(route);
        return found !== undefined && !('operation' in found);
      })
      .map(routeName);
    expect(undocumented).toEqual([]);
  });

  it('has a request, or an exemption, for every documented error status', () => {
    const unwalked = walks.flatMap(({ operation, errors }) =>
      errors.filter(({ source }) => source.kind === 'none').map(({ status }) => keyOf(operation, status)),
    );
    expect(unwalked).toEqual([]);
  });

  it("finds every status the table's rows answer documented by name, not only by `default`", () => {
    // Every operation documents a `default` answer, which the contract check takes for any status.
    const undocumented = routes.flatMap((route) => {
      const found = routeOperation(route);
      if (!found || !('operation' in found)) return [];
      const documented = statusesOf(found.operation);
      return rowsThroughMsw(route)
        .filter((row) => !documented.includes(row.status))
        .map((row) => `${keyOf(found.operation, row.status)}: ${row.label}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('resolves every response the walked operations document', () => {
    // A $ref to nothing would leave its status's answers unchecked.
    const docs = new Map(index.documents.map((document) => [document.name, document.doc]));
    const unresolved = walks.flatMap(({ operation }) =>
      Object.entries(operation.operation.responses as Record<string, never>)
        .filter(([, response]) => resolveRef(docs.get(operation.contract)!, response) === undefined)
        .map(([status]) => `${nameOf(operation)} ${status}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has scenarios only for documented error statuses', () => {
    const stale = Object.keys(SCENARIOS).filter(
      (key) =>
        !walks.some(({ operation, errors }) => errors.some(({ status }) => keyOf(operation, status) === key)),
    );
    expect(stale).toEqual([]);
  });

  describe.each(Object.entries(EXEMPTIONS).map(([key, exemption]) => ({ key, ...exemption })))(
    'the exemption of $key',
    ({ key, provenBy, response }) => {
      it('names a status its operation documents, and nothing in the walk produces it', () => {
        const documented = walks
          .filter(({ operation, errors }) => errors.some(({ status }) => keyOf(operation, status) === key))
          .map(({ name }) => name);
        expect(documented).toEqual([key.replace(/ \d{3}$/, '')]);
        const { route } = walks.find(({ name }) => name === documented[0])!;
        const status = Number(key.slice(-3));
        expect(
          rowsThroughMsw(route)
            .filter((row) => row.status === status)
            .map((row) => row.label),
        ).toEqual([]);
        expect(SCENARIOS[key]).toBeUndefined();
      });

      it(`is about the documented response ${response.source}`, () => {
        const { operation } = walks.find(({ name }) => key.startsWith(`${name} `))!;
        const documented = (operation.operation.responses as Record<string, { $ref?: string }>)[
          key.slice(-3)
        ];
        expect(documented?.$ref).toMatch(response);
      });

      it(`is proven by ${provenBy}`, () => {
        expect(existsSync(path.resolve(__dirname, '..', '..', provenBy))).toBe(true);
      });
    },
  );
});

describe.each(walks)('$name', ({ operation, route, successes, errors }) => {
  it(`answers its good request (${routeName(route)}) with a documented 2xx`, async () => {
    const answer = await walk(operation, await requestFor(route, fixtures()));
    expect(successes).toContain(answer.status);
  });

  // An exempt status is not walked; its own tests above say why and where it is proven.
  const walked = errors.filter(({ source }) => source.kind !== 'exempt');

  if (walked.length > 0) {
    it.each(walked)('answers $status: $how', async ({ status, source }) => {
      const f = fixtures();
      const cleanUps: (() => Promise<void>)[] = [];
      try {
        let request: BadRequest;
        if (source.kind === 'row') request = await source.row.request(f);
        else if (source.kind === 'scenario') {
          request = await source.scenario.request({
            f,
            route,
            finally: (cleanUp) => cleanUps.push(cleanUp),
          });
        } else throw new Error(`no request answers ${status}`);
        const answer = await walk(operation, request);
        expect(answer.status).toBe(status);
      } finally {
        for (const cleanUp of cleanUps) await cleanUp();
      }
    });
  }
});
