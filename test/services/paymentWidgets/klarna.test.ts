import { createKlarnaWidget } from '../../../src/services/paymentWidgets/klarna';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, context, session, withContainer } from './widgetHarness';

const container = withContainer(['_klarnaCheckout']);

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
    handlers: Record<string, (data: unknown, callback?: (result: unknown) => void) => void>;
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
      container: container().querySelector('#klarna-checkout-container'),
      ORDER_URL: '/orders/public-1',
    });
    expect(Object.keys(booted.handlers).sort()).toEqual([
      'can_not_complete_order',
      'change',
      'redirect_initiated',
      'shipping_address_change',
      'shipping_option_change',
      'validation_callback',
    ]);
    const placed = container().querySelector('#klarna-checkout-container');
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    expect(container().querySelector('#klarna-checkout-container')).toBe(placed);
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
      { type: 'anotherWayNeeded' },
      { type: 'purchaseCompleted', reference: null },
    ]);
  });

  it('asks the checkout before Klarna processes a purchase (validation_callback), and passes its answer on, once', async () => {
    const widget = createKlarnaWidget(win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const { handlers } = boot();
    const answers: unknown[] = [];
    handlers.validation_callback!({}, (result: unknown) => answers.push(result));
    expect(events).toEqual([{ type: 'purchaseRequested' }]);
    expect(answers).toEqual([]);
    widget.answerPurchase!(false);
    widget.answerPurchase!(true);
    expect(answers).toEqual([{ should_proceed: false }]);
    handlers.validation_callback!({}, (result: unknown) => answers.push(result));
    widget.answerPurchase!(true);
    expect(answers).toEqual([{ should_proceed: false }, { should_proceed: true }]);
  });

  it('a second mount while the first still places the snippet waits for it and resumes (StrictMode)', async () => {
    const widget = createKlarnaWidget(win);
    const first = widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    const second = widget.mount(session({ htmlSnippet: snippet('public-1') }), context);
    await Promise.all([first, second]);
    const { calls } = boot();
    expect(container().querySelectorAll('#klarna-checkout-container')).toHaveLength(1);
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
