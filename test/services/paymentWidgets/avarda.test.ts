import { createAvardaWidget } from '../../../src/services/paymentWidgets/avarda';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, loaderRunning, context, session, withContainer } from './widgetHarness';

withContainer(['avardaCheckoutInit', 'avardaCheckout']);

type Options = Record<string, unknown> & {
  beforeSubmitCallback: (payload: unknown, instance: unknown) => void;
  deliveryAddressChangedCallback: (address: { zip: string; country: string }, instance: unknown) => void;
  completedPurchaseCallback: (instance: unknown) => void;
  sessionTimedOutCallback: (instance: unknown) => void;
};

describe('Avarda Checkout', () => {
  function avarda() {
    const calls: string[] = [];
    let options = {} as Options;
    const instance = {
      refreshForm: () => calls.push('refreshForm'),
      unmount: () => calls.push('unmount'),
      deliveryAddressChangedContinue: () => calls.push('deliveryAddressChangedContinue'),
      beforeSubmitContinue: () => calls.push('beforeSubmitContinue'),
      beforeSubmitAbort: () => calls.push('beforeSubmitAbort'),
    };
    /** What the page's loader stub held when main.js arrived. */
    const stubbed: { queued: number; instanceGlobal: unknown }[] = [];
    // As Avarda's main.js does: it takes over from the stub, runs what it queued and puts the instance
    // under the global the stub names.
    const { loader, loads } = loaderRunning(() => {
      const stub = win.avardaCheckoutInit as { q?: [Options][]; i?: unknown } | undefined;
      stubbed.push({ queued: stub?.q?.length ?? 0, instanceGlobal: stub?.i });
      const init = (given: Options) => {
        options = given;
        win[typeof stub?.i === 'string' ? stub.i : 'avardaCheckout'] = instance;
        return instance;
      };
      win.avardaCheckoutInit = init;
      for (const [given] of stub?.q ?? []) init(given);
    });
    const widget = createAvardaWidget(loader, '/avarda.js', win);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    return { calls, options: () => options, instance, widget, events, stubbed, loads };
  }

  it('starts the form through Avarda’s loader stub: asked for before main.js arrives, run by it once it does', async () => {
    const { widget, options, stubbed, loads, calls } = avarda();
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    expect(stubbed).toEqual([{ queued: 1, instanceGlobal: 'avardaCheckout' }]);
    expect(loads.map((load) => load.src)).toEqual(['/avarda.js']);
    expect(options()).toMatchObject({ purchaseJwt: 'jwt-1' });
    // Once loaded, the next purchase goes to main.js at once, and its instance is the one driven.
    await widget.mount(
      session({ provider: 'Avarda', purchaseJwt: 'jwt-2', publicToken: 'public-2' }),
      context,
    );
    expect(stubbed).toHaveLength(1);
    expect(options()).toMatchObject({ purchaseJwt: 'jwt-2' });
    widget.resume(session({ provider: 'Avarda', publicToken: 'public-2' }));
    expect(calls).toEqual(['unmount', 'refreshForm']);
  });

  it('fails the mount when main.js loaded but started no checkout', async () => {
    const { loader } = loaderRunning(() => undefined);
    const widget = createAvardaWidget(loader, '/avarda.js', win);
    await expect(
      widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context),
    ).rejects.toThrow('Avarda script loaded without starting the checkout');
  });

  it('passes only client options: the form settings are the purchase’s, set by the backend', async () => {
    const { widget, options } = avarda();
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    expect(Object.keys(options()).sort()).toEqual([
      'beforeSubmitCallback',
      'completedPurchaseCallback',
      'deliveryAddressChangedCallback',
      'disableFocus',
      'purchaseJwt',
      'redirectUrl',
      'rootElementId',
      'sessionTimedOutCallback',
    ]);
    expect(options()).toMatchObject({
      purchaseJwt: 'jwt-1',
      rootElementId: 'avarda-checkout-root',
      // Back to the checkout, which embeds the purchase again (Avarda's own integration does so).
      redirectUrl: context.checkoutUrl,
    });
  });

  it('lets the first and an unchanged delivery address through, and syncs a new one before answering with refreshForm', async () => {
    const { widget, options, instance, calls, events } = avarda();
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    const changed = options().deliveryAddressChangedCallback;
    changed({ zip: '11122', country: 'SE' }, instance);
    changed({ zip: '11122', country: 'SE' }, instance);
    // The same postal code written another way (as typed, as stored) is the same place.
    changed({ zip: '111 22', country: 'se' }, instance);
    expect(calls).toEqual([
      'deliveryAddressChangedContinue',
      'deliveryAddressChangedContinue',
      'deliveryAddressChangedContinue',
    ]);
    expect(events).toEqual([]);

    changed({ zip: '41106', country: 'SE' }, instance);
    expect(events).toEqual([{ type: 'shippingUpdated' }]);
    // The checkout holds the form while it syncs the order, then resumes it: Avarda's answer.
    widget.suspend();
    expect(document.getElementById('avarda-checkout-root')!.hasAttribute('inert')).toBe(true);
    widget.resume(session({ provider: 'Avarda' }));
    expect(document.getElementById('avarda-checkout-root')!.hasAttribute('inert')).toBe(false);
    expect(calls.slice(3)).toEqual(['refreshForm']);
    // The refresh asks again with the same place: let through.
    changed({ zip: '41106', country: 'SE' }, instance);
    expect(calls.slice(4)).toEqual(['deliveryAddressChangedContinue']);
  });

  it('a completed purchase and a timed-out session become the checkout’s events', async () => {
    const { widget, options, instance, events } = avarda();
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    options().completedPurchaseCallback(instance);
    options().sessionTimedOutCallback(instance);
    expect(events).toEqual([
      { type: 'purchaseCompleted', reference: 'PF-100001' },
      { type: 'sessionExpired' },
    ]);
  });

  it('asks the checkout before Avarda charges (beforeSubmitCallback), and passes its answer on, once', async () => {
    const { widget, options, instance, calls, events } = avarda();
    await widget.mount(session({ provider: 'Avarda', purchaseJwt: 'jwt-1' }), context);
    options().beforeSubmitCallback({ zip: '11122', country: 'SE', email: 'a@example.se' }, instance);
    expect(events).toEqual([{ type: 'purchaseRequested' }]);
    expect(calls).toEqual([]);
    widget.answerPurchase!(false);
    widget.answerPurchase!(true);
    expect(calls).toEqual(['beforeSubmitAbort']);
    options().beforeSubmitCallback({ zip: '11122', country: 'SE', email: 'a@example.se' }, instance);
    widget.answerPurchase!(true);
    expect(calls).toEqual(['beforeSubmitAbort', 'beforeSubmitContinue']);
  });
});
