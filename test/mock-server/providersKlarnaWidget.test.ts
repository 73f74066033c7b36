import { waitFor } from '@testing-library/dom';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import type { KlarnaApi } from '../../mock-server/providers/widgets/klarna';
import { addItem } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { axeViolations, frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { openSession, providerCall } from './providerSessions';

withMockBackend();

type KlarnaWindow = Window & { _klarnaCheckout?: (callback: (api: KlarnaApi) => void) => void };
const win = window as KlarnaWindow;
const events: [string, Record<string, unknown>][] = [];
const names = () => events.map(([name]) => name);

function withApi(): KlarnaApi {
  let api: KlarnaApi | undefined;
  win._klarnaCheckout!((given) => (api = given));
  return api!;
}

beforeAll(async () => {
  // A callback queued before the script loads (the real snippet's pattern) gets the API too.
  const queue: ((api: KlarnaApi) => void)[] = [];
  win._klarnaCheckout = Object.assign((callback: (api: KlarnaApi) => void) => queue.push(callback), {
    q: queue,
  });
  let queuedApi: KlarnaApi | undefined;
  win._klarnaCheckout((api) => (queuedApi = api));
  await runScript('/mock-providers/klarna/kco.js');
  expect(queuedApi).toBeDefined();
  const record = (name: string) => (data: Record<string, unknown>) => events.push([name, data]);
  withApi().on({
    load: record('load'),
    customer: record('customer'),
    change: record('change'),
    billing_address_change: record('billing_address_change'),
  });
  // Handlers merge.
  withApi().on({
    shipping_address_change: record('shipping_address_change'),
    order_total_change: record('order_total_change'),
    redirect_initiated: record('redirect_initiated'),
    can_not_complete_order: record('can_not_complete_order'),
    network_error: record('network_error'),
  });
});

beforeEach(() => {
  events.length = 0;
});

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

async function mountKlarna(phoneMandatory = true) {
  const opened = await openSession('KlarnaCheckout', { phoneMandatory });
  const host = place(opened.session.htmlSnippet!.replace(/<script[^>]*><\/script>/, ''));
  const container = host.querySelector<HTMLElement>('#klarna-checkout-container')!;
  const frame = await frameIn(container);
  return { ...opened, host, container, frame };
}

describe('Klarna Checkout look-alike (/mock-providers/klarna/kco.js)', () => {
  it('renders the snippet container in a titled iframe, in Swedish, with the order and labelled fields', async () => {
    const { frame, session } = await mountKlarna();
    expect(frame.iframe.title).toBe('Klarna Checkout');
    expect(frame.doc.documentElement.lang).toBe('sv');
    expect(frame.doc.title).toBe('Klarna Checkout');
    expect(frame.labelOf('f-email')).toBe('E-postadress');
    expect(frame.labelOf('f-telephoneNumber')).toBe('Mobilnummer');
    expect(frame.labelOf('f-postalCode')).toBe('Postnummer');
    expect(frame.text()).toContain('Classic Tee');
    expect(frame.text()).toContain('Land: Sverige');
    const total = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(
      session.order.totalAmount / 100,
    );
    expect(frame.text()).toContain(total);
    expect(frame.payButton().textContent).toBe('Slutför köp');
    await waitFor(() => expect(names()).toContain('load'));
    expect(events.find(([name]) => name === 'load')![1]).toEqual({
      customer: { type: 'person' },
      shipping_address: { country: 'swe', postal_code: '' },
    });
  });

  it('sends the customer after a change (debounced) and fires customer, change and shipping_address_change', async () => {
    const { frame, publicToken } = await mountKlarna();
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('shipping_address_change'));
    expect(names().filter((name) => name === 'change')).toHaveLength(1);
    expect(events.find(([name]) => name === 'change')![1]).toEqual({
      email: 'greta.garbo@example.se',
      postal_code: '11122',
      country: 'swe',
    });
    expect(events.find(([name]) => name === 'customer')![1]).toEqual({ type: 'person' });
    const { body } = await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken);
    expect(body.billingAddress).toMatchObject({ givenName: 'Greta', postalCode: '11122', country: 'SE' });
    expect(body.shippingAddress).toEqual(body.billingAddress);
  });

  it('requires the phone when the snippet says so, with an error text, and sends no purchase', async () => {
    const { frame, publicToken } = await mountKlarna(true);
    frame.fill({ ...SHOPPER, 'f-telephoneNumber': '' });
    frame.pay();
    expect(frame.doc.getElementById('f-telephoneNumber-error')!.textContent).toBe('Fyll i mobilnummer.');
    expect(frame.input('f-telephoneNumber').getAttribute('aria-invalid')).toBe('true');
    expect(frame.doc.activeElement).toBe(frame.input('f-telephoneNumber'));
    expect((await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken)).body.status).toBe(
      'open',
    );
  });

  it('pays: redirect_initiated with the order id, and a thank-you in the widget', async () => {
    const { frame, session } = await mountKlarna();
    frame.fill(SHOPPER);
    frame.pay();
    await waitFor(() => expect(names()).toContain('redirect_initiated'));
    expect(events.find(([name]) => name === 'redirect_initiated')![1]).toEqual({
      order_id: session.order.reference,
    });
    expect(frame.text()).toContain('Tack för ditt köp!');
  });

  it('suspends behind an "Uppdaterar…" overlay (the provider refuses to sell) and resumes with the new lines, keeping the typing', async () => {
    const { frame, publicToken, cartToken } = await mountKlarna();
    frame.type('f-givenName', 'Greta');
    frame.type('f-city', 'Sthlm');
    const api = withApi();
    api.suspend();
    expect(frame.overlayVisible()).toBe(true);
    expect(frame.doc.querySelector('.overlay')!.textContent).toBe('Uppdaterar…');
    expect(frame.input('f-email').disabled).toBe(true);
    expect(frame.payButton().disabled).toBe(true);
    await waitFor(async () =>
      expect((await providerCall('POST', 'KlarnaCheckout', publicToken, '/purchase')).status).toBe(409),
    );

    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    api.resume();
    await waitFor(() => expect(frame.text()).toContain('Baseball Cap'));
    expect(frame.overlayVisible()).toBe(false);
    expect(frame.input('f-givenName').value).toBe('Greta');
    expect(frame.input('f-city').value).toBe('Sthlm');
    expect(frame.input('f-email').disabled).toBe(false);
    await waitFor(() => expect(names()).toContain('order_total_change'));
    expect((await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken)).body.locked).toBe(
      false,
    );
  });

  it('renders a container placed again (a re-render) afresh with the same token, keeping the typing', async () => {
    const { frame, host, container } = await mountKlarna();
    frame.type('f-email', 'typed@example.se');
    const html = container.outerHTML.replace(/<iframe[\s\S]*<\/iframe>/, '');
    host.innerHTML = html;
    const again = await frameIn(host.querySelector<HTMLElement>('#klarna-checkout-container')!);
    expect(again.iframe).not.toBe(frame.iframe);
    expect(again.input('f-email').value).toBe('typed@example.se');
  });

  it('fires can_not_complete_order and shows a notice when the merchant check fails', async () => {
    const { frame } = await mountKlarna();
    frame.fill(SHOPPER);
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    frame.pay();
    await waitFor(() => expect(names()).toContain('can_not_complete_order'));
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toContain('Köpet kunde inte slutföras');
    expect(frame.payButton().disabled).toBe(false);
  });

  it('passes axe (labels, names, lang, landmarks) with field errors showing', async () => {
    const { frame } = await mountKlarna();
    frame.pay();
    expect(frame.doc.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    expect(await axeViolations(frame)).toEqual([]);
  });
});
