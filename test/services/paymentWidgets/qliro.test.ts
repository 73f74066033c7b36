import { createQliroWidget } from '../../../src/services/paymentWidgets/qliro';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, context, session, withContainer } from './widgetHarness';

withContainer(['q1Ready', 'qcoGlobal']);

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

  it('reads the order again while its total is not the shop’s, and after three reads stays locked and says so', async () => {
    const widget = createQliroWidget(win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    const { q1, calls, callbacks, call } = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(q1);
    widget.suspend();
    widget.resume(session({}));
    const firstRead = callbacks.orderUpdated;
    call('orderUpdated', { totalPrice: 1 });
    // Asked again: a fresh callback, so the checkout reads the order once more.
    expect(callbacks.orderUpdated).not.toBe(firstRead);
    call('orderUpdated', { totalPrice: 2 });
    expect(events).toEqual([]);
    call('orderUpdated', { totalPrice: 3 });
    expect(calls).toEqual(['lock']);
    expect(callbacks.orderUpdated).toBeNull();
    expect(events).toEqual([{ type: 'totalsMismatch' }]);
  });

  it('a lock asked for before the checkout has loaded is applied as it loads; a resume before then holds nothing', async () => {
    const widget = createQliroWidget(win);
    await widget.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    widget.suspend();
    const { q1, calls } = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(q1);
    expect(calls).toEqual(['lock']);

    const again = createQliroWidget(win);
    await again.mount(session({ provider: 'QliroOne', htmlSnippet: snippet }), context);
    again.suspend();
    again.resume(session({}));
    const later = fakeQ1();
    (win.q1Ready as (q: unknown) => void)(later.q1);
    expect(later.calls).toEqual([]);
  });
});
