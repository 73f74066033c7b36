/** @jest-environment node */
import type {
  OrderResult,
  OrdersResult,
  OrderSummariesResult,
  OrderSummary,
} from '../../src/api/types/orders';
import { db } from '../../mock-server/db';
import { ORDER_AWAITING_MARIA, ORDER_PROVORDER, seedOrderId } from '../../mock-server/fixtures';
import { call, withMockBackend } from './helpers';
import { ANNA, ERIK, MARIA, OLLE, postOrders, refsOf, SARA, sessions, UNAUTHORIZED } from './ordersHelpers';
import * as demo from '../support/demoAccounts';

// The order lookups behind the proxy: each demo account sees what she should, newest first, and
// is refused (403) another's e-mail, organisation or user id.

withMockBackend();
const tokenOf = sessions();

const NORDIC = [
  '100231',
  '100224',
  '100219',
  '100212',
  '100205',
  '100198',
  '100187',
  '100176',
  '100163',
  '100150',
];
const FJORD = ['100228', '100181'];
const ANNAS = ['100209', '100170'];
const PLACED_BY = {
  maria: ['100198', '100176', '100150'],
  erik: ['100224', '100219', '100187', '100163'],
  sara: ['100231', '100228', '100212', '100205', '100181'],
};

const byEmail = async (email: string, as: string) =>
  postOrders<OrdersResult>('get-orders-by-email', { email }, await tokenOf(as));
const byRef = async (ref: string, as: string) =>
  postOrders<OrdersResult>('get-orders-by-ref', { ref }, await tokenOf(as));
const byOrganisation = async (organisationNumber: string, as: string) =>
  postOrders<OrderSummariesResult>(
    'get-orders-by-organisation-number',
    { organisationNumber },
    await tokenOf(as),
  );
const byUserId = async (userId: string, as: string) =>
  postOrders<OrderSummariesResult>('get-orders-by-user-id', { userId }, await tokenOf(as));
const byId = async (endpoint: string, as: string) =>
  postOrders<OrderResult>('get-order-by-id', { endpoint }, await tokenOf(as));

function expectForbidden(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(403);
  expect(answer.body).toEqual({ ok: false, status: 403, error: 'Forbidden', details: expect.any(String) });
}

describe('POST /api/orders/get-orders-by-email/', () => {
  it.each([
    [MARIA, PLACED_BY.maria],
    [ERIK, PLACED_BY.erik],
    [SARA, PLACED_BY.sara],
    [ANNA, ANNAS],
  ])('answers %s the orders of her own address, newest first', async (email, refs) => {
    const { status, body } = await byEmail(email, email);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(refsOf(body.data.orders)).toEqual(refs);
  });

  it('compares the address in any case, trimmed', async () => {
    const { body } = await byEmail('  Maria.ADMIN@example.se ', MARIA);
    expect(refsOf(body.data.orders)).toEqual(PLACED_BY.maria);
  });

  it("refuses another's address with 403, the company's own colleague too", async () => {
    expectForbidden(await byEmail(ERIK, MARIA));
    expectForbidden(await byEmail(MARIA, SARA));
    expectForbidden(await byEmail(MARIA, ANNA));
  });

  it('answers a super admin any address, and an address without orders empty', async () => {
    expect(refsOf((await byEmail(ERIK, OLLE)).body.data.orders)).toEqual(PLACED_BY.erik);
    expect((await byEmail('nobody@example.se', OLLE)).body.data.orders).toEqual([]);
    expect((await byEmail(OLLE, OLLE)).body.data.orders).toEqual([]);
  });

  it('answers summaries: the order list fields, the provorder mark and the change-request callback', async () => {
    const { body } = await byEmail(MARIA, MARIA);
    const provorder = body.data.orders.find((order) => order.reference === ORDER_PROVORDER);
    const stored = db().orders.orders.get(seedOrderId(ORDER_PROVORDER))!;
    expect(provorder).toEqual<OrderSummary>({
      id: seedOrderId(ORDER_PROVORDER),
      reference: ORDER_PROVORDER,
      date: '2026-02-21T13:05:00.000Z',
      status: { orderStates: ['FULLY_DELIVERED'], customStates: [] },
      totals: { grandTotal: stored.totals.grandTotal },
      currencyCode: 'SEK',
      attributes: {
        merchantReference2: 'PROV-100176',
        company: { registrationNumber: demo.nordicPrint.organisation_number, name: demo.nordicPrint.name },
      },
      changeRequestCallback: 'request-change/',
    });
    const annas = (await byEmail(ANNA, ANNA)).body.data.orders[0]!;
    expect(annas.attributes).toEqual({});
    expect(annas).not.toHaveProperty('changeRequestCallback');
  });
});

