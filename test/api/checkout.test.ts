import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { wireApi } from '../support/wireApi';

// The checkout module's provider-backend calls as they go over the wire (docs/rules.md#calls).

interface Seen {
  path: string;
  authorization: string | null;
  cacheControl: string | null;
  contentType: string | null;
  body: string;
}

function recordPayments(): Seen[] {
  const seen: Seen[] = [];
  mockServer.use(
    http.post('*/shopper-:provider/:call', async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        cacheControl: request.headers.get('cache-control'),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return HttpResponse.json({ reference: 'PF-100123', status: 'completed' });
    }),
  );
  return seen;
}

describe('POST /shopper-{provider}/payments or /orders (getPayment)', () => {
  it("posts the confirmation page's query as a JSON object, with the checkout token and no cache", async () => {
    const seen = recordPayments();
    const query = { provider: 'KlarnaCheckout', klarna_order_id: 'a b&c=d', sid: 'ÅÄÖ' };
    const payment = await wireApi('user-token').checkout.getPayment(
      'KlarnaCheckout',
      'checkout-token',
      query,
    );
    expect(payment).toEqual({ reference: 'PF-100123', status: 'completed' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      path: '/shopper-klarna/payments',
      authorization: 'Bearer checkout-token',
      cacheControl: 'no-store',
      contentType: expect.stringContaining('application/json'),
    });
    expect(JSON.parse(seen[0]!.body)).toEqual(query);
  });

  it('asks a card-checkout provider’s backend at /orders, as the rules say for Adyen', async () => {
    const seen = recordPayments();
    const query = { provider: 'Adyen', sessionId: 'CS1', sessionResult: 'X3XtfGC9' };
    await wireApi('user-token').checkout.getPayment('Adyen', 'checkout-token', query);
    expect(seen.map(({ path }) => path)).toEqual(['/shopper-adyen/orders']);
    expect(seen[0]!.authorization).toBe('Bearer checkout-token');
    expect(JSON.parse(seen[0]!.body)).toEqual(query);
  });
});
