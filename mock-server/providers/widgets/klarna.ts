import type { ProviderKit, Widget, WidgetAddress } from './kit';

// Klarna Checkout (KCO) look-alike, served as /mock-providers/klarna/kco.js after the kit. Like the
// real one it renders every `#klarna-checkout-container[data-token]` of the page, now and whenever
// one is placed again, and hands `window._klarnaCheckout(callback)` its API. Self-contained: see kit.ts.

export interface KlarnaApi {
  suspend(): void;
  resume(): void;
  on(handlers: Record<string, (data: Record<string, unknown>) => void>): void;
}

export function klarnaWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Callback = (api: KlarnaApi) => void;
  type Host = Window & {
    _klarnaCheckout?: ((callback: Callback) => void) & { q?: Callback[] };
    __mockKlarnaScan?: () => void;
  };
  const host = win as unknown as Host;
  // Loaded twice: the first copy keeps the page.
  if (host.__mockKlarnaScan) {
    host.__mockKlarnaScan();
    return;
  }
  const SELECTOR = '#klarna-checkout-container[data-token]';
  const ALPHA3: Record<string, string> = { SE: 'swe', NO: 'nor', FI: 'fin', DK: 'dnk', DE: 'deu', GB: 'gbr' };
  const handlers: Record<string, (data: Record<string, unknown>) => void> = {};
  const widgets = new Map<HTMLElement, Widget>();
  let suspended = false;

  const country = (code: string) => ALPHA3[code.toUpperCase()] ?? code.toLowerCase();

  function fire(name: string, data: Record<string, unknown>): void {
    const handler = handlers[name];
    if (typeof handler !== 'function') return;
    try {
      handler(data);
    } catch (error) {
      win.console.error('[klarna mock] the ' + name + ' handler threw', error);
    }
  }

  function klarnaAddress(address: WidgetAddress): Record<string, unknown> {
    return {
      given_name: address.givenName,
      family_name: address.familyName,
      email: address.email,
      street_address: address.address,
      postal_code: address.postalCode,
      city: address.city,
      country: country(address.country),
      phone: address.telephoneNumber,
    };
  }

  function render(container: HTMLElement): void {
    const token = container.getAttribute('data-token') ?? '';
    container.replaceChildren();
    const widget = kit.mount({
      container,
      token,
      title: 'Klarna Checkout',
      theme: { name: 'Klarna Checkout', accent: '#ffb3c7', accentText: '#17120f' },
      phoneMandatory: container.getAttribute('data-phone-mandatory') === 'true',
      hooks: {
        loaded: (view, address) =>
          fire('load', {
            customer: { type: 'person' },
            shipping_address: { country: country(view.countryCode), postal_code: address.postalCode },
          }),
        customerUpdated: (address) => {
          fire('customer', { type: 'person' });
          fire('change', {
            email: address.email,
            postal_code: address.postalCode,
            country: country(address.country),
          });
          fire('billing_address_change', klarnaAddress(address));
        },
        shippingUpdated: (address) => fire('shipping_address_change', klarnaAddress(address)),
        orderUpdated: (view, previous) => {
          if (!previous || previous.totals.grandTotal !== view.totals.grandTotal) {
            fire('order_total_change', { order_total: view.totals.grandTotal });
          }
        },
        completed: (reference) => fire('redirect_initiated', { order_id: reference }),
        validationFailed: () => fire('can_not_complete_order', {}),
        networkError: () => fire('network_error', {}),
        expired: () => fire('network_error', {}),
      },
    });
    widgets.set(container, widget);
    if (suspended) widget.suspend();
  }

  function scan(): void {
    for (const [container, widget] of widgets) {
      const replaced = container.getAttribute('data-token') !== widget.token;
      if (!container.isConnected || replaced || !widget.isConnected()) {
        widget.unmount();
        widgets.delete(container);
      }
    }
    for (const container of Array.from(win.document.querySelectorAll<HTMLElement>(SELECTOR))) {
      if (!widgets.has(container)) render(container);
    }
  }

  const api: KlarnaApi = {
    suspend() {
      suspended = true;
      for (const widget of widgets.values()) widget.suspend();
    },
    resume() {
      suspended = false;
      for (const widget of widgets.values()) void widget.resume();
    },
    on(more) {
      if (more && typeof more === 'object') Object.assign(handlers, more);
    },
  };

  const queued = host._klarnaCheckout && Array.isArray(host._klarnaCheckout.q) ? host._klarnaCheckout.q : [];
  host._klarnaCheckout = (callback: Callback) => {
    if (typeof callback === 'function') callback(api);
  };
  host.__mockKlarnaScan = scan;
  for (const callback of queued) host._klarnaCheckout(callback);

  kit.whenBody(() => {
    scan();
    new win.MutationObserver(() => scan()).observe(win.document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-token'],
    });
  });
}
