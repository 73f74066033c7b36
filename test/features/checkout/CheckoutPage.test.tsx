import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { completePurchase, setProviderCustomer } from '../../../mock-server/providers/providerOrders';
import { setPaymentProviders } from '../../../mock-server/shopper/capabilities';
import { db, mockServer } from '../../../mock-server/node';
import { cartItemAddRequested } from '../../../src/features/cart';
import { fakePaymentWidget } from '../../support/fakePaymentWidget';
import { USER_TOKEN_HEADER } from '../../../src/api/types/shopper';
import { NORDIC_PRINT_ID as NORDIC } from '../../../mock-server/fixtures';
import { address } from './fixtures';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { waitForState } from '../../support/testStore';
import { demoSessionAttributes, nordicPrint } from '../../support/demoAccounts';

// The checkout page on the real store and sagas against the mock backend; only the provider's
// widget (a script in a real browser) is a recording fake, through which the test pays.

async function openCheckoutWithATee({ strictMode = false } = {}) {
  const widget = fakePaymentWidget();
  const user = userEvent.setup();
  const rendered = renderApp('/cart', { paymentWidgets: widget.service }, { strictMode });
  await waitForState(rendered.store, (state) => state.cart.cart !== null);
  act(() => {
    rendered.store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-BLUE-M', quantity: 1 }));
  });
  await waitForState(rendered.store, (state) => (state.cart.cart?.items.length ?? 0) > 0);
  await user.click(await screen.findByRole('link', { name: 'Till kassan' }));
  await screen.findByRole('heading', { level: 1, name: 'Kassa' });
  return { widget, user, ...rendered };
}

/** The session's public token once the widget has been mounted with it. */
async function mountedToken(widget: ReturnType<typeof fakePaymentWidget>) {
  await waitFor(() => expect(widget.calls.some((call) => call.startsWith('mount '))).toBe(true));
  return widget.calls.find((call) => call.startsWith('mount '))!.slice('mount '.length);
}

/** The orders checkouts recorded (the seeded history has no cart). */
const checkoutOrders = () => [...db().orders.orders.values()].filter((order) => order.cartId !== null);

