import type { PaymentSession } from '../../src/api/types';
import { createAdyenWidget } from '../../src/services/paymentWidgets/adyen';
import { createAvardaWidget } from '../../src/services/paymentWidgets/avarda';
import { createKlarnaWidget } from '../../src/services/paymentWidgets/klarna';
import { createQliroWidget } from '../../src/services/paymentWidgets/qliro';
import type { PaymentEvent, WidgetContext } from '../../src/services/paymentWidgets/types';
import { createWalleyWidget } from '../../src/services/paymentWidgets/walley';
import type { ScriptLoader } from '../../src/services/scriptLoader';

// Each adapter drives its provider's client API; here that API is a recording stand-in the
// "loaded script" puts on the window, so the tests see exactly what the checkout asks of it.

type AnyWindow = Window & Record<string, unknown>;
const win = window as unknown as AnyWindow;

/** A script loader that runs `onLoad` for a URL the first time it is loaded, like a script tag would. */
function loaderRunning(onLoad: (src: string, attributes: Record<string, string>) => void) {
  const loads: { src: string; attributes: Record<string, string> }[] = [];
  const loaded = new Set<string>();
  const loader: ScriptLoader = {
    load(src, attributes = {}) {
      if (!loaded.has(src)) {
        loaded.add(src);
        loads.push({ src, attributes });
        onLoad(src, attributes);
      }
      return Promise.resolve();
    },
  };
  return { loader, loads };
}

const context: WidgetContext = {
  containerId: 'checkout-payment',
  languageCode: 'sv',
  countryCode: 'SE',
  confirmationUrl: 'http://shop.test/checkout/confirmation?provider=X',
};

const session = (overrides: Partial<PaymentSession>): PaymentSession => ({
  provider: 'KlarnaCheckout',
  publicToken: 'public-1',
  order: { reference: 'PF-100001', status: 'open', totalAmount: 1000, currencyCode: 'SEK' },
  ...overrides,
});

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = context.containerId;
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  for (const key of [
    '_klarnaCheckout',
    'q1Ready',
    'qcoGlobal',
    'walley',
    'avardaCheckoutInit',
    'AdyenCheckout',
  ])
    delete win[key];
});

