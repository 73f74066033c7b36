/** @jest-environment node */
import type { OrderStatusName } from '../../src/api/types';
import { CUSTOM_STATES, type CustomStateId } from '../../src/api/types/orders';
import {
  companiesSeed,
  FJORD_DESIGN_ID,
  NORDIC_PRINT_ID,
  ORDER_ANNA_DELIVERED,
  ORDER_ANNA_OUT_OF_STOCK,
  ORDER_APPROVED,
  ORDER_AWAITING_ERIK,
  ORDER_AWAITING_MARIA,
  ORDER_DECLINED,
  ORDER_PROVORDER,
  ordersSeed,
  seedCatalog,
  seedOrderId,
  seedSlice,
  usersSeed,
  type UserSeed,
} from '../../mock-server/fixtures';
import { HttpError } from '../../mock-server/kit/httpError';
import {
  AGENTS_DO_NOT_DECIDE,
  decisionRefusal,
  isOwnOrder,
  maySeeOrder,
  ONLY_COMPANY_CUSTOMERS_DECIDE,
  ONLY_THE_BUYER_DECIDES,
  orderCompanyId,
  SUPER_ADMINS_DO_NOT_DECIDE,
} from '../../mock-server/orders/orderAccess';
import {
  ALREADY_DECIDED,
  applyCustomStateChange,
  APPROVED,
  AWAITING,
  checkChangeRequestable,
  customStateChange,
  customStateIds,
  DECISION_IS_FINAL,
  DECLINED,
  NOT_AWAITING,
  NOT_DECIDED_YET,
  recordChangeRequest,
  type StateChangeType,
} from '../../mock-server/orders/orderDecisions';
import type { StoredOrder } from '../../mock-server/orders/types';
import * as demo from '../support/demoAccounts';

// The order backend's pure rules: who sees and who decides (orderAccess.ts), what a buyer's
// change of a custom state does (orderDecisions.ts), and the demo orders they work on (seed.ts).

const orders = ordersSeed();
const byRef = (reference: string) => {
  const order = orders.find((candidate) => candidate.reference === reference);
  if (!order) throw new Error(`no seed order ${reference}`);
  return order;
};
const userOf = (id: string): UserSeed => usersSeed.find((user) => user.id === id)!;
const companyOf = (order: StoredOrder) => orderCompanyId(order, companiesSeed);
const [anna, maria, erik, sara, olle, nils] = [
  demo.anna.id,
  demo.maria.id,
  demo.erik.id,
  demo.sara.id,
  demo.olle.id,
  demo.nils.id,
].map(userOf) as [UserSeed, UserSeed, UserSeed, UserSeed, UserSeed, UserSeed];

const NORDIC_NUMBER = demo.nordicPrint.organisation_number;
const FJORD_NUMBER = '987654321';
const refsWhere = (keep: (order: StoredOrder) => boolean) =>
  orders
    .filter(keep)
    .map((order) => order.reference)
    .sort();
const companyRefs = (registrationNumber: string) =>
  refsWhere((order) => order.attributes.company?.registrationNumber === registrationNumber);
const annaRefs = [ORDER_ANNA_DELIVERED, ORDER_ANNA_OUT_OF_STOCK].sort();

