/** @jest-environment node */
import type { OrderResult } from '../../src/api/types/orders';
import { db } from '../../mock-server/db';
import {
  ORDER_ANNA_OUT_OF_STOCK,
  ORDER_APPROVED,
  ORDER_AWAITING_ERIK,
  ORDER_AWAITING_MARIA,
  ORDER_DECLINED,
  seedOrderId,
} from '../../mock-server/fixtures';
import {
  AGENTS_DO_NOT_DECIDE,
  ONLY_THE_BUYER_DECIDES,
  SUPER_ADMINS_DO_NOT_DECIDE,
} from '../../mock-server/orders/orderAccess';
import { call, withMockBackend } from './helpers';
import { ANNA, ERIK, MARIA, OLLE, postOrders, SARA, sessions, UNAUTHORIZED } from './ordersHelpers';
import { erik, maria, sara } from '../support/demoAccounts';

// A buyer's decision on an order through the order backend: the app's approve and decline
// sequences of change-order-custom-state, and the change request with the reason.

withMockBackend();
const tokenOf = sessions();

const AWAITING = 'awaiting_customer_action';
const APPROVED = 'customer_approved';
const DECLINED = 'customer_declined';
const MARIAS = seedOrderId(ORDER_AWAITING_MARIA);
const ERIKS = seedOrderId(ORDER_AWAITING_ERIK);

type Step = [stateId: string, type: 'add' | 'remove'];
const APPROVE: Step[] = [
  [APPROVED, 'add'],
  [AWAITING, 'remove'],
  [DECLINED, 'remove'],
];
const DECLINE: Step[] = [
  [DECLINED, 'add'],
  [AWAITING, 'remove'],
  [APPROVED, 'remove'],
];

const change = async (as: string, orderId: string, stateId: string, type: string) =>
  postOrders<OrderResult>('change-order-custom-state', { stateId, orderId, type }, await tokenOf(as));

/** The app's sequence, step after step; the statuses it got. */
async function run(as: string, orderId: string, steps: Step[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [stateId, type] of steps) statuses.push((await change(as, orderId, stateId, type)).status);
  return statuses;
}

const requestChange = async (as: string, orderId: string, reason: unknown) =>
  postOrders<{ message: string }>('request-change', { orderId, reason }, await tokenOf(as));

const stored = (id: string) => db().orders.orders.get(id)!;
const statesOf = (id: string) => stored(id).status.customStates.map((state) => state.id);
const historyOf = (id: string) => stored(id).customStateHistory.map((entry) => [entry.stateId, entry.type]);

function expectRefusal(
  answer: { status: number; body: unknown },
  status: number,
  error: string,
  details?: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({
    ok: false,
    status,
    error,
    details: details ?? expect.any(String),
  });
}

