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
    expect(container().querySelector('#walley-checkout-root')).not.toBeNull();
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