describe('the demo orders (orders/seed.ts)', () => {
  it('are the same on every reset, with unique references and a consistent byReference', () => {
    const first = seedSlice('orders');
    expect(seedSlice('orders')).toEqual(first);
    expect(first.orders.size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.reference)).size).toBe(orders.length);
    for (const order of orders) {
      expect(order.reference).toMatch(/^\d{6}$/);
      expect(order.id).toBe(seedOrderId(order.reference));
      expect(first.byReference.get(order.reference)).toBe(order.id);
      expect(order.date).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
      expect(new Date(order.date).toISOString()).toBe(order.date);
      expect(order.status.orderStates).toHaveLength(1);
      expect(order.cartId).toBeNull();
    }
  });

  it('give Nordic Print AB at least 9 orders covering every status', () => {
    const nordic = orders.filter((order) => order.attributes.company?.registrationNumber === NORDIC_NUMBER);
    expect(nordic.length).toBeGreaterThanOrEqual(9);
    const all: OrderStatusName[] = [
      'PLACED',
      'RELEASED',
      'PARTIALLY_DELIVERED',
      'FULLY_DELIVERED',
      'PARTIALLY_COMPENSATED',
      'FULLY_COMPENSATED',
      'CANCELLED',
    ];
    expect(new Set(nordic.flatMap((order) => order.status.orderStates))).toEqual(new Set(all));
    const company = companiesSeed.find((candidate) => candidate.id === NORDIC_PRINT_ID)!;
    for (const order of nordic) {
      expect(order.currencyCode).toBe('SEK');
      expect(order.attributes).toMatchObject({
        company: { registrationNumber: NORDIC_NUMBER, taxId: 'SE556123456701', name: demo.nordicPrint.name },
        merchantReference1: '5561234567',
      });
      expect(order.changeRequestCallback).toBe('request-change/');
      expect(order.billingAddress).toMatchObject({ address: 'Tryckerigatan 4', postalCode: '41104' });
      expect(order.shippingAddress).toMatchObject({ address: 'Hamngatan 18', city: 'Göteborg' });
      // The e-mail is the placing user's, and she is a member of the company.
      const placer = usersSeed.find((user) => user.id === order.userId)!;
      expect(order.email).toBe(placer.email);
      expect(placer.organisations.map((membership) => membership.id)).toContain(company.id);
    }
  });

  it('have the orders the journeys use: awaiting, approved, declined, provorder', () => {
    expect(byRef(ORDER_AWAITING_MARIA)).toMatchObject({
      userId: demo.sara.id,
      email: demo.sara.email,
      status: { orderStates: ['PLACED'], customStates: [{ id: AWAITING }] },
      attributes: { contactId: demo.maria.id, company: { reference: demo.fullName(demo.maria) } },
      shippingAddress: { givenName: 'Maria', familyName: 'Admin' },
    });
    expect(byRef(ORDER_AWAITING_ERIK)).toMatchObject({
      userId: demo.erik.id,
      status: { orderStates: ['PLACED'], customStates: [{ id: AWAITING }] },
    });
    expect(byRef(ORDER_AWAITING_ERIK).attributes).not.toHaveProperty('contactId');
    expect(byRef(ORDER_APPROVED).status.customStates).toEqual([{ id: APPROVED }]);
    expect(byRef(ORDER_APPROVED).customStateHistory.map((c) => [c.stateId, c.type])).toEqual([
      [AWAITING, 'add'],
      [APPROVED, 'add'],
      [AWAITING, 'remove'],
    ]);
    expect(byRef(ORDER_DECLINED).status).toEqual({
      orderStates: ['CANCELLED'],
      customStates: [{ id: DECLINED }],
    });
    expect(byRef(ORDER_DECLINED).customStateHistory).toHaveLength(3);
    expect(byRef(ORDER_DECLINED).changeRequests).toEqual([
      expect.objectContaining({ userId: demo.erik.id, reason: expect.any(String) }),
    ]);
    expect(byRef(ORDER_PROVORDER).attributes.merchantReference2).toBe('PROV-100176');
    expect(orders.filter((order) => order.attributes.merchantReference2 !== undefined)).toHaveLength(1);
  });

  it('give Fjord Design AS two orders in NOK, placed by Sara', () => {
    const fjord = orders.filter((order) => order.attributes.company?.registrationNumber === FJORD_NUMBER);
    expect(fjord).toHaveLength(2);
    for (const order of fjord) {
      expect(order).toMatchObject({
        userId: demo.sara.id,
        currencyCode: 'NOK',
        email: demo.sara.email,
      });
      expect(order.attributes.merchantReference1).toBe('987654321');
      expect(order.shippingAddress.country).toBe('NO');
    }
  });

  it('give Anna two consumer orders in SEK; one has the out-of-stock tote and a line she can buy', () => {
    expect(refsWhere((order) => order.userId === demo.anna.id)).toEqual(annaRefs);
    for (const reference of annaRefs) {
      const order = byRef(reference);
      expect(order).toMatchObject({
        email: demo.anna.email,
        currencyCode: 'SEK',
        attributes: {},
      });
      expect(order).not.toHaveProperty('changeRequestCallback');
    }
    expect(byRef(ORDER_ANNA_DELIVERED).status.orderStates).toEqual(['FULLY_DELIVERED']);
    const stocks = seedCatalog().stocks;
    expect(byRef(ORDER_ANNA_DELIVERED).items.every((item) => stocks.get(item.productVariantId)! > 0)).toBe(
      true,
    );
    const lines = byRef(ORDER_ANNA_OUT_OF_STOCK).items.map((item) => item.productVariantId);
    expect(lines).toContain('TOTE-RED-ONE');
    expect(stocks.get('TOTE-RED-ONE')).toBe(0);
    expect(lines.some((id) => stocks.get(id)! > 0)).toBe(true);
  });

  it('price the lines at the catalog prices, with totals in minor units and VAT in taxTotal', () => {
    for (const order of orders) {
      const lines = order.items.reduce((sum, item) => sum + item.totalPriceAmount, 0);
      const { subTotal, shippingTotal, discountTotal, taxTotal, grandTotal, giftCardTotal } = order.totals;
      expect(subTotal).toBe(lines);
      expect([discountTotal, giftCardTotal]).toEqual([0, 0]);
      expect(shippingTotal).toBe(4900);
      const business = order.attributes.company !== undefined;
      // 25 % VAT: on top for business prices, included in consumer prices.
      const base = subTotal + shippingTotal;
      expect(taxTotal).toBe(Math.round(business ? base * 0.25 : base - base / 1.25));
      expect(grandTotal).toBe(business ? base + taxTotal : base);
      for (const item of order.items) {
        expect(item.name).toMatch(new RegExp(`^${item.displayName} `));
        expect(item.imageUrl).toMatch(/^\/mock-assets\/products\/.+\.svg$/);
        expect(item.totalPriceAmount).toBe(item.salePriceAmount * item.quantity);
        expect(item.taxPercentage).toBe(2500);
      }
    }
    // A business tee is the consumer price without VAT at the business level: 239 kr → 163 kr.
    const tee = byRef('100163').items[0]!;
    expect([tee.productVariantId, tee.salePriceAmount]).toEqual(['TEE-BLUE-M', 16300]);
    const annasTee = byRef(ORDER_ANNA_DELIVERED).items[0]!;
    expect([annasTee.productVariantId, annasTee.salePriceAmount, annasTee.basePriceAmount]).toEqual([
      'TEE-BLUE-M',
      23900,
      29900,
    ]);
  });
});

