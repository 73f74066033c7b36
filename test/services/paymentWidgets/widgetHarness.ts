import type { PaymentSession } from '../../../src/api/types';
import type { WidgetContext } from '../../../src/services/paymentWidgets/types';
import type { ScriptLoader } from '../../../src/services/scriptLoader';

// Each adapter drives its provider's client API; in these tests that API is a recording stand-in the
// "loaded script" puts on the window, so the tests see exactly what the checkout asks of it.

export type AnyWindow = Window & Record<string, unknown>;
export const win = window as unknown as AnyWindow;

/** A script loader that runs `onLoad` for a URL the first time it is loaded, like a script tag would. */
export function loaderRunning(onLoad: (src: string, attributes: Record<string, string>) => void) {
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

export const context: WidgetContext = {
  containerId: 'checkout-payment',
  languageCode: 'sv',
  countryCode: 'SE',
  confirmationUrl: 'http://shop.test/checkout/confirmation?provider=X',
  checkoutUrl: 'http://shop.test/checkout',
};

export const session = (overrides: Partial<PaymentSession>): PaymentSession => ({
  provider: 'KlarnaCheckout',
  publicToken: 'public-1',
  order: { reference: 'PF-100001', status: 'open', totalAmount: 1000, currencyCode: 'SEK' },
  ...overrides,
});

/** The checkout's payment container, fresh for each test; the providers' globals go after it. */
export function withContainer(globals: string[]): () => HTMLElement {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.id = context.containerId;
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    for (const key of globals) delete win[key];
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
  });
  return () => container;
}
