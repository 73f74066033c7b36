import type { CoreConfiguration, DropinConfiguration } from '@adyen/adyen-web';
import { adyenStyleUrl, createAdyenWidget } from '../../../src/services/paymentWidgets/adyen';
import type { PaymentEvent } from '../../../src/services/paymentWidgets/types';
import { win, loaderRunning, context, session, withContainer } from './widgetHarness';

const container = withContainer(['AdyenWeb']);

const FIRST = { id: 'CS1000SEK.public-1', sessionData: 'data-1' };
const SECOND = { id: 'CS3390SEK.public-1', sessionData: 'data-2' };
const adyenSession = (adyen = FIRST) => session({ provider: 'Adyen', adyenSession: adyen });

/** Adyen's AdyenCheckoutError, as the script's errors are: an Error with one of the documented names. */
const adyenError = (name: string, message: string) => Object.assign(new Error(message), { name });

interface Gate {
  open(): void;
  fail(error: Error): void;
}

/**
 * A recording window.AdyenWeb: AdyenCheckout resolves a checkout named by its session id (or, with
 * `gated`, when the test opens the gate); `new Dropin(checkout, options)` gets a number.
 */
function adyenWeb({ gated = false } = {}) {
  const calls: string[] = [];
  const configurations: CoreConfiguration[] = [];
  const dropinOptions: DropinConfiguration[] = [];
  const gates: Gate[] = [];
  let failure: Error | null = null;
  let dropins = 0;
  const { loader, loads } = loaderRunning(() => {
    win.AdyenWeb = {
      AdyenCheckout(configuration: CoreConfiguration) {
        configurations.push(configuration);
        calls.push(`AdyenCheckout ${configuration.session?.id}`);
        const checkout = { id: configuration.session?.id };
        // As Adyen Web does when the session setup fails: onError, then the rejection.
        const fail = (error: Error) => {
          configuration.onError?.(error as never);
          return Promise.reject(error);
        };
        if (failure) return fail(failure);
        if (!gated) return Promise.resolve(checkout);
        return new Promise((resolve, reject) =>
          gates.push({
            open: () => resolve(checkout),
            fail: (error) => void fail(error).catch(reject),
          }),
        );
      },
      Dropin: class {
        readonly n = ++dropins;
        constructor(checkout: { id: string }, options: DropinConfiguration) {
          calls.push(`new Dropin #${this.n} ${checkout.id}`);
          dropinOptions.push(options);
        }
        mount(target: HTMLElement) {
          calls.push(`mount #${this.n} ${target.id}`);
          return this;
        }
        setStatus(status: string) {
          calls.push(`setStatus #${this.n} ${status}`);
          return this;
        }
        unmount() {
          calls.push(`unmount #${this.n}`);
          return this;
        }
      },
    };
  });
  const widget = createAdyenWidget(
    loader,
    { scriptUrl: '/adyen.js', clientKey: 'test_key', environment: 'test' },
    win,
  );
  const events: PaymentEvent[] = [];
  widget.subscribe((event) => events.push(event));
  return {
    widget,
    calls,
    loads,
    events,
    configurations,
    dropinOptions,
    gates,
    failNextSetup: (error: Error) => (failure = error),
    /** The configuration's callbacks, as the script calls them. */
    callbacks: () => configurations.at(-1)!,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Adyen Web 6 Drop-in', () => {
  it('loads the script once, sets the session up with AdyenCheckout and mounts a Dropin in its root; a second mount resumes', async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    expect(adyen.loads.map((load) => load.src)).toEqual(['/adyen.js']);
    expect(adyen.configurations).toEqual([
      {
        environment: 'test',
        clientKey: 'test_key',
        locale: 'sv-SE',
        countryCode: 'SE',
        session: FIRST,
        onPaymentCompleted: expect.any(Function),
        onPaymentFailed: expect.any(Function),
        onError: expect.any(Function),
      },
    ]);
    // The shop's merchant check wants the holder's name, which Adyen's card form leaves out by default.
    expect(adyen.dropinOptions).toEqual([
      { paymentMethodsConfiguration: { card: { hasHolderName: true, holderNameRequired: true } } },
    ]);
    expect(container().firstElementChild?.id).toBe('adyen-dropin-root');
    // Adyen's styles beside its script, linked once however often the Drop-in mounts.
    const stylesheets = () =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(stylesheets()).toEqual(['/adyen.css']);

    await adyen.widget.mount(adyenSession(), context);
    expect(stylesheets()).toEqual(['/adyen.css']);
    expect(adyen.calls).toEqual([
      `AdyenCheckout ${FIRST.id}`,
      `new Dropin #1 ${FIRST.id}`,
      'mount #1 adyen-dropin-root',
      'setStatus #1 ready',
    ]);
    expect(adyen.events).toEqual([{ type: 'resumed' }]);
  });

  it("suspend holds the Drop-in with setStatus('loading'); resuming the same session only lets it go on", async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    adyen.widget.suspend();
    adyen.widget.resume(adyenSession());
    await settle();
    expect(adyen.calls.slice(3)).toEqual(['setStatus #1 loading', 'setStatus #1 ready']);
    expect(adyen.events).toEqual([{ type: 'resumed' }]);
  });

  it('resuming with a new session (a new total) makes a new checkout and Drop-in in the same root, then lets it go on', async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    adyen.widget.suspend();
    adyen.widget.resume(adyenSession(SECOND));
    await settle();
    expect(adyen.calls.slice(3)).toEqual([
      'setStatus #1 loading',
      `AdyenCheckout ${SECOND.id}`,
      'unmount #1',
      `new Dropin #2 ${SECOND.id}`,
      'mount #2 adyen-dropin-root',
      'setStatus #2 ready',
    ]);
    expect(adyen.configurations[1]).toMatchObject({ session: SECOND, locale: 'sv-SE', countryCode: 'SE' });
    expect(adyen.events).toEqual([{ type: 'resumed' }]);
  });

  it('maps the callbacks: completed → purchaseCompleted without a reference; Refused → paymentAborted, and the backend is asked why', async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    const { onPaymentCompleted, onPaymentFailed } = adyen.callbacks();
    onPaymentCompleted!({ resultCode: 'Authorised', sessionData: 's', sessionResult: 'r' });
    onPaymentCompleted!({ resultCode: 'Received', sessionData: 's', sessionResult: 'r' });
    onPaymentFailed!({ resultCode: 'Refused', sessionData: 's', sessionResult: 'r' });
    expect(adyen.events).toEqual([
      { type: 'purchaseCompleted', reference: null },
      { type: 'purchaseCompleted', reference: null },
      { type: 'paymentAborted', message: 'Refused' },
      { type: 'orderValidationFailed', message: 'Refused' },
    ]);
  });

  it('onError by name: CANCEL (an overlay closed) says nothing, any other aborts; a failed call’s error in onPaymentFailed is not told twice', async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    const { onError, onPaymentFailed } = adyen.callbacks();
    onError!(adyenError('CANCEL', 'closed') as never);
    const network = adyenError('NETWORK_ERROR', 'Service is not available');
    onError!(network as never);
    onPaymentFailed!(network as never);
    onError!(adyenError('IMPLEMENTATION_ERROR', 'bad') as never);
    expect(adyen.events).toEqual([
      { type: 'paymentAborted', message: 'Service is not available' },
      { type: 'paymentAborted', message: 'bad' },
    ]);
  });

  it('a session Adyen cannot set up fails the mount (the checkout shows it), and onError does not tell it again', async () => {
    const adyen = adyenWeb();
    adyen.failNextSetup(adyenError('NETWORK_ERROR', 'session not found'));
    await expect(adyen.widget.mount(adyenSession(), context)).rejects.toThrow('session not found');
    expect(adyen.events).toEqual([]);
    expect(adyen.calls).toEqual([`AdyenCheckout ${FIRST.id}`]);
  });

  it('a new session that cannot be set up on resume leaves the held Drop-in held and tells the shopper', async () => {
    const adyen = adyenWeb();
    await adyen.widget.mount(adyenSession(), context);
    adyen.widget.suspend();
    adyen.failNextSetup(adyenError('NETWORK_ERROR', 'Service is not available'));
    adyen.widget.resume(adyenSession(SECOND));
    await settle();
    expect(adyen.calls.slice(3)).toEqual(['setStatus #1 loading', `AdyenCheckout ${SECOND.id}`]);
    expect(adyen.events).toEqual([{ type: 'paymentAborted', message: 'Service is not available' }]);
  });

  it('a resume still waiting for Adyen gives way to a suspend that came meanwhile; the next resume finishes', async () => {
    const adyen = adyenWeb({ gated: true });
    const mounted = adyen.widget.mount(adyenSession(), context);
    await settle();
    adyen.gates[0]!.open();
    await mounted;
    adyen.widget.suspend();
    adyen.widget.resume(adyenSession(SECOND));
    await settle();
    adyen.widget.suspend();
    adyen.gates[1]!.open();
    await settle();
    expect(adyen.calls.slice(3)).toEqual([
      'setStatus #1 loading',
      `AdyenCheckout ${SECOND.id}`,
      'setStatus #1 loading',
    ]);
    expect(adyen.events).toEqual([]);

    adyen.widget.resume(adyenSession(SECOND));
    await settle();
    adyen.gates[2]!.open();
    await settle();
    expect(adyen.calls.slice(6)).toEqual([
      `AdyenCheckout ${SECOND.id}`,
      'unmount #1',
      `new Dropin #2 ${SECOND.id}`,
      'mount #2 adyen-dropin-root',
      'setStatus #2 ready',
    ]);
    expect(adyen.events).toEqual([{ type: 'resumed' }]);
  });

  it('refuses an environment Adyen does not have', async () => {
    const { loader } = loaderRunning(() => undefined);
    const widget = createAdyenWidget(
      loader,
      { scriptUrl: '/adyen.js', clientKey: 'k', environment: 'staging' },
      win,
    );
    win.AdyenWeb = { AdyenCheckout: jest.fn(), Dropin: jest.fn() };
    await expect(widget.mount(adyenSession(), context)).rejects.toThrow(
      /Unknown Adyen environment 'staging'/,
    );
  });

  it("finds Adyen's stylesheet beside its script, as on Adyen's CDN; none beside another script", () => {
    expect(
      adyenStyleUrl('https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/sdk/6.45.2/adyen.js'),
    ).toBe('https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/sdk/6.45.2/adyen.css');
    expect(adyenStyleUrl('http://checkoutshopper-cdn.adyen.localhost:5173/mock-providers/adyen/adyen.js?v=6')).toBe(
      'http://checkoutshopper-cdn.adyen.localhost:5173/mock-providers/adyen/adyen.css?v=6',
    );
    expect(adyenStyleUrl('https://cdn.example.com/checkout/drop-in.js')).toBeNull();
  });
});
