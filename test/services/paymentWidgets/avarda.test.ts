import { createAvardaWidget } from '../../../src/services/paymentWidgets/avarda';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, loaderRunning, context, session, withContainer } from './widgetHarness';

withContainer(['avardaCheckoutInit']);

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