describe('POST /api/orders/get-orders-by-ref/', () => {
  it('finds the reference (trimmed) among the orders she may see', async () => {
    expect(refsOf((await byRef(` ${ORDER_AWAITING_MARIA} `, MARIA)).body.data.orders)).toEqual([
      ORDER_AWAITING_MARIA,
    ]);
    expect(refsOf((await byRef(ORDER_AWAITING_MARIA, ERIK)).body.data.orders)).toEqual([
      ORDER_AWAITING_MARIA,
    ]);
    expect(refsOf((await byRef('100181', SARA)).body.data.orders)).toEqual(['100181']);
    expect(refsOf((await byRef('100209', ANNA)).body.data.orders)).toEqual(['100209']);
    expect(refsOf((await byRef('100209', OLLE)).body.data.orders)).toEqual(['100209']);
  });

  it('silently leaves out orders she may not see, and answers an unknown reference empty', async () => {
    for (const [ref, as] of [
      [ORDER_AWAITING_MARIA, ANNA],
      ['100181', MARIA],
      ['100209', MARIA],
      ['999999', OLLE],
    ] as const) {
      const { status, body } = await byRef(ref, as);
      expect(status).toBe(200);
      expect(body.data).toEqual({ orders: [] });
    }
  });

  it('compares the reference in any case', async () => {
    const order = db().orders.orders.get(seedOrderId(ORDER_AWAITING_MARIA))!;
    db().orders.orders.set('order-pf', { ...structuredClone(order), id: 'order-pf', reference: 'PF-100999' });
    expect(refsOf((await byRef('pf-100999', MARIA)).body.data.orders)).toEqual(['PF-100999']);
  });
});

describe('POST /api/orders/get-orders-by-organisation-number/', () => {
  it("answers the company's members its orders, newest first, the number with or without its dash", async () => {
    for (const as of [MARIA, ERIK, SARA]) {
      for (const number of ['5561234567', demo.nordicPrint.organisation_number]) {
        const { status, body } = await byOrganisation(number, as);
        expect(status).toBe(200);
        expect(refsOf(body.data.orderSummaries)).toEqual(NORDIC);
      }
    }
    expect(refsOf((await byOrganisation('987654321', SARA)).body.data.orderSummaries)).toEqual(FJORD);
  });

  it('answers a super admin any company, and a number no company has empty', async () => {
    expect(refsOf((await byOrganisation('5561234567', OLLE)).body.data.orderSummaries)).toEqual(NORDIC);
    expect(refsOf((await byOrganisation('987654321', OLLE)).body.data.orderSummaries)).toEqual(FJORD);
    expect((await byOrganisation('5562345678', OLLE)).body.data).toEqual({ orderSummaries: [] });
    expect((await byOrganisation('0000000000', OLLE)).body.data).toEqual({ orderSummaries: [] });
  });

  it('refuses others with 403, whether or not the company exists', async () => {
    expectForbidden(await byOrganisation('987654321', MARIA));
    expectForbidden(await byOrganisation('987654321', ERIK));
    expectForbidden(await byOrganisation('5561234567', ANNA));
    expectForbidden(await byOrganisation('0000000000', MARIA));
  });
});

