import {
  awaitsDecision,
  decisionSteps,
  filterOrders,
  matchesStatusFilter,
  mergeOrderSummaries,
} from '../../src/lib/orderStatus';
import { orderSummary as summary } from '../features/orders/fixtures';
import { nordicPrint } from '../support/demoAccounts';

const states = (...ids: string[]) => ids.map((id) => ({ id }));

describe('the status filter', () => {
  it('matches DELIVERED to fully delivered orders only', () => {
    expect(matchesStatusFilter(['FULLY_DELIVERED'], 'DELIVERED')).toBe(true);
    expect(matchesStatusFilter(['PARTIALLY_DELIVERED'], 'DELIVERED')).toBe(false);
  });

  it('matches FULLY_COMPENSATED to partly compensated orders too', () => {
    expect(matchesStatusFilter(['PARTIALLY_COMPENSATED'], 'FULLY_COMPENSATED')).toBe(true);
    expect(matchesStatusFilter(['FULLY_COMPENSATED'], 'FULLY_COMPENSATED')).toBe(true);
    expect(matchesStatusFilter(['CANCELLED'], 'FULLY_COMPENSATED')).toBe(false);
  });

  it('matches everything with ALL', () => {
    expect(matchesStatusFilter(['RELEASED'], 'ALL')).toBe(true);
  });
});

describe('awaitsDecision', () => {
  it('is true only with awaiting_customer_action and neither decision', () => {
    expect(awaitsDecision(states('awaiting_customer_action'))).toBe(true);
    expect(awaitsDecision(states('awaiting_customer_action', 'customer_approved'))).toBe(false);
    expect(awaitsDecision(states('awaiting_customer_action', 'customer_declined'))).toBe(false);
    expect(awaitsDecision(states())).toBe(false);
  });
});

describe('decisionSteps', () => {
  it('approves by adding customer_approved, then removing awaiting_customer_action and customer_declined', () => {
    expect(decisionSteps('approve', 'o1', states('awaiting_customer_action', 'customer_declined'))).toEqual([
      { stateId: 'customer_approved', orderId: 'o1', type: 'add' },
      { stateId: 'awaiting_customer_action', orderId: 'o1', type: 'remove' },
      { stateId: 'customer_declined', orderId: 'o1', type: 'remove' },
    ]);
  });

  it('declines by adding customer_declined and removing the others that are present', () => {
    expect(decisionSteps('decline', 'o1', states('awaiting_customer_action'))).toEqual([
      { stateId: 'customer_declined', orderId: 'o1', type: 'add' },
      { stateId: 'awaiting_customer_action', orderId: 'o1', type: 'remove' },
    ]);
  });

  it('skips adding a state already present, so a repeated approve sends only what is left', () => {
    expect(decisionSteps('approve', 'o1', states('customer_approved', 'awaiting_customer_action'))).toEqual([
      { stateId: 'awaiting_customer_action', orderId: 'o1', type: 'remove' },
    ]);
  });

  it('changes no state for a change request', () => {
    expect(decisionSteps('requestChange', 'o1', states('awaiting_customer_action'))).toEqual([]);
  });
});

describe('mergeOrderSummaries', () => {
  it('keeps one row per reference and sorts newest first', () => {
    const a = summary('100', '2026-03-01T10:00:00Z');
    const b = summary('101', '2026-05-01T10:00:00Z');
    const c = summary('102', '2026-04-01T10:00:00Z');
    const merged = mergeOrderSummaries([a, b], [b, c], [a]);
    expect(merged.map((order) => order.reference)).toEqual(['101', '102', '100']);
  });
});

describe('filterOrders', () => {
  const nordic = { company: { registrationNumber: nordicPrint.organisation_number, name: nordicPrint.name } };
  const orders = [
    summary('100231', '2026-03-01T10:00:00Z', { attributes: nordic }),
    summary('100232', '2026-03-02T10:00:00Z', {
      status: { orderStates: ['FULLY_DELIVERED'], customStates: [] },
    }),
  ];

  it('filters by company with or without the dash', () => {
    const rows = filterOrders(orders, { company: '5561234567', status: 'ALL', search: '' });
    expect(rows.map((order) => order.reference)).toEqual(['100231']);
  });

  it('searches part of the order number, ignoring spaces', () => {
    expect(filterOrders(orders, { company: '', status: 'ALL', search: ' 232 ' })).toHaveLength(1);
  });

  it('combines the status with the search', () => {
    expect(filterOrders(orders, { company: '', status: 'DELIVERED', search: '231' })).toEqual([]);
  });
});