describe('who sees an order (maySeeOrder)', () => {
  const visibleTo = (user: UserSeed) => refsWhere((order) => maySeeOrder(user, order, companyOf(order)));

  it('finds the company of an order by its registration number, dashes ignored', () => {
    expect(companyOf(byRef(ORDER_AWAITING_MARIA))).toBe(NORDIC_PRINT_ID);
    const bare = structuredClone(byRef(ORDER_AWAITING_MARIA));
    bare.attributes.company!.registrationNumber = '5561234567';
    expect(companyOf(bare)).toBe(NORDIC_PRINT_ID);
    expect(companyOf(byRef('100181'))).toBe(FJORD_DESIGN_ID);
    expect(companyOf(byRef(ORDER_ANNA_DELIVERED))).toBeUndefined();
    bare.attributes.company!.registrationNumber = '000000-0000';
    expect(companyOf(bare)).toBeUndefined();
  });

  it('shows a consumer her own orders only, by e-mail (any case) or user id', () => {
    expect(visibleTo(anna)).toEqual(annaRefs);
    const byEmail = { ...byRef(ORDER_ANNA_DELIVERED), userId: null, email: 'Anna.Andersson@EXAMPLE.se ' };
    expect(isOwnOrder(anna, byEmail)).toBe(true);
    expect(isOwnOrder(maria, byEmail)).toBe(false);
  });

  it("shows company members their organisations' orders, any role or level", () => {
    expect(visibleTo(maria)).toEqual(companyRefs(NORDIC_NUMBER));
    expect(visibleTo(erik)).toEqual(companyRefs(NORDIC_NUMBER));
    expect(visibleTo(sara)).toEqual([...companyRefs(NORDIC_NUMBER), ...companyRefs(FJORD_NUMBER)].sort());
  });

  it('shows a super admin every order, and someone else nothing', () => {
    expect(visibleTo(olle)).toEqual(refsWhere(() => true));
    expect(visibleTo(nils)).toEqual([]);
  });

  it('shows an order placed for her (contactId) even without a membership', () => {
    const forNils = { ...byRef(ORDER_AWAITING_MARIA), attributes: { contactId: demo.nils.id } };
    expect(maySeeOrder(nils, forNils, undefined)).toBe(true);
    expect(isOwnOrder(nils, forNils)).toBe(true);
  });
});