describe('Klarna Checkout', () => {
  // Klarna's snippet: an inline bootstrap makes `_klarnaCheckout` a queue and sets its config (the
  // real one then injects the checkout's script, which jsdom does not fetch; `boot` plays that part).
  const snippet = (token: string) => `<div id="klarna-checkout-container">
    <script type="text/javascript">
    (function(w, k, i, d) {
      w[k] = w[k] || function() { (w[k].q = w[k].q || []).push(arguments) };
      w[k].config = { container: d.getElementById(i), ORDER_URL: '/orders/${token}' };
    })(this, '_klarnaCheckout', 'klarna-checkout-container', document);
    </script></div>`;

  interface Booted {
    calls: unknown[][];
    handlers: Record<string, (data: unknown) => void>;
    config: { ORDER_URL: string; container: HTMLElement };
  }

  /** What Klarna's script does when it loads: answers the queued calls, then every later one. */
  function boot(): Booted {
    const queue = win._klarnaCheckout as ((...args: unknown[]) => void) & { q?: unknown[][]; config: never };
    const booted: Booted = { calls: [], handlers: {}, config: queue.config };
    const api = {
      suspend: (...args: unknown[]) => booted.calls.push(['suspend', ...args]),
      resume: () => booted.calls.push(['resume']),
      on: (handlers: Booted['handlers']) => Object.assign(booted.handlers, handlers),
    };
    win._klarnaCheckout = (callback: (a: typeof api) => void) => callback(api);
    for (const [callback] of queue.q ?? []) (callback as (a: typeof api) => void)(api);
    return booted;
  }

  it("runs the snippet's inline bootstrap, and on a second mount of the same order resumes instead of placing it again", async () => {
    const widget = createKlarnaWidget(win);
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const booted = boot();
    expect(booted.config).toEqual({
      container: container.querySelector('#klarna-checkout-container'),
      ORDER_URL: '/orders/public-1',
    });
    expect(Object.keys(booted.handlers).sort()).toEqual([
      'can_not_complete_order',
      'change',
      'redirect_initiated',
      'shipping_address_change',
      'shipping_option_change',
    ]);
    const placed = container.querySelector('#klarna-checkout-container');
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    expect(container.querySelector('#klarna-checkout-container')).toBe(placed);
    expect(booted.calls).toEqual([['resume']]);
  });

  it('suspends without the 10 s auto-resume, resumes, and turns its events into the checkout events', async () => {
    const widget = createKlarnaWidget(win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const { calls, handlers } = boot();
    widget.suspend();
    widget.resume(session({}));
    handlers.change!({ email: 'anna@example.se', postal_code: '11122', country: 'swe' });
    handlers.shipping_address_change!({});
    handlers.shipping_option_change!({});
    handlers.can_not_complete_order!(undefined);
    handlers.redirect_initiated!(undefined);
    expect(calls).toEqual([['suspend', { autoResume: { enabled: false } }], ['resume']]);
    expect(events).toEqual([
      { type: 'customerUpdated', email: 'anna@example.se', postalCode: '11122' },
      { type: 'shippingUpdated' },
      { type: 'shippingUpdated' },
      { type: 'orderValidationFailed', message: null },
      { type: 'purchaseCompleted', reference: null },
    ]);
  });

  it('a second mount while the first still places the snippet waits for it and resumes (StrictMode)', async () => {
    const widget = createKlarnaWidget(win);
    const first = widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const second = widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    await Promise.all([first, second]);
    const { calls } = boot();
    expect(container.querySelectorAll('#klarna-checkout-container')).toHaveLength(1);
    expect(calls).toEqual([['resume']]);
  });

  it("places a new order's snippet with a queue of its own, so its checkout gets the listeners", async () => {
    const widget = createKlarnaWidget(win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const first = boot();
    await widget.mount(session({ publicToken: 'public-2', htmlSnippet: snippet('public-2') }), context);
    const second = boot();
    expect(second.config.ORDER_URL).toBe('/orders/public-2');
    expect(first.calls).toEqual([]);
    second.handlers.shipping_address_change!({});
    expect(events).toEqual([{ type: 'shippingUpdated' }]);
  });
});

describe('Walley Checkout', () => {
  function walley() {
    const calls: string[] = [];
    const { loader, loads } = loaderRunning(() => {
      win.walley = {
        checkout: {
          api: {
            suspend: () => calls.push('suspend'),
            resume: (token?: string) => calls.push(`resume ${token}`),
          },
        },
      };
    });
    return { calls, loads, widget: createWalleyWidget(loader, '/walley-loader.js', win) };
  }

  it('injects the loader once with the token, language and container, and resumes on a second mount', async () => {
    const { calls, loads, widget } = walley();
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    expect(loads).toEqual([
      {
        src: '/walley-loader.js',
        attributes: {
          'data-token': 'public-1',
          'data-lang': 'sv-SE',
          'data-container-id': 'walley-checkout-root',
        },
      },
    ]);
    expect(container.querySelector('#walley-checkout-root')).not.toBeNull();
    expect(calls).toEqual(['resume public-1']);
  });

  it("hears Walley's events on the document", async () => {
    const { widget } = walley();
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    document.dispatchEvent(new CustomEvent('walleyCheckoutShippingUpdated', { detail: {} }));
    document.dispatchEvent(
      new CustomEvent('walleyCheckoutPurchaseCompleted', { detail: { reference: 'PF-2' } }),
    );
    document.dispatchEvent(new CustomEvent('walleyCheckoutPaymentAborted'));
    expect(events).toEqual([
      { type: 'shippingUpdated' },
      { type: 'purchaseCompleted', reference: 'PF-2' },
      { type: 'paymentAborted', message: null },
    ]);
  });
});

describe('Avarda Checkout', () => {
  it("starts with the spec's defaults, holds the form while the order changes and refreshes it after", async () => {
    const calls: string[] = [];
    let options: Record<string, unknown> = {};
    const { loader } = loaderRunning(() => {
      win.avardaCheckoutInit = (given: Record<string, unknown>) => {
        options = given;
        return { refreshForm: () => calls.push('refreshForm'), unmount: () => calls.push('unmount') };
      };
    });
    const widget = createAvardaWidget(loader, '/avarda.js', win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    expect(options).toMatchObject({
      purchaseJwt: 'jwt-1',
      rootElementId: 'avarda-checkout-root',
      redirectUrl: context.confirmationUrl,
      emailNewsletterSubscription: 'checked',
      enableRememberMe: true,
      showB2Blink: true,
    });
    widget.suspend();
    expect(document.getElementById('avarda-checkout-root')!.hasAttribute('inert')).toBe(true);
    widget.resume(session({ provider: 'Avarda' }));
    expect(document.getElementById('avarda-checkout-root')!.hasAttribute('inert')).toBe(false);
    (options.completedPurchaseCallback as () => void)();
    expect(calls).toEqual(['refreshForm']);
    expect(events).toEqual([{ type: 'purchaseCompleted', reference: 'PF-100001' }]);
  });
});

describe('QliroOne', () => {
  /** A recording q1 with QliroOne's documented methods; `callbacks` holds what the page registered. */
  function fakeQ1() {
    const calls: string[] = [];
    const callbacks: Record<string, ((...args: never[]) => void) | null> = {};
    const q1 = {
      lock: () => calls.push('lock'),
      unlock: () => calls.push('unlock'),
      onOrderUpdated: (cb: (...args: never[]) => void) => (callbacks.orderUpdated = cb),
      onCustomerInfoChanged: (cb: (...args: never[]) => void) => (callbacks.customer = cb),
      onShippingPriceChanged: (cb: (...args: never[]) => void) => (callbacks.shippingPrice = cb),
      onPaymentProcess: (start: () => void, end: () => void) => {
        callbacks.start = start;
        callbacks.end = end;
      },
      onPaymentDeclined: (cb: (...args: never[]) => void) => (callbacks.declined = cb),
      onSessionExpired: (cb: (...args: never[]) => void) => (callbacks.expired = cb),
    };
    const call = (name: string, ...args: unknown[]) =>
      (callbacks[name] as ((...values: unknown[]) => void) | null)!(...args);
    return { q1, calls, callbacks, call };
  }

  const snippet =
    '<script>window.qcoGlobal = { auth: "Bearer public-1" };</script><div id="qliro-root"></div>';

  it("registers only documented listeners in q1Ready and turns them into the checkout's events", async () => {
    const widget = createQliroWidget(win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    expect(win.qcoGlobal).toEqual({ auth: 'Bearer public-1' });
    // What QliroOne's script does once the checkout has rendered.
    const { q1, call } = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(q1);
    call('customer', { email: 'anna@example.se', address: { postalCode: '11122' } });
    call('customer', { email: 'anna@example.se', address: null });
    call('shippingPrice', 49, 49);
    call('start');
    call('end');
    call('declined', 'OutOfStock', 'Slut i lager');
    call('expired');
    expect(events).toEqual([
      { type: 'customerUpdated', email: 'anna@example.se', postalCode: '11122' },
      { type: 'customerUpdated', email: 'anna@example.se', postalCode: undefined },
      { type: 'shippingUpdated' },
      { type: 'locked' },
      { type: 'unlocked' },
      { type: 'orderValidationFailed', message: 'Slut i lager' },
      { type: 'paymentAborted', message: 'Slut i lager' },
      { type: 'sessionExpired' },
    ]);
  });

  it('locks for a change, then unlocks only once onOrderUpdated shows the new total (major units)', async () => {
    const widget = createQliroWidget(win);
    await widget.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    const { q1, calls, callbacks, call } = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(q1);
    widget.suspend();
    const changed = session({
      order: { reference: 'PF-1', status: 'open', totalAmount: 12345, currencyCode: 'SEK' },
    });
    widget.resume(changed);
    expect(calls).toEqual(['lock']);
    call('orderUpdated', { totalPrice: 100 });
    expect(calls).toEqual(['lock']);
    call('orderUpdated', { totalPrice: 123.45 });
    expect(calls).toEqual(['lock', 'unlock']);
    expect(callbacks.orderUpdated).toBeNull();
  });

  it('unlocks after three orders that never match, rather than leave the shopper locked out', async () => {
    const widget = createQliroWidget(win);
    await widget.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    const { q1, calls, call } = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(q1);
    widget.suspend();
    widget.resume(session({}));
    call('orderUpdated', { totalPrice: 1 });
    call('orderUpdated', { totalPrice: 2 });
    expect(calls).toEqual(['lock']);
    call('orderUpdated', { totalPrice: 3 });
    expect(calls).toEqual(['lock', 'unlock']);
  });
});

describe('Adyen Drop-in', () => {
  it('starts the sessions flow once, holds the Drop-in with setStatus and shows the new amount on resume', async () => {
    const calls: string[] = [];
    let configuration: Record<string, unknown> = {};
    const { loader } = loaderRunning(() => {
      win.AdyenCheckout = (given: Record<string, unknown>) => {
        configuration = given;
        calls.push('AdyenCheckout');
        const dropin = {
          mount: () => dropin,
          setStatus: (status: string) => calls.push(`setStatus ${status}`),
          unmount: () => calls.push('unmount'),
        };
        return Promise.resolve({
          create: () => dropin,
          update: (options: { session?: { id: string } }) => calls.push(`update ${options.session?.id}`),
        });
      };
    });
    const widget = createAdyenWidget(
      loader,
      { scriptUrl: '/adyen.js', clientKey: 'key', environment: 'test' },
      win,
    );
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    const adyen = session({ provider: 'Adyen', adyenSession: { id: 'public-1', sessionData: 'data' } });
    await widget.mount(adyen, context);
    expect(configuration).toMatchObject({
      session: { id: 'public-1', sessionData: 'data' },
      locale: 'sv-SE',
    });
    widget.suspend();
    widget.resume(adyen);
    await Promise.resolve();
    (configuration.onPaymentCompleted as (r: unknown) => void)({
      resultCode: 'Authorised',
      reference: 'PF-4',
    });
    (configuration.onPaymentCompleted as (r: unknown) => void)({ resultCode: 'Refused' });
    (configuration.onError as (e: unknown) => void)({ name: 'ValidationFailed', message: 'phone' });
    expect(calls).toEqual(['AdyenCheckout', 'setStatus loading', 'update public-1', 'setStatus ready']);
    expect(events).toEqual([
      { type: 'resumed' },
      { type: 'purchaseCompleted', reference: 'PF-4' },
      { type: 'paymentAborted', message: 'Refused' },
      { type: 'orderValidationFailed', message: 'phone' },
    ]);
  });
});