describe('the checkout page', () => {
  it('a form that keeps another total than the checkout says so and stays held; "Försök igen" syncs, reads and shows the order again', async () => {
    const { widget, user, store } = await openCheckoutWithATee();
    const token = await mountedToken(widget);
    await waitFor(() => expect(store.getState().checkout.widget).toBe('ready'));
    act(() => widget.emit({ type: 'totalsMismatch' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Betalformuläret visar inte samma belopp som kassan, så det är låst.');
    const calls = widget.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(widget.calls.slice(calls)).toEqual(['suspend', `resume ${token}`]));
    expect(screen.queryByText(/Betalformuläret visar inte samma belopp/)).not.toBeInTheDocument();
    expect(store.getState().checkout.widget).toBe('ready');
  });

  it('shows the 500 px payment placeholder until the session has its public token, then the Adyen form (Sverige)', async () => {
    const { widget, store } = await openCheckoutWithATee();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kassa' })).toBeInTheDocument();
    const token = await mountedToken(widget);
    expect(widget.providers[0]).toBe('Adyen');
    expect(store.getState().checkout.session?.publicToken).toBe(token);
    const container = document.getElementById('checkout-payment');
    expect(container).toHaveAttribute('data-provider', 'Adyen');
    await waitFor(() => expect(screen.queryByTestId('payment-skeleton')).not.toBeInTheDocument());
    expect(Cookies.get('checkoutToken')).toBeTruthy();
  });

  it('a visitor pays and the confirmation records the order once and empties the cart', async () => {
    const { widget, store, router, navigations } = await openCheckoutWithATee();
    const token = await mountedToken(widget);
    setProviderCustomer(token, { billingAddress: address, shippingAddress: address });
    const outcome = completePurchase(token);
    expect(outcome.status).toBe('completed');
    act(() => widget.emit({ type: 'purchaseCompleted', reference: null }));
    await waitFor(() => expect(navigations).toEqual(['/checkout/confirmation?provider=Adyen']));
    await act(() => router.navigate(navigations[0]!));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' }),
    ).toBeInTheDocument();
    const reference = outcome.status === 'completed' ? outcome.reference : '';
    expect(screen.getByText(`Ordernummer ${reference}`)).toBeInTheDocument();
    expect(screen.getAllByText(/Storgatan 1/).length).toBe(2);
    await waitForState(store, (state) => state.cart.cart !== null && state.cart.cart.items.length === 0);
    expect(checkoutOrders().map((order) => order.reference)).toEqual([reference]);
    expect(Cookies.get('checkoutToken')).toBeUndefined();
  });

  it('under StrictMode (npm start), where the pages run their effects twice, the order is recorded once', async () => {
    const { widget, store, router, navigations } = await openCheckoutWithATee({ strictMode: true });
    const token = await mountedToken(widget);
    setProviderCustomer(token, { billingAddress: address, shippingAddress: address });
    const outcome = completePurchase(token);
    act(() => widget.emit({ type: 'purchaseCompleted', reference: null }));
    await waitFor(() => expect(navigations).toContain('/checkout/confirmation?provider=Adyen'));
    await act(() => router.navigate('/checkout/confirmation?provider=Adyen'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' }),
    ).toBeInTheDocument();
    const reference = outcome.status === 'completed' ? outcome.reference : '';
    expect(screen.getByText(`Ordernummer ${reference}`)).toBeInTheDocument();
    await waitForState(store, (state) => state.cart.cart !== null && state.cart.cart.items.length === 0);
    expect(checkoutOrders().map((order) => order.reference)).toEqual([reference]);
  });

  it('a signed-in consumer’s order is recorded as theirs', async () => {
    const user = await loginThroughMock();
    const { widget, router, navigations } = await openCheckoutWithATee();
    const token = await mountedToken(widget);
    setProviderCustomer(token, { billingAddress: address, shippingAddress: address });
    completePurchase(token);
    act(() => widget.emit({ type: 'purchaseCompleted', reference: null }));
    await waitFor(() => expect(navigations).toEqual(['/checkout/confirmation?provider=Adyen']));
    await act(() => router.navigate(navigations[0]!));
    await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' });
    expect(checkoutOrders().map((order) => order.userId)).toEqual([user.id]);
  });

  it('applies gift cards from the voucher box: sends nothing without a PIN, names the empty card, lists the good one masked', async () => {
    const { user, store } = await openCheckoutWithATee();
    await waitForState(store, (state) => state.checkout.checkout !== null);
    const summary = screen.getByRole('region', { name: 'Sammanfattning' });
    await user.click(within(summary).getByRole('button', { name: /Presentkort/ }));
    await user.type(within(summary).getByLabelText('Presentkortsnummer'), '5555 6666 7777 8888');
    await user.click(within(summary).getByRole('button', { name: 'Använd' }));
    expect(store.getState().checkout.giftCard.request.status).toBe('idle');
    await user.type(within(summary).getByLabelText('PIN-kod'), '0000');
    await user.click(within(summary).getByRole('button', { name: 'Använd' }));
    expect(await within(summary).findByText('Presentkortet har inget saldo kvar.')).toBeInTheDocument();
    await user.clear(within(summary).getByLabelText('Presentkortsnummer'));
    await user.type(within(summary).getByLabelText('Presentkortsnummer'), '1111 2222 3333 4444');
    await user.clear(within(summary).getByLabelText('PIN-kod'));
    await user.type(within(summary).getByLabelText('PIN-kod'), '1234');
    await user.click(within(summary).getByRole('button', { name: 'Använd' }));
    const applied = await within(summary).findByRole('list', { name: 'Tillagda presentkort' });
    expect(within(applied).getByText(/•••• 4444/)).toBeInTheDocument();
    expect(within(summary).getByText('Totalt (SEK)').closest('div')).toHaveTextContent('0 kr');
    expect(sessionStorage.getItem('giftCards')).toBe('["1111222233334444|1234"]');
    expect(JSON.stringify(store.getState())).not.toContain('1234"');
  });

  it('shows the Reload action after an unexpected failure, and opens again with it', async () => {
    const { user, store } = await openCheckoutWithATee();
    await waitForState(store, (state) => state.checkout.session !== null);
    act(() => {
      store.dispatch({ type: 'checkout/checkoutProblem', payload: { problem: 'unexpected' } });
    });
    expect(screen.getByText('Ett oväntat fel inträffade i kassan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ladda om' }));
    await waitFor(() =>
      expect(screen.queryByText('Ett oväntat fel inträffade i kassan.')).not.toBeInTheDocument(),
    );
  });

  it('Klarna cannot complete the order: the shopper is offered Walley, which opens on the same cart while Klarna’s order is closed', async () => {
    setPaymentProviders('SE', ['KlarnaCheckout', 'WalleyCheckout']);
    const { widget, user, store } = await openCheckoutWithATee();
    const klarnaToken = await mountedToken(widget);
    expect(widget.providers).toEqual(['KlarnaCheckout']);
    await waitFor(() => expect(store.getState().checkout.widget).toBe('ready'));
    act(() => widget.emit({ type: 'anotherWayNeeded' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Klarna kan inte genomföra köpet. Välj ett annat sätt att betala; din varukorg finns kvar.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Betala med Walley' }));
    await waitFor(() =>
      expect(document.getElementById('checkout-payment')).toHaveAttribute('data-provider', 'WalleyCheckout'),
    );
    const walleyToken = widget.calls
      .filter((call) => call.startsWith('mount '))
      .at(-1)!
      .slice('mount '.length);
    expect(walleyToken).not.toBe(klarnaToken);
    expect(widget.providers.at(-1)).toBe('WalleyCheckout');
    const orders = db().checkout.providerOrders;
    expect(orders.get(klarnaToken)?.status).toBe('aborted');
    expect(orders.get(walleyToken)).toMatchObject({ provider: 'WalleyCheckout', status: 'open' });
    expect(store.getState().cart.cart?.items.map((item) => item.productVariantId)).toEqual(['TEE-BLUE-M']);
    expect(screen.queryByText(/kan inte genomföra köpet/)).not.toBeInTheDocument();
  });

  it('Klarna cannot complete the order where nothing else is offered: the shopper is told so, and its form stays for other details', async () => {
    setPaymentProviders('SE', ['KlarnaCheckout']);
    const { widget, store } = await openCheckoutWithATee();
    const token = await mountedToken(widget);
    await waitFor(() => expect(store.getState().checkout.widget).toBe('ready'));
    const calls = widget.calls.length;
    act(() => widget.emit({ type: 'anotherWayNeeded' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Klarna kan inte genomföra köpet, och här finns inget annat sätt att betala. Ändra dina uppgifter i formuläret och försök igen',
    );
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(widget.calls.slice(calls)).toEqual([]);
    expect(db().checkout.providerOrders.get(token)?.status).toBe('open');
    expect(document.getElementById('checkout-payment')).toHaveAttribute('data-provider', 'KlarnaCheckout');
  });

  it('back from Klarna after the merchant refused the purchase on its server (paymentRefused=KlarnaCheckout, under StrictMode): the checkout asks why once, names the line out of stock and removes it, and drops the word from the address', async () => {
    setPaymentProviders('SE', ['KlarnaCheckout']);
    const first = await openCheckoutWithATee();
    await mountedToken(first.widget);
    first.view.unmount();
    await fetch('http://localhost/__mock/stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productVariantId: 'TEE-BLUE-M', available: 0 }),
    });
    const syncs: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/shopper-klarna/payments/sync') syncs.push(request.method);
    });
    const widget = fakePaymentWidget();
    const { router, store } = renderApp(
      '/checkout?paymentRefused=KlarnaCheckout',
      { paymentWidgets: widget.service },
      { strictMode: true },
    );
    expect(
      await screen.findByText(
        'Följande artiklar är slut i lager och har tagits bort från varukorgen: Classic Tee.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    await waitForState(store, (state) => state.cart.cart !== null && state.cart.cart.items.length === 0);
    expect(router.state.location.search).toBe('');
    expect(syncs).toEqual(['POST']);
    mockServer.events.removeAllListeners('request:start');
  });

  it('an address naming no provider (paymentRefused=anything) is not taken for a refusal: nothing is asked', async () => {
    const syncs: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (/\/payments\/sync$/.test(new URL(request.url).pathname)) syncs.push(request.url);
    });
    const first = await openCheckoutWithATee();
    await mountedToken(first.widget);
    await act(() => first.router.navigate('/'));
    first.view.unmount();
    const widget = fakePaymentWidget();
    renderApp('/checkout?paymentRefused=%3Cscript%3E', { paymentWidgets: widget.service });
    await mountedToken(widget);
    expect(syncs).toEqual([]);
    mockServer.events.removeAllListeners('request:start');
  });

  it('a buyer removed from the cart’s company is told so, and updating the account opens the checkout as herself', async () => {
    const erik = await loginThroughMock('erik.buyer@example.se');
    const erikToken = Cookies.get('userToken')!;
    const started = await fetch('http://localhost/shopper/sessions/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeGroupId: 'business', countryCode: 'SE', languageCode: 'sv' }),
    });
    const { token: cartToken } = (await started.json()) as { token: string };
    const shopper = { 'content-type': 'application/json', authorization: `Bearer ${cartToken}` };
    const added = await fetch('http://localhost/shopper/sessions/items', {
      method: 'POST',
      headers: shopper,
      body: JSON.stringify({ productVariantId: 'TEE-BLUE-M', quantity: 1, options: {} }),
    });
    expect(added.status).toBe(200);
    const attributes = await fetch('http://localhost/shopper/sessions/attributes', {
      method: 'PATCH',
      headers: { ...shopper, [USER_TOKEN_HEADER]: erikToken },
      body: JSON.stringify(demoSessionAttributes(nordicPrint, 'Erik Buyer')),
    });
    expect(attributes.status).toBe(200);
    Cookies.set('cartToken', cartToken);
    // Maria, Nordic Print's admin, takes Erik out of the company before he pays.
    const maria = await (
      await fetch('http://localhost/api/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'maria.admin@example.se', password: 'Demo-password-1' }),
      })
    ).json();
    const removed = await fetch(`http://localhost/api/companies/${NORDIC}/users/${erik.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${maria.data.access_token}` },
    });
    expect(removed.status).toBe(200);

    const widget = fakePaymentWidget();
    const user = userEvent.setup();
    const { store } = renderApp('/checkout', { paymentWidgets: widget.service });
    const refusal = await screen.findByText(/Du får inte längre beställa för företaget/);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(widget.calls.some((call) => call.startsWith('mount '))).toBe(false);
    expect(store.getState().cart.cart?.items).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Uppdatera mina uppgifter' }));
    await mountedToken(widget);
    const cart = store.getState().cart.cart!;
    expect(cart.storeGroupId).toBe('sg-default');
    expect(cart.items.map((item) => item.productVariantId)).toEqual(['TEE-BLUE-M']);
    expect(db().shopper.sessionAttributes.get(cart.id)).toBeUndefined();
    expect(screen.queryByText(/Du får inte längre beställa/)).not.toBeInTheDocument();
  });
});

