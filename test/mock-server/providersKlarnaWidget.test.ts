/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import type {
  KlarnaApi,
  KlarnaHandler,
  KlarnaValidationAnswer,
} from '../../mock-server/providers/klarna/widget';
import { waitUntil } from '../support/ceilings';
import { addItem } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { axeViolations, frameIn, placeAndBoot, loaded, SHOPPER } from './providerWidgetKit';
import { openSession, providerCall } from './providerSessions';

withMockBackend();

type KlarnaWindow = Window & { _klarnaCheckout?: (callback: (api: KlarnaApi) => void) => void };
const win = window as KlarnaWindow;
const events: [string, unknown][] = [];
const names = () => events.map(([name]) => name);

function withApi(): KlarnaApi {
  let api: KlarnaApi | undefined;
  win._klarnaCheckout!((given) => (api = given));
  return api!;
}

beforeEach(() => {
  events.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
  delete win._klarnaCheckout;
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

const record = (name: string) => (data: unknown) => events.push([name, data]);

/** The page's answer to `validation_callback`: go on, unless a test says otherwise. */
let merchantAnswer: (callback: KlarnaValidationAnswer) => void = (callback) =>
  callback({ should_proceed: true });
beforeEach(() => {
  merchantAnswer = (callback) => callback({ should_proceed: true });
});
const validation: KlarnaHandler = (data, callback) => {
  events.push(['validation_callback', data]);
  if (callback) merchantAnswer(callback);
};

/** Klarna's documented events, each recorded with its data. */
const EVENTS = [
  'load',
  'user_interacted',
  'customer',
  'change',
  'billing_address_change',
  'shipping_address_change',
  'shipping_option_change',
  'order_total_change',
  'checkbox_change',
  'can_not_complete_order',
  'network_error',
  'redirect_initiated',
  'load_confirmation',
];

async function mountKlarna(phoneMandatory = true, checkoutUrl?: string) {
  const opened = await openSession('KlarnaCheckout', { phoneMandatory, checkoutUrl });
  // Registered before the checkout's script loads, as a page does: the bootstrap's queue keeps it.
  const host = await placeSnippetListening(opened.session.htmlSnippet!);
  const container = host.querySelector<HTMLElement>('#klarna-checkout-container')!;
  const frame = await frameIn(container);
  return { ...opened, host, container, frame };
}

async function placeSnippetListening(html: string) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  host.innerHTML = html;
  // The inline bootstrap, run by hand here, so the page's call can go into its queue before the script runs.
  const inline = host.querySelector('script')!;
  const bootstrap = document.createElement('script');
  bootstrap.text = inline.text;
  inline.replaceWith(bootstrap);
  win._klarnaCheckout!((api) => {
    // Handlers merge.
    api.on(Object.fromEntries(EVENTS.slice(0, 6).map((name) => [name, record(name)])));
    api.on(Object.fromEntries(EVENTS.slice(6).map((name) => [name, record(name)])));
    api.on({ validation_callback: validation });
  });
  await loaded(host.querySelector<HTMLScriptElement>('script[src]')!);
  return host;
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

  it('pays: redirect_initiated with `true`, as Klarna documents it, and a thank-you in the widget', async () => {
    const { frame } = await mountKlarna();
    frame.fill(SHOPPER);
    frame.pay();
    await waitFor(() => expect(names()).toContain('redirect_initiated'));
    expect(events.find(([name]) => name === 'redirect_initiated')![1]).toBe(true);
    expect(frame.text()).toContain('Tack för ditt köp!');
    // The merchant was asked first, with Klarna's documented empty data.
    expect(names().indexOf('validation_callback')).toBeLessThan(names().indexOf('redirect_initiated'));
    expect(events.find(([name]) => name === 'validation_callback')![1]).toEqual({});
  });

  it('waits for the merchant’s answer to validation_callback before it processes the purchase, and a no charges nothing', async () => {
    const { frame, publicToken } = await mountKlarna();
    let answer: KlarnaValidationAnswer | undefined;
    merchantAnswer = (callback) => (answer = callback);
    frame.fill(SHOPPER);
    frame.pay();
    await waitFor(() => expect(answer).toBeDefined());
    const status = async () =>
      (await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken)).body.status;
    expect(await status()).toBe('open');
    expect(frame.payButton().disabled).toBe(true);
    answer!({ should_proceed: false, message: 'Lagret räcker inte' });
    await waitFor(() => expect(frame.payButton().disabled).toBe(false));
    expect(await status()).toBe('open');
    expect(names()).not.toContain('redirect_initiated');
    // A second answer to the same purchase changes nothing; the next purchase asks again.
    answer!({ should_proceed: true });
    expect(await status()).toBe('open');
    merchantAnswer = (callback) => callback({ should_proceed: true });
    frame.pay();
    await waitFor(() => expect(names()).toContain('redirect_initiated'));
    expect(await status()).toBe('completed');
  });

  it('fires can_not_complete_order when Klarna itself refuses the purchase (its risk check)', async () => {
    const { frame, publicToken } = await mountKlarna();
    frame.fill({ ...SHOPPER, 'f-email': 'declined@example.se' });
    frame.pay();
    await waitFor(() => expect(names()).toContain('can_not_complete_order'));
    expect(events.find(([name]) => name === 'can_not_complete_order')![1]).toEqual({});
    expect(
      (await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', publicToken)).body.status,
    ).not.toBe('completed');
  });

  it('suspends behind an "Uppdaterar…" overlay (the provider refuses to sell) and resumes with the new lines, keeping the typing', async () => {
    const { frame, publicToken, cartToken } = await mountKlarna();
    frame.type('f-givenName', 'Greta');
    frame.type('f-city', 'Sthlm');
    const api = withApi();
    api.suspend({ autoResume: { enabled: false } });
    await waitFor(() => expect(frame.overlayVisible()).toBe(true));
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

  it('boots afresh from a snippet placed again, showing what reached Klarna, with the API of the new checkout', async () => {
    const { frame, host, session } = await mountKlarna();
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('billing_address_change'));
    const first = withApi();
    host.remove();
    delete win._klarnaCheckout;
    const again = await frameIn(
      (await placeAndBoot(session.htmlSnippet!)).querySelector('#klarna-checkout-container')!,
    );
    expect(again.iframe).not.toBe(frame.iframe);
    expect(again.input('f-email').value).toBe('greta.garbo@example.se');
    expect(withApi()).not.toBe(first);
  });

  it('resumes by itself 10 s after a suspend without options, as Klarna does, and not after one that turns it off', async () => {
    const { frame } = await mountKlarna();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    withApi().suspend();
    await waitUntil('the overlay shows', () => frame.overlayVisible());
    jest.advanceTimersByTime(9_999);
    expect(frame.overlayVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    withApi().suspend({ autoResume: { enabled: false } });
    await waitUntil('the overlay shows', () => frame.overlayVisible());
    jest.advanceTimersByTime(60_000);
    jest.useRealTimers();
    expect(frame.overlayVisible()).toBe(true);
    withApi().resume();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
  });

  it('exposes only the documented client API: _klarnaCheckout(callback) with suspend, resume and on', async () => {
    await mountKlarna();
    expect(Object.keys(withApi()).sort()).toEqual(['on', 'resume', 'suspend']);
    const before = new Set(Object.keys(window));
    await placeAndBoot((await openSession('KlarnaCheckout')).session.htmlSnippet!);
    // Elements with an id are named properties of the window; the script itself adds no global.
    const added = Object.keys(window).filter((key) => !before.has(key) && !document.getElementById(key));
    expect(added).toEqual([]);
  });

  it('shows a notice when the merchant’s check at purchase fails after all, and fires no can_not_complete_order (that is Klarna’s own refusal)', async () => {
    const { frame } = await mountKlarna();
    frame.fill(SHOPPER);
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    frame.pay();
    await waitFor(() =>
      expect(frame.doc.querySelector('[role="alert"]')?.textContent).toContain('Köpet kunde inte slutföras'),
    );
    expect(frame.payButton().disabled).toBe(false);
    expect(names()).not.toContain('can_not_complete_order');
  });

  it("takes the page where the merchant's validation URL sends it when the merchant refuses on its server (a 303), charging nothing and firing no can_not_complete_order", async () => {
    // jsdom navigates no page: it reports the navigation the script asked for as not implemented.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { frame, publicToken } = await mountKlarna(true, 'http://localhost/checkout');
    frame.fill(SHOPPER);
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
    frame.pay();
    await waitFor(() =>
      expect(errors.mock.calls.flat().map(String).join(' ')).toContain('Not implemented: navigation'),
    );
    errors.mockRestore();
    expect(frame.doc.querySelector('[role="alert"]')?.textContent ?? '').toBe('');
    expect(frame.payButton().disabled).toBe(true);
    expect(names()).not.toContain('can_not_complete_order');
    expect(names()).not.toContain('redirect_initiated');
    expect((await providerCall('GET', 'KlarnaCheckout', publicToken)).body).toMatchObject({ status: 'open' });
  });

  it('passes axe (labels, names, lang, landmarks) with field errors showing', async () => {
    const { frame } = await mountKlarna();
    frame.pay();
    expect(frame.doc.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    expect(await axeViolations(frame)).toEqual([]);
  });
});