describe('POST /api/orders/get-orders-by-user-id/', () => {
  it('answers her own id the orders she placed or that were placed for her', async () => {
    expect(refsOf((await byUserId(demo.maria.id, MARIA)).body.data.orderSummaries)).toEqual([
      '100231', // placed by Sara for Maria
      '100212', // placed by Sara for Maria
      ...PLACED_BY.maria,
    ]);
    expect(refsOf((await byUserId(demo.erik.id, ERIK)).body.data.orderSummaries)).toEqual([
      '100224',
      '100219',
      '100205', // placed by Sara for Erik
      '100187',
      '100163',
    ]);
    expect(refsOf((await byUserId(demo.sara.id, SARA)).body.data.orderSummaries)).toEqual(PLACED_BY.sara);
    expect(refsOf((await byUserId(demo.anna.id, ANNA)).body.data.orderSummaries)).toEqual(ANNAS);
  });

  it("refuses another's id with 403; a super admin may ask for anyone's", async () => {
    expectForbidden(await byUserId(demo.erik.id, MARIA));
    expectForbidden(await byUserId(demo.maria.id, SARA));
    expectForbidden(await byUserId(demo.anna.id, ERIK));
    expect(refsOf((await byUserId(demo.anna.id, OLLE)).body.data.orderSummaries)).toEqual(ANNAS);
    expect((await byUserId(demo.olle.id, OLLE)).body.data).toEqual({ orderSummaries: [] });
  });
});

describe('POST /api/orders/get-order-by-id/', () => {
  it('answers the full order with its custom-state history, without its cart or change requests', async () => {
    const id = seedOrderId(ORDER_AWAITING_MARIA);
    const { status, body } = await byId(id, MARIA);
    expect(status).toBe(200);
    const { cartId: _cart, changeRequests: _requests, ...expected } = db().orders.orders.get(id)!;
    expect(body.data.order).toEqual(expected);
    expect(body.data.order).toMatchObject({
      reference: ORDER_AWAITING_MARIA,
      customStateHistory: [
        { stateId: 'awaiting_customer_action', type: 'add', date: '2026-06-25T08:26:00.000Z' },
      ],
      changeRequestCallback: 'request-change/',
      items: [
        expect.objectContaining({
          productVariantId: 'BCP-WHITE-STD',
          name: 'Business Card Pack Vit Standard',
        }),
        expect.objectContaining({ productVariantId: 'FLYER-WHITE-A5', quantity: 3 }),
      ],
    });
    expect(body.data.order).not.toHaveProperty('cartId');
    expect(body.data.order).not.toHaveProperty('changeRequests');
  });

  it('answers whoever may see it: members, the agent, a super admin, the consumer herself', async () => {
    for (const as of [ERIK, SARA, OLLE]) {
      expect((await byId(seedOrderId(ORDER_AWAITING_MARIA), as)).status).toBe(200);
    }
    expect((await byId(seedOrderId('100209'), ANNA)).status).toBe(200);
    expect((await byId(seedOrderId('100181'), SARA)).status).toBe(200);
  });

  it("answers 403 for an order she may not see and 404 for one that doesn't exist", async () => {
    expectForbidden(await byId(seedOrderId(ORDER_AWAITING_MARIA), ANNA));
    expectForbidden(await byId(seedOrderId('100181'), MARIA));
    expectForbidden(await byId(seedOrderId('100209'), ERIK));
    const missing = await byId('order-nope', OLLE);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, status: 404, error: 'order not found' });
  });
});

describe('every lookup', () => {
  const routes: [string, Record<string, string>][] = [
    ['get-orders-by-email', { email: MARIA }],
    ['get-orders-by-ref', { ref: ORDER_AWAITING_MARIA }],
    ['get-orders-by-organisation-number', { organisationNumber: '5561234567' }],
    ['get-orders-by-user-id', { userId: demo.maria.id }],
    ['get-order-by-id', { endpoint: seedOrderId(ORDER_AWAITING_MARIA) }],
  ];

  it.each(routes)('%s answers 401 without a live access token', async (route, body) => {
    expect(await postOrders(route, body)).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await postOrders(route, body, 'not-a-token')).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it.each(routes)('%s answers 400 for a missing, blank or mistyped field', async (route, body) => {
    const token = await tokenOf(OLLE);
    const [key] = Object.keys(body) as [string];
    for (const bad of [{}, { [key]: '' }, { [key]: 42 }, { [key]: null }, { [key]: ['x'] }]) {
      const answer = await postOrders(route, bad, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
    }
  });

  it.each(routes)('%s answers without the trailing slash too', async (route, body) => {
    const answer = await call('POST', `/api/orders/${route}`, { body, token: await tokenOf(MARIA) });
    expect(answer.status).toBe(200);
  });
});