describe('who decides on an order (decisionRefusal)', () => {
  const refusal = (user: UserSeed, reference: string) =>
    decisionRefusal(user, byRef(reference), companyOf(byRef(reference)));

  it("lets the company's customers decide, admin or default level", () => {
    expect(refusal(maria, ORDER_AWAITING_MARIA)).toBeUndefined();
    expect(refusal(erik, ORDER_AWAITING_MARIA)).toBeUndefined();
    expect(refusal(maria, ORDER_AWAITING_ERIK)).toBeUndefined();
  });

  it('never lets an agent decide, not even on the order she placed', () => {
    expect(byRef(ORDER_AWAITING_MARIA).userId).toBe(sara.id);
    expect(refusal(sara, ORDER_AWAITING_MARIA)).toBe(AGENTS_DO_NOT_DECIDE);
  });

  it('lets neither a super admin nor an outsider decide on a company order', () => {
    expect(refusal(olle, ORDER_AWAITING_MARIA)).toBe(SUPER_ADMINS_DO_NOT_DECIDE);
    expect(refusal(anna, ORDER_AWAITING_MARIA)).toBe(ONLY_COMPANY_CUSTOMERS_DECIDE);
    expect(refusal(maria, '100181')).toBe(ONLY_COMPANY_CUSTOMERS_DECIDE);
  });

  it('lets only its owner decide on a consumer order', () => {
    expect(refusal(anna, ORDER_ANNA_OUT_OF_STOCK)).toBeUndefined();
    expect(refusal(olle, ORDER_ANNA_OUT_OF_STOCK)).toBe(ONLY_THE_BUYER_DECIDES);
    expect(refusal(maria, ORDER_ANNA_OUT_OF_STOCK)).toBe(ONLY_THE_BUYER_DECIDES);
  });
});

type Expected = 'apply' | 'noop' | [status: number, error: string];

function outcomeOf(present: string[], stateId: CustomStateId, type: StateChangeType): Expected {
  try {
    return customStateChange(present, stateId, type);
  } catch (thrown) {
    if (!(thrown instanceof HttpError)) throw thrown;
    return [thrown.status, thrown.error];
  }
}

