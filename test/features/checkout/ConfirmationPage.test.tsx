import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { completePurchase, setProviderCustomer } from '../../../mock-server/providers/providerOrders';
import { db, mockServer } from '../../../mock-server/node';
import { checkoutWith, openProviderOrder, PROVIDER_INPUT } from '../../mock-server/checkoutHelpers';
import { adyenSessionCalls, answerBank, TRUSTLY } from '../../mock-server/providerSessions';
import { renderApp } from '../../support/renderApp';
import { address } from './fixtures';

// The confirmation page on the real store and sagas against the mock backend: the provider sends
// the shopper back with parameters of its own, and the page hands its whole query to the
// provider's backend (docs/rules.md#confirmation).

/** A cart paid with Adyen in the mock, its cart and checkout cookies set as the checkout left them. */
async function paidWithAdyen() {
  const { cartToken, checkoutToken } = await checkoutWith('Adyen');
  const opened = await openProviderOrder('Adyen', checkoutToken);
  setProviderCustomer(opened.body.publicToken, { billingAddress: address, shippingAddress: address });
  expect(completePurchase(opened.body.publicToken).status).toBe('completed');
  Cookies.set('cartToken', cartToken);
  Cookies.set('checkoutToken', checkoutToken);
  return opened.body.order.reference;
}

/**
 * A cart whose Adyen order the shopper paid with Trustly, approved on its page: the address Trustly
 * sends the shopper back to (the confirmation page with Adyen's `sessionId` and `redirectResult`),
 * whose return the card checkout's backend has yet to submit. Cookies as the checkout left them.
 */
async function approvedWithTrustly(answer: 'approve' | 'cancel' = 'approve') {
  const { cartToken, checkoutToken } = await checkoutWith('Adyen');
  const opened = await openProviderOrder('Adyen', checkoutToken, {
    ...PROVIDER_INPUT,
    confirmationUrl: `${window.location.origin}/checkout/confirmation?provider=Adyen`,
  });
  setProviderCustomer(opened.body.publicToken, { billingAddress: address, shippingAddress: address });
  const paid = await adyenSessionCalls(opened.body.adyenSession!).pay(TRUSTLY);
  const back = await answerBank((paid.body.action as { url: string }).url, answer);
  Cookies.set('cartToken', cartToken);
  Cookies.set('checkoutToken', checkoutToken);
  return { reference: opened.body.order.reference, returnedTo: new URL(back.location!) };
}

/**
 * The bodies the page's payment calls carry (a card-checkout provider's backend answers them at
 * /orders); the mock's own handler still answers them.
 */
function paymentBodies(): unknown[] {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post('*/shopper-adyen/orders', async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** The orders checkouts recorded (the seeded history has no cart). */
const checkoutOrders = () => [...db().orders.orders.values()].filter((order) => order.cartId !== null);

describe('the confirmation page', () => {
  it('a bank payment cancelled on the bank’s page: says nothing was charged, records nothing, keeps the cart and leads back to the checkout', async () => {
    const { returnedTo } = await approvedWithTrustly('cancel');
    renderApp(`${returnedTo.pathname}${returnedTo.search}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betalningen genomfördes inte, så ingenting har dragits. Din varukorg finns kvar',
    );
    expect(screen.getByRole('link', { name: 'Till kassan' })).toHaveAttribute('href', '/checkout');
    expect(checkoutOrders()).toEqual([]);
    expect(Cookies.get('checkoutToken')).toBeTruthy();
  });

  it("sends its whole query, the provider's own parameters included, and records the order", async () => {
    // Adyen's backend completes the order by the query's redirectResult (encoded in the address).
    const { reference, returnedTo } = await approvedWithTrustly();
    const bodies = paymentBodies();
    renderApp(`${returnedTo.pathname}${returnedTo.search}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([Object.fromEntries(returnedTo.searchParams)]);
    expect(Object.keys(bodies[0] as object)).toEqual(['provider', 'sessionId', 'redirectResult']);
    expect(checkoutOrders().map((order) => order.reference)).toEqual([reference]);
  });

  it('records nothing when its query names another order than the checkout paid', async () => {
    await paidWithAdyen();
    const bodies = paymentBodies();
    renderApp('/checkout/confirmation?provider=Adyen&reference=PF-999999');
    expect(
      await screen.findByText(
        'Vi hittar ingen betald order att bekräfta. Om du har betalat får du en bekräftelse via e-post.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ provider: 'Adyen', reference: 'PF-999999' }]));
    expect(checkoutOrders()).toEqual([]);
    expect(Cookies.get('checkoutToken')).toBeTruthy();
  });

  it('says why when create-order refuses the buyer’s ordering rights, instead of “no paid order”', async () => {
    await paidWithAdyen();
    mockServer.use(
      http.post('*/create-order/', () =>
        HttpResponse.json(
          { ok: false, status: 403, error: 'not allowed to order for this company' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/checkout/confirmation?provider=Adyen');
    expect(
      await screen.findByText(
        'Ordern kunde inte registreras eftersom du inte längre får beställa för företaget. Har du betalat, kontakta kundservice så hjälper vi dig.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Vi hittar ingen betald order/)).not.toBeInTheDocument();
    expect(checkoutOrders()).toEqual([]);
  });
});
