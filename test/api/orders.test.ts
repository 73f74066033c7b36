import { customerAddress } from '../support/orderAddress';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { wireApi } from '../support/wireApi';
import type { OrderInput } from '../../src/api/types';

// The order backend's create-order as it goes over the wire (docs/rules.md#confirmation: its payload
// is the order).

const address = customerAddress();

const order: OrderInput = {
  provider: 'Adyen',
  reference: 'PF-100123',
  items: [],
  totals: {
    subTotal: 29900,
    discountTotal: 0,
    shippingTotal: 4900,
    taxTotal: 6960,
    grandTotal: 34800,
    giftCardTotal: 0,
  },
  currencyCode: 'SEK',
  billingAddress: address,
  shippingAddress: address,
};

interface Seen {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

function recordCreateOrder(): Seen[] {
  const seen: Seen[] = [];
  mockServer.use(
    http.post('*/api/orders/create-order/', async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.json(),
      });
      return HttpResponse.json({ ok: true, status: 201, data: { order: { id: 'order-1' }, created: true } });
    }),
  );
  return seen;
}

describe('POST /api/orders/create-order/ (createOrder)', () => {
  it('sends { order } with the checkout token as Authorization and the signed-in buyer apart', async () => {
    const seen = recordCreateOrder();
    const result = await wireApi('user-token').orders.createOrder(order, 'checkout-token', {
      idempotencyKey: 'order-PF-100123',
    });
    expect(result).toEqual({ order: { id: 'order-1' }, created: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/orders/create-order/');
    expect(seen[0]!.body).toEqual({ order });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer checkout-token',
      'x-user-token': 'user-token',
      'idempotency-key': 'order-PF-100123',
    });
  });

  it('names no buyer for a visitor, and never puts the checkout token in the body', async () => {
    const seen = recordCreateOrder();
    await wireApi().orders.createOrder(order, 'checkout-token', { idempotencyKey: 'order-PF-100123' });
    expect(seen[0]!.headers.authorization).toBe('Bearer checkout-token');
    expect(seen[0]!.headers).not.toHaveProperty('x-user-token');
    expect(JSON.stringify(seen[0]!.body)).not.toContain('checkout-token');
  });
});
