import { createWalleyWidget } from '../../../src/services/paymentWidgets/walley';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, loaderRunning, context, session, withContainer } from './widgetHarness';

const container = withContainer(['walley']);

describe('Walley Checkout', () => {
  function walley() {
    const calls: string[] = [];
    const { loader, loads } = loaderRunning(() => {
      win.walley = {
        checkout: {
          api: {
            suspend: (token?: string) => calls.push(`suspend ${token}`),
            resume: (token?: string) => calls.push(`resume ${token}`),
          },
        },
      };
    });
    // The harness's loader runs a URL once; Walley's tag is keyed per token and placement.
    const keyed = {
      load: (src: string, attributes?: Record<string, string>, options?: { key?: string }) =>
        loader.load(options?.key ?? src, attributes),
    };
    return { calls, loads, widget: createWalleyWidget(keyed, '/walley-loader.js', win) };
  }

  it('writes the loader tag with the token, language and container, and a second mount resumes that token', async () => {
    const { calls, loads, widget } = walley();
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    expect(loads.map((load) => load.attributes)).toEqual([
      { 'data-token': 'public-1', 'data-lang': 'sv-SE', 'data-container-id': 'walley-checkout-root' },
    ]);
    expect(container().querySelector('#walley-checkout-root')).not.toBeNull();
    expect(calls).toEqual(['resume public-1']);
  });

  it('a new token gets its own root and the loader again (it reads the token from its tag)', async () => {
    const { loads, widget } = walley();
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    const first = container().querySelector('#walley-checkout-root');
    await widget.mount(session({ provider: 'WalleyCheckout', publicToken: 'public-2' }), context);
    expect(loads.map((load) => load.attributes['data-token'])).toEqual(['public-1', 'public-2']);
    expect(container().querySelector('#walley-checkout-root')).not.toBe(first);
  });

  it('the same token placed into a new container (the shopper came back) loads the loader there again', async () => {
    const { loads, widget } = walley();
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    // The page left (its container went) and came back with a new one.
    const again = document.createElement('div');
    again.id = context.containerId;
    container().replaceWith(again);
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    expect(loads).toHaveLength(2);
    expect(again.querySelector('#walley-checkout-root')).not.toBeNull();
    again.remove();
  });

  it('suspends and resumes its own checkout by token', async () => {
    const { calls, widget } = walley();
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    widget.suspend();
    widget.resume(session({ provider: 'WalleyCheckout' }));
    expect(calls).toEqual(['suspend public-1', 'resume public-1']);
  });

  it("hears Walley's events on the document as signals, reading nothing from their data", async () => {
    const { widget } = walley();
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    await widget.mount(session({ provider: 'WalleyCheckout' }), context);
    const fire = (name: string) =>
      document.dispatchEvent(new CustomEvent(name, { detail: { email: 'x@example.se', reference: 'PF-2' } }));
    fire('walleyCheckoutCustomerUpdated');
    fire('walleyCheckoutShippingUpdated');
    fire('walleyCheckoutLocked');
    fire('walleyCheckoutUnlocked');
    fire('walleyCheckoutPurchaseCompleted');
    fire('walleyCheckoutOrderValidationFailed');
    fire('walleyCheckoutPaymentAborted');
    fire('walleyCheckoutExpired');
    expect(events).toEqual([
      { type: 'customerUpdated' },
      { type: 'shippingUpdated' },
      { type: 'locked' },
      { type: 'unlocked' },
      { type: 'purchaseCompleted', reference: null },
      { type: 'orderValidationFailed', message: null },
      { type: 'paymentAborted', message: null },
      { type: 'sessionExpired' },
    ]);
  });
});