describe('the checkout before any answer', () => {
  /** The settings held back: a new visitor's cart session, which waits for them, has not started. */
  function holdSettings() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.get('*/api/settings', () => released.then(() => undefined)));
    return release;
  }

  it('shows a visitor with neither a cart session nor incognito lines the empty cart at once', async () => {
    const release = holdSettings();
    const { store } = renderApp('/checkout');
    expect(
      await screen.findByText('Din varukorg är tom, så det finns inget att betala.'),
    ).toBeInTheDocument();
    expect(store.getState().cart.cart).toBeNull();
    expect(Cookies.get('cartToken')).toBeUndefined();
    release();
    await waitForState(store, (state) => state.checkout.problem === 'emptyCart');
    expect(screen.getByText('Din varukorg är tom, så det finns inget att betala.')).toBeInTheDocument();
  });

  it('does not call the cart of a visitor with incognito lines empty before it has come', async () => {
    window.localStorage.setItem(
      'incognitoCart',
      JSON.stringify([{ productVariantId: 'TEE-BLUE-M', quantity: 1, options: {}, name: 'Classic Tee' }]),
    );
    const release = holdSettings();
    const { store } = renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kassa' })).toBeInTheDocument();
    expect(screen.queryByText('Din varukorg är tom, så det finns inget att betala.')).not.toBeInTheDocument();
    release();
    await waitForState(store, (state) => (state.cart.cart?.items.length ?? 0) > 0);
    expect(screen.queryByText('Din varukorg är tom, så det finns inget att betala.')).not.toBeInTheDocument();
  });
});
