/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type { QliroOne } from '../../mock-server/providers/qliro/widget';
import { addItem } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { frameIn, placeAndBoot, SHOPPER } from './providerWidgetKit';
import { openSession, stockOut, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & {
  q1Ready?: (q1: QliroOne) => void;
};
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

describe('QliroOne look-alike (/mock-providers/qliro/bootstrap.js)', () => {
  let q1: QliroOne | undefined;
  const heard: [string, unknown[]][] = [];
  const names = () => heard.map(([name]) => name);
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      heard.push([name, args]);

  beforeEach(() => {
    heard.length = 0;
    q1 = undefined;
    // The page's q1Ready, called by the checkout once it has rendered.
    host.q1Ready = (given) => {
      q1 = given;
      given.onCheckoutLoaded(record('loaded'));
      given.onCustomerInfoChanged(record('customer'));
      given.onShippingMethodChanged(record('shippingMethod'));
      given.onShippingPriceChanged(record('shippingPrice'));
      given.onPaymentProcess(record('start'), record('end'));
      given.onPaymentDeclined(record('declined'));
      given.onCustomerDeauthenticating(record('deauthenticating'));
      given.onSessionExpired(record('expired'));
    };
  });
  afterEach(() => {
    delete host.q1Ready;
    delete (host as { q1?: unknown }).q1;
    delete (host as { qcoGlobal?: unknown }).qcoGlobal;
  });

  async function mountQliro() {
    const opened = await openSession('QliroOne');
    const placed = await placeAndBoot(opened.session.htmlSnippet!);
    const frame = await frameIn(placed.querySelector<HTMLElement>('#qliro-root')!);
    await waitFor(() => expect(q1).toBeDefined());
    return { ...opened, frame };
  }

  it('boots from qcoGlobal, calls q1Ready once rendered, and exposes only the documented q1', async () => {
    const { frame } = await mountQliro();
    expect(frame.iframe.title).toBe('QliroOne Checkout');
    expect(frame.doc.documentElement.lang).toBe('sv');
    await waitFor(() => expect(names()).toEqual(['loaded']));
    expect(Object.keys(q1!).sort()).toEqual([
      'lock',
      'onCheckoutLoaded',
      'onCustomerDeauthenticating',
      'onCustomerInfoChanged',
      'onOrderUpdated',
      'onPaymentDeclined',
      'onPaymentMethodChanged',
      'onPaymentProcess',
      'onSessionExpired',
      'onShippingMethodChanged',
      'onShippingPriceChanged',
      'unlock',
    ]);
    expect((host as { q1?: unknown }).q1).toBe(q1);
  });

  it('reports the customer, the shipping price and the payment process (no arguments) with their documented shapes', async () => {
    const { frame, publicToken } = await mountQliro();
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('shippingPrice'));
    expect(heard.find(([name]) => name === 'customer')![1]).toEqual([
      {
        email: 'greta.garbo@example.se',
        mobileNumber: '+46701234567',
        address: {
          firstName: 'Greta',
          lastName: 'Garbo',
          street: 'Storgatan 1',
          city: 'Stockholm',
          postalCode: '11122',
        },
      },
    ]);
    expect(heard.find(([name]) => name === 'shippingPrice')![1]).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);
    frame.pay();
    await waitFor(() => expect(names()).toContain('end'));
    expect(heard.find(([name]) => name === 'start')![1]).toEqual([]);
    expect(heard.find(([name]) => name === 'end')![1]).toEqual([]);
    expect((await viewOf('QliroOne', publicToken)).status).toBe('completed');
  });

  it('lock() holds the form; after the order changed, onOrderUpdated(cb) reads it and calls back with the new total; unlock() releases', async () => {
    const { frame, cartToken, publicToken } = await mountQliro();
    q1!.lock();
    await waitFor(() => expect(frame.overlayVisible()).toBe(true));
    await waitFor(async () => expect((await viewOf('QliroOne', publicToken)).locked).toBe(true));
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    const orders: { totalPrice: number; orderItems: unknown[] }[] = [];
    q1!.onOrderUpdated((order) => orders.push(order));
    await waitFor(() => expect(orders).toHaveLength(1));
    const view = await viewOf('QliroOne', publicToken);
    // Major units, as Qliro sends amounts.
    expect(orders[0]!.totalPrice).toBe(view.totals.grandTotal / 100);
    expect(orders[0]!.orderItems).toHaveLength(2);
    expect(frame.text()).toContain('Baseball Cap');
    expect(frame.overlayVisible()).toBe(true);
    q1!.unlock();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
  });

  it('onOrderUpdated does nothing unless locked first', async () => {
    const { frame, cartToken, publicToken } = await mountQliro();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const orders: unknown[] = [];
    q1!.onOrderUpdated((order) => orders.push(order));
    const warnings = [...warn.mock.calls];
    warn.mockRestore();
    expect(warnings).toEqual([['[qliro mock] onOrderUpdated requires q1.lock() to have been called first']]);
    // The merchant changes the order while the widget is held, as a locked update would.
    q1!.lock();
    await waitFor(async () => expect((await viewOf('QliroOne', publicToken)).locked).toBe(true));
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    q1!.unlock();
    // The widget has taken the change in: released, it reads the order again and shows the new line.
    await waitFor(() => expect(frame.text()).toContain('Baseball Cap'));
    expect(frame.overlayVisible()).toBe(false);
    // A callback the widget sends after that, through the same channel: had it read the order for
    // the callback registered unlocked, that update would have reached the page first.
    frame.type('f-email', SHOPPER['f-email']);
    await waitFor(() => expect(names()).toContain('customer'));
    expect(orders).toEqual([]);
  });

  it('a failed merchant check and a risk decline are onPaymentDeclined(reason, message); "Inte du?" deauthenticates', async () => {
    const { frame, publicToken } = await mountQliro();
    frame.fill(SHOPPER);
    await stockOut();
    frame.pay();
    await waitFor(() => expect(names()).toContain('declined'));
    expect(heard.find(([name]) => name === 'declined')![1]).toEqual([
      'MerchantValidationFailed',
      expect.any(String),
    ]);

    heard.length = 0;
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 100 } });
    frame.type('f-email', 'declined@example.se');
    frame.pay();
    await waitFor(() => expect(names()).toContain('declined'));
    expect(heard.find(([name]) => name === 'declined')![1]).toEqual(['Declined', 'Payment declined']);

    const notYou = frame.doc.querySelector('button.link') as HTMLButtonElement;
    expect(notYou.textContent).toBe('Inte du?');
    notYou.click();
    await waitFor(() => expect(names()).toContain('deauthenticating'));
    expect(frame.input('f-email').value).toBe('');
    await waitFor(async () => expect((await viewOf('QliroOne', publicToken)).billingAddress?.email).toBe(''));
  });

  it('onSessionExpired when the order is no longer known', async () => {
    const { session } = await mountQliro();
    document.body.replaceChildren();
    await placeAndBoot(session.htmlSnippet!.replace(/Bearer [^"]+/, 'Bearer no-such-token'));
    await waitFor(() => expect(names()).toContain('expired'));
  });
});
