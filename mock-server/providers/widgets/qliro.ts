import type { ProviderKit, Widget } from './kit';

// QliroOne look-alike, served as /mock-providers/qliro/qliro-one.js after the kit. Renders every
// `#qliro-root[data-token]` of the page, now and whenever one is placed again, and hands its `q1` to
// window.q1Ready — the one there when it loads, and any the page sets later. Self-contained: see kit.ts.

export interface QliroCustomer {
  email: string;
  mobileNumber: string;
  firstName: string;
  lastName: string;
  address: { street: string; postalCode: string; city: string; countryCode: string };
}

export interface QliroOrder {
  reference: string;
  totalAmount: number;
  currencyCode: string;
}

export type QliroPaymentResult =
  { status: 'completed'; reference: string } | { status: 'failed' | 'declined' | 'refused' };

export interface QliroOne {
  lock(): void;
  unlock(): void;
  onCustomerInfoChanged(callback: (customer: QliroCustomer) => void): void;
  onOrderUpdated(callback: (order: QliroOrder) => void): void;
  onShippingMethodChanged(callback: (shipping: { postalCode: string; countryCode: string }) => void): void;
  onPaymentProcess(onStart: () => void, onEnd: (result: QliroPaymentResult) => void): void;
  onPaymentDeclined(callback: (reason: string) => void): void;
  onCustomerDeauthenticating(callback: () => void): void;
  onSessionExpired(callback: () => void): void;
  onValidationFailed(callback: (failure: { message: string }) => void): void;
}

export function qliroWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Ready = (q1: QliroOne) => void;
  type Host = Window & { q1Ready?: Ready; q1?: QliroOne; __mockQliroScan?: () => void };
  const host = win as unknown as Host;
  if (host.__mockQliroScan) {
    host.__mockQliroScan();
    return;
  }
  const SELECTOR = '#qliro-root[data-token]';
  // Every listener list, by the q1 method that adds to it.
  const listeners: Record<string, ((...args: never[]) => void)[]> = {};
  const widgets = new Map<HTMLElement, Widget>();
  let locked = false;

  function add(name: string, callback: unknown): void {
    if (typeof callback !== 'function') return;
    (listeners[name] = listeners[name] ?? []).push(callback as (...args: never[]) => void);
  }

  function fire(name: string, ...args: unknown[]): void {
    for (const callback of listeners[name] ?? []) {
      try {
        (callback as (...values: unknown[]) => void)(...args);
      } catch (error) {
        win.console.error('[qliro mock] a ' + name + ' callback threw', error);
      }
    }
  }

  function render(container: HTMLElement): void {
    container.replaceChildren();
    const widget = kit.mount({
      container,
      token: container.getAttribute('data-token') ?? '',
      title: 'QliroOne Checkout',
      theme: { name: 'Qliro', accent: '#005c3c', accentText: '#ffffff' },
      notYou: true,
      hooks: {
        customerUpdated: (address) =>
          fire('customer', {
            email: address.email,
            mobileNumber: address.telephoneNumber,
            firstName: address.givenName,
            lastName: address.familyName,
            address: {
              street: address.address,
              postalCode: address.postalCode,
              city: address.city,
              countryCode: address.country,
            },
          }),
        shippingUpdated: (address) =>
          fire('shipping', { postalCode: address.postalCode, countryCode: address.country }),
        orderUpdated: (view) =>
          fire('order', {
            reference: view.reference,
            totalAmount: view.totals.grandTotal,
            currencyCode: view.currencyCode,
          }),
        paymentStarted: () => fire('paymentStart'),
        paymentEnded: (result) => fire('paymentEnd', result),
        declined: (reason) => fire('declined', reason),
        validationFailed: (failure) => fire('validationFailed', { message: failure.message }),
        deauthenticating: () => fire('deauthenticating'),
        expired: () => fire('expired'),
      },
    });
    widgets.set(container, widget);
    if (locked) widget.suspend();
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

  const q1: QliroOne = {
    lock() {
      locked = true;
      for (const widget of widgets.values()) widget.suspend();
    },
    unlock() {
      locked = false;
      for (const widget of widgets.values()) void widget.resume();
    },
    onCustomerInfoChanged: (callback) => add('customer', callback),
    onOrderUpdated: (callback) => add('order', callback),
    onShippingMethodChanged: (callback) => add('shipping', callback),
    onPaymentProcess(onStart, onEnd) {
      add('paymentStart', onStart);
      add('paymentEnd', onEnd);
    },
    onPaymentDeclined: (callback) => add('declined', callback),
    onCustomerDeauthenticating: (callback) => add('deauthenticating', callback),
    onSessionExpired: (callback) => add('expired', callback),
    onValidationFailed: (callback) => add('validationFailed', callback),
  };

  // Each function the page hands over as q1Ready is called once, whenever it is set.
  const called: Ready[] = [];
  let ready: Ready | undefined = host.q1Ready;
  function callReady(): void {
    const current = ready;
    if (typeof current !== 'function' || called.indexOf(current) >= 0) return;
    called.push(current);
    try {
      current(q1);
    } catch (error) {
      win.console.error('[qliro mock] q1Ready threw', error);
    }
  }
  Object.defineProperty(host, 'q1Ready', {
    configurable: true,
    enumerable: true,
    get: () => ready,
    set(value: Ready | undefined) {
      ready = value;
      setTimeout(callReady, 0);
    },
  });
  host.q1 = q1;
  host.__mockQliroScan = scan;

  kit.whenBody(() => {
    scan();
    new win.MutationObserver(() => scan()).observe(win.document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-token'],
    });
    callReady();
  });
}