describe('POST /api/orders/change-order-custom-state/', () => {
  it('approves with the app’s sequence: each step 200, the order after it, the history grows', async () => {
    await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
    const first = await change(MARIA, MARIAS, APPROVED, 'add');
    expect(first.status).toBe(200);
    expect(first.body.data.order.status.customStates).toEqual([{ id: AWAITING }, { id: APPROVED }]);
    expect(first.body.data.order.customStateHistory.at(-1)).toEqual({
      stateId: APPROVED,
      type: 'add',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // The date is the mock clock's: a minute ahead of the real one.
    expect(Date.parse(first.body.data.order.customStateHistory.at(-1)!.date)).toBeGreaterThan(
      Date.now() + 50_000,
    );
    expect(await run(MARIA, MARIAS, APPROVE.slice(1))).toEqual([200, 200]);
    expect(statesOf(MARIAS)).toEqual([APPROVED]);
    expect(historyOf(MARIAS)).toEqual([
      [AWAITING, 'add'],
      [APPROVED, 'add'],
      [AWAITING, 'remove'],
    ]);
    const detail = await postOrders<OrderResult>(
      'get-order-by-id',
      { endpoint: MARIAS },
      await tokenOf(MARIA),
    );
    expect(detail.body.data.order.status.customStates).toEqual([{ id: APPROVED }]);
    expect(detail.body.data.order.customStateHistory).toHaveLength(3);
  });

  it('changes nothing when the approval is sent again', async () => {
    await run(MARIA, MARIAS, APPROVE);
    const before = structuredClone(stored(MARIAS));
    expect(await run(MARIA, MARIAS, APPROVE)).toEqual([200, 200, 200]);
    expect(stored(MARIAS)).toEqual(before);
    const again = await change(MARIA, MARIAS, APPROVED, 'add');
    expect(again.body.data.order.customStateHistory).toEqual(before.customStateHistory);
  });

  it('refuses a decline after an approval with 409, and a decision is never taken back', async () => {
    await run(MARIA, MARIAS, APPROVE);
    expectRefusal(await change(MARIA, MARIAS, DECLINED, 'add'), 409, 'order already decided');
    expectRefusal(await change(ERIK, MARIAS, DECLINED, 'add'), 409, 'order already decided');
    expectRefusal(await change(MARIA, MARIAS, APPROVED, 'remove'), 409, 'a decision is final');
    expectRefusal(
      await change(ERIK, seedOrderId(ORDER_DECLINED), APPROVED, 'add'),
      409,
      'order already decided',
    );
    expect(statesOf(MARIAS)).toEqual([APPROVED]);
  });

  it('declines with the app’s sequence; any customer of the company decides', async () => {
    expect(await run(MARIA, ERIKS, DECLINE)).toEqual([200, 200, 200]);
    expect(statesOf(ERIKS)).toEqual([DECLINED]);
    expect(historyOf(ERIKS)).toEqual([
      [AWAITING, 'add'],
      [DECLINED, 'add'],
      [AWAITING, 'remove'],
    ]);
  });

  it('refuses the agent who placed the order, and a super admin, with 403 and a reason', async () => {
    expect(stored(MARIAS).userId).toBe(sara.id);
    for (const [stateId, type] of APPROVE) {
      expectRefusal(await change(SARA, MARIAS, stateId, type), 403, 'Forbidden', AGENTS_DO_NOT_DECIDE);
    }
    expectRefusal(await change(OLLE, MARIAS, APPROVED, 'add'), 403, 'Forbidden', SUPER_ADMINS_DO_NOT_DECIDE);
    expect(statesOf(MARIAS)).toEqual([AWAITING]);
    expect(historyOf(MARIAS)).toHaveLength(1);
  });

  it('refuses whoever may not see the order with 403, and an unknown order with 404', async () => {
    expectRefusal(
      await change(ANNA, MARIAS, APPROVED, 'add'),
      403,
      'Forbidden',
      'not allowed to see this order',
    );
    expectRefusal(await change(MARIA, seedOrderId('100228'), APPROVED, 'add'), 403, 'Forbidden');
    expectRefusal(await change(MARIA, 'order-nope', APPROVED, 'add'), 404, 'order not found');
  });

  it('refuses a decision out of turn: 409 when not awaiting, 409 completing before deciding, 403 asking', async () => {
    expectRefusal(
      await change(MARIA, seedOrderId('100219'), APPROVED, 'add'),
      409,
      'order is not awaiting a decision',
    );
    expectRefusal(await change(MARIA, MARIAS, AWAITING, 'remove'), 409, 'order is not decided yet');
    expectRefusal(await change(MARIA, seedOrderId('100219'), AWAITING, 'add'), 403, 'Forbidden');
    // A state that is absent is removed without a word.
    expect((await change(MARIA, seedOrderId('100219'), AWAITING, 'remove')).status).toBe(200);
    expect(historyOf(seedOrderId('100219'))).toEqual([]);
  });

  it('lets only its owner decide on a consumer order', async () => {
    const annas = seedOrderId(ORDER_ANNA_OUT_OF_STOCK);
    stored(annas).status.customStates.push({ id: AWAITING });
    expectRefusal(await change(OLLE, annas, APPROVED, 'add'), 403, 'Forbidden', ONLY_THE_BUYER_DECIDES);
    expectRefusal(
      await change(MARIA, annas, APPROVED, 'add'),
      403,
      'Forbidden',
      'not allowed to see this order',
    );
    expect(await run(ANNA, annas, APPROVE)).toEqual([200, 200, 200]);
    expect(statesOf(annas)).toEqual([APPROVED]);
  });

  it('records one change when the same request arrives many times at once', async () => {
    const token = await tokenOf(MARIA);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrders<OrderResult>(
          'change-order-custom-state',
          { stateId: APPROVED, orderId: MARIAS, type: 'add' },
          token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(historyOf(MARIAS)).toEqual([
      [AWAITING, 'add'],
      [APPROVED, 'add'],
    ]);
  });

  it.each([
    ['no stateId', { orderId: MARIAS, type: 'add' }],
    ['an unknown stateId', { stateId: 'shipped', orderId: MARIAS, type: 'add' }],
    ['a stateId of another case', { stateId: 'CUSTOMER_APPROVED', orderId: MARIAS, type: 'add' }],
    ['a numeric stateId', { stateId: 3, orderId: MARIAS, type: 'add' }],
    ['no orderId', { stateId: APPROVED, type: 'add' }],
    ['an empty orderId', { stateId: APPROVED, orderId: '', type: 'add' }],
    ['an orderId object', { stateId: APPROVED, orderId: { id: MARIAS }, type: 'add' }],
    ['no type', { stateId: APPROVED, orderId: MARIAS }],
    ['type toggle', { stateId: APPROVED, orderId: MARIAS, type: 'toggle' }],
    ['type true', { stateId: APPROVED, orderId: MARIAS, type: true }],
  ])('answers 400 for %s, changing nothing', async (_, body) => {
    const answer = await postOrders('change-order-custom-state', body, await tokenOf(MARIA));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
    expect(statesOf(MARIAS)).toEqual([AWAITING]);
  });

  it('answers 401 without a live access token', async () => {
    const body = { stateId: APPROVED, orderId: MARIAS, type: 'add' };
    expect(await postOrders('change-order-custom-state', body)).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('POST /api/orders/request-change/ (the orders’ changeRequestCallback)', () => {
  it('records the trimmed reason, who asked and when, while the order awaits a decision', async () => {
    expect(stored(MARIAS).changeRequestCallback).toBe('request-change/');
    const answer = await requestChange(MARIA, MARIAS, '  Please use the new logo.  ');
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, status: 200, data: { message: 'Change requested' } },
    });
    expect(stored(MARIAS).changeRequests).toEqual([
      { reason: 'Please use the new logo.', userId: maria.id, date: expect.any(String) },
    ]);
    // Nothing else changes: the order still awaits a decision.
    expect(statesOf(MARIAS)).toEqual([AWAITING]);
    expect(historyOf(MARIAS)).toHaveLength(1);
  });

  it('takes the reason of a decline after the app’s decline sequence', async () => {
    await run(ERIK, ERIKS, DECLINE);
    const answer = await requestChange(ERIK, ERIKS, 'Wrong size, we need XL.');
    expect(answer.status).toBe(200);
    expect(stored(ERIKS).changeRequests.map((request) => [request.userId, request.reason])).toEqual([
      [erik.id, 'Wrong size, we need XL.'],
    ]);
  });

  it('keeps a reason sent twice by the same user once', async () => {
    const token = await tokenOf(MARIA);
    const body = { orderId: MARIAS, reason: 'Please use the new logo.' };
    const answers = await Promise.all([1, 2, 3].map(() => postOrders('request-change', body, token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(stored(MARIAS).changeRequests).toHaveLength(1);
  });

  it('refuses an approved or never-asked order with 409', async () => {
    expectRefusal(
      await requestChange(MARIA, seedOrderId(ORDER_APPROVED), 'Too late?'),
      409,
      'order is not awaiting a decision',
    );
    expectRefusal(
      await requestChange(MARIA, seedOrderId('100219'), 'Change it'),
      409,
      'order is not awaiting a decision',
    );
    await run(MARIA, MARIAS, APPROVE);
    expectRefusal(await requestChange(MARIA, MARIAS, 'Change it'), 409, 'order is not awaiting a decision');
  });

  it('refuses the agent and a super admin with 403, an unseen order with 403, an unknown one with 404', async () => {
    expectRefusal(await requestChange(SARA, MARIAS, 'Change it'), 403, 'Forbidden', AGENTS_DO_NOT_DECIDE);
    expectRefusal(
      await requestChange(OLLE, MARIAS, 'Change it'),
      403,
      'Forbidden',
      SUPER_ADMINS_DO_NOT_DECIDE,
    );
    expectRefusal(await requestChange(ANNA, MARIAS, 'Change it'), 403, 'Forbidden');
    expectRefusal(await requestChange(MARIA, 'order-nope', 'Change it'), 404, 'order not found');
    expect(stored(MARIAS).changeRequests).toEqual([]);
  });

  it('answers 404 for an order without a change-request callback', async () => {
    const annas = seedOrderId(ORDER_ANNA_OUT_OF_STOCK);
    stored(annas).status.customStates.push({ id: AWAITING });
    expectRefusal(await requestChange(ANNA, annas, 'Change it'), 404, 'order takes no change requests');
  });

  it('takes a reason of 1 to 2000 characters after trimming; else 400', async () => {
    expect((await requestChange(MARIA, MARIAS, ` ${'x'.repeat(2000)} `)).status).toBe(200);
    for (const reason of ['', '   ', 'x'.repeat(2001), 42, null, ['why']]) {
      const answer = await requestChange(MARIA, MARIAS, reason);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
    }
    expect((await postOrders('request-change', { reason: 'No order' }, await tokenOf(MARIA))).status).toBe(
      400,
    );
    expect(stored(MARIAS).changeRequests).toHaveLength(1);
  });

  it('answers 401 without a live access token', async () => {
    expect(await postOrders('request-change', { orderId: MARIAS, reason: 'Change it' })).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });
  });
});