describe('a buyer changing a custom state (customStateChange)', () => {
  const cases: [string[], CustomStateId, StateChangeType, Expected][] = [
    // Awaiting a decision.
    [[AWAITING], APPROVED, 'add', 'apply'],
    [[AWAITING], DECLINED, 'add', 'apply'],
    [[AWAITING], AWAITING, 'remove', [409, NOT_DECIDED_YET]],
    [[AWAITING], APPROVED, 'remove', 'noop'],
    [[AWAITING], DECLINED, 'remove', 'noop'],
    [[AWAITING], AWAITING, 'add', [403, 'Forbidden']],
    // Mid-approval: the decision added, awaiting not yet removed.
    [[AWAITING, APPROVED], APPROVED, 'add', 'noop'],
    [[AWAITING, APPROVED], DECLINED, 'add', [409, ALREADY_DECIDED]],
    [[AWAITING, APPROVED], AWAITING, 'remove', 'apply'],
    [[AWAITING, APPROVED], DECLINED, 'remove', 'noop'],
    [[AWAITING, APPROVED], APPROVED, 'remove', [409, DECISION_IS_FINAL]],
    // Decided.
    [[APPROVED], APPROVED, 'add', 'noop'],
    [[APPROVED], DECLINED, 'add', [409, ALREADY_DECIDED]],
    [[APPROVED], AWAITING, 'remove', 'noop'],
    [[APPROVED], APPROVED, 'remove', [409, DECISION_IS_FINAL]],
    [[DECLINED], DECLINED, 'add', 'noop'],
    [[DECLINED], APPROVED, 'add', [409, ALREADY_DECIDED]],
    [[DECLINED], DECLINED, 'remove', [409, DECISION_IS_FINAL]],
    // Never asked.
    [[], APPROVED, 'add', [409, NOT_AWAITING]],
    [[], DECLINED, 'add', [409, NOT_AWAITING]],
    [[], AWAITING, 'remove', 'noop'],
    [[], APPROVED, 'remove', 'noop'],
    [[], AWAITING, 'add', [403, 'Forbidden']],
  ];

  it.each(cases)('with %j: %s %s → %j', (present, stateId, type, expected) => {
    expect(outcomeOf(present, stateId, type)).toEqual(expected);
  });

  it('covers every custom state the wire knows', () => {
    expect(new Set(cases.map(([, stateId]) => stateId))).toEqual(new Set(CUSTOM_STATES));
  });

  function run(order: StoredOrder, steps: [CustomStateId, StateChangeType][]): Expected[] {
    return steps.map(([stateId, type], index) => {
      const outcome = outcomeOf(customStateIds(order), stateId, type);
      if (outcome === 'apply')
        applyCustomStateChange(order, stateId, type, `2026-07-01T10:00:0${index}.000Z`);
      return outcome;
    });
  }
  const approve: [CustomStateId, StateChangeType][] = [
    [APPROVED, 'add'],
    [AWAITING, 'remove'],
    [DECLINED, 'remove'],
  ];
  const decline: [CustomStateId, StateChangeType][] = [
    [DECLINED, 'add'],
    [AWAITING, 'remove'],
    [APPROVED, 'remove'],
  ];

  it("the app's approve sequence approves once; again it changes nothing; a decline after it is refused", () => {
    const order = structuredClone(byRef(ORDER_AWAITING_MARIA));
    expect(run(order, approve)).toEqual(['apply', 'apply', 'noop']);
    expect(order.status.customStates).toEqual([{ id: APPROVED }]);
    expect(order.customStateHistory).toEqual([
      { stateId: AWAITING, type: 'add', date: '2026-06-25T08:26:00.000Z' },
      { stateId: APPROVED, type: 'add', date: '2026-07-01T10:00:00.000Z' },
      { stateId: AWAITING, type: 'remove', date: '2026-07-01T10:00:01.000Z' },
    ]);
    expect(run(order, approve)).toEqual(['noop', 'noop', 'noop']);
    expect(order.customStateHistory).toHaveLength(3);
    expect(run(order, decline)).toEqual([[409, ALREADY_DECIDED], 'noop', [409, DECISION_IS_FINAL]]);
    expect(order.status.customStates).toEqual([{ id: APPROVED }]);
  });

  it("the app's decline sequence declines", () => {
    const order = structuredClone(byRef(ORDER_AWAITING_ERIK));
    expect(run(order, decline)).toEqual(['apply', 'apply', 'noop']);
    expect(order.status.customStates).toEqual([{ id: DECLINED }]);
    expect(run(order, approve)).toEqual([[409, ALREADY_DECIDED], 'noop', [409, DECISION_IS_FINAL]]);
  });
});

describe('a change request (checkChangeRequestable, recordChangeRequest)', () => {
  const requestable = (present: string[]) => {
    try {
      checkChangeRequestable(present);
      return true;
    } catch (thrown) {
      if (!(thrown instanceof HttpError)) throw thrown;
      return [thrown.status, thrown.error];
    }
  };

  it('is taken while awaiting a decision or once declined, else 409', () => {
    expect(requestable([AWAITING])).toBe(true);
    expect(requestable([AWAITING, DECLINED])).toBe(true);
    expect(requestable([DECLINED])).toBe(true);
    for (const present of [[], [APPROVED], [AWAITING, APPROVED]]) {
      expect(requestable(present)).toEqual([409, NOT_AWAITING]);
    }
  });

  it('is kept once when the same user sends the same reason again', () => {
    const order = structuredClone(byRef(ORDER_AWAITING_MARIA));
    const request = { reason: 'Use the new logo', userId: demo.maria.id, date: '2026-07-01T10:00:00.000Z' };
    expect(recordChangeRequest(order, request)).toBe(true);
    expect(recordChangeRequest(order, { ...request, date: '2026-07-01T10:00:01.000Z' })).toBe(false);
    expect(recordChangeRequest(order, { ...request, userId: demo.erik.id })).toBe(true);
    expect(recordChangeRequest(order, { ...request, reason: 'Another reason' })).toBe(true);
    expect(order.changeRequests.map((r) => [r.userId, r.reason])).toEqual([
      [demo.maria.id, 'Use the new logo'],
      [demo.erik.id, 'Use the new logo'],
      [demo.maria.id, 'Another reason'],
    ]);
  });
});
