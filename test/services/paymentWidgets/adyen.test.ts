import { createAdyenWidget } from '../../../src/services/paymentWidgets/adyen';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, loaderRunning, context, session, withContainer } from './widgetHarness';

withContainer(['AdyenCheckout', 'AdyenWeb']);

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
