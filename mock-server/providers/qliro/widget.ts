import type { ProviderKit, Widget } from '../browser/types';

// QliroOne look-alike, served as /mock-providers/qliro/bootstrap.js after the kit. The order's HTML
// snippet (providers/qliro/snippet.ts) sets `window.qcoGlobal`, holds `#qliro-root` and loads
// this script, which boots from that configuration each time it loads: it renders into #qliro-root,
// defines `window.q1` and, once rendered, calls the page's `window.q1Ready(q1)`. `q1` is the frontend
// API of Qliro's documentation ("Listeners", "Update order"): lock, unlock, onOrderUpdated and the
// listeners below, nothing else. Amounts are in major units, as Qliro sends them. Self-contained:
// see ../browser/kit.ts.

export interface QliroCustomer {
  email: string;
  mobileNumber: string;
  address: { firstName: string; lastName: string; street: string; city: string; postalCode: string } | null;
}

export interface QliroOrder {
  totalPrice: number;
  orderItems: { merchantReference: string; pricePerItemIncVat: number; quantity: number }[];
}

export interface QliroOne {
  lock(): void;
  unlock(): void;
  /** After lock(): the checkout reads the updated order and calls back with it (maybe more than once). */
  onOrderUpdated(callback: ((order: QliroOrder) => void) | null): void;
  onCheckoutLoaded(callback: () => void): void;
  onCustomerInfoChanged(callback: (customer: QliroCustomer) => void): void;
  onCustomerDeauthenticating(callback: () => void): void;
  onPaymentMethodChanged(callback: (method: Record<string, unknown>) => void): void;
  onPaymentDeclined(callback: (declineReason: string, declineReasonMessage?: string) => void): void;
  onPaymentProcess(onStart: () => void, onEnd: () => void): void;
  onSessionExpired(callback: (() => void) | null): void;
  onShippingMethodChanged(callback: (shipping: Record<string, unknown>) => void): void;
  onShippingPriceChanged(callback: (newShippingPrice: number, newTotalShippingPrice: number) => void): void;
}

/** What the snippet's inline script leaves in `window.qcoGlobal` (the fields this look-alike reads). */
export interface QcoGlobal {
  auth: string;
  language: string;
  merchantConfirmationUrl: string;
}

export function qliroWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Host = Window & { qcoGlobal?: QcoGlobal; q1?: QliroOne; q1Ready?: (q1: QliroOne) => void };
  const host = win as unknown as Host;
  const config = host.qcoGlobal;
  const root = win.document.getElementById('qliro-root');
  if (!config || !root) {
    win.console.error('[qliro mock] bootstrap.js loaded without the snippet that configures it');
    return;
  }
  const token = String(config.auth).replace(/^Bearer\s+/, '');
  const callbacks: Record<string, ((...args: never[]) => void) | null> = {};
  let widget: Widget | null = null;
  let locked = false;

  function set(name: string, callback: unknown): void {
    callbacks[name] = typeof callback === 'function' ? (callback as (...args: never[]) => void) : null;
  }

  function fire(name: string, ...args: unknown[]): void {
    const callback = callbacks[name];
    if (!callback) return;
    try {
      (callback as (...values: unknown[]) => void)(...args);
    } catch (error) {
      win.console.error('[qliro mock] the ' + name + ' callback threw', error);
    }
  }

  const major = (minor: number) => Math.round(minor) / 100;

  // The page's q1Ready, once the checkout has rendered (also when it could only show that the
  // session is gone), so the listeners it registers hear what follows.
  let readyCalled = false;
  function callReady(): void {
    if (readyCalled || typeof host.q1Ready !== 'function') return;
    readyCalled = true;
    try {
      host.q1Ready(q1);
    } catch (error) {
      win.console.error('[qliro mock] q1Ready threw', error);
    }
  }

  const q1: QliroOne = {
    lock() {
      locked = true;
      if (widget) widget.suspend();
    },
    unlock() {
      locked = false;
      if (widget) void widget.resume();
    },
    onOrderUpdated(callback) {
      set('orderUpdated', callback);
      if (!callback || !widget) return;
      if (!locked) {
        win.console.warn('[qliro mock] onOrderUpdated requires q1.lock() to have been called first');
        return;
      }
      void widget.refresh().then((view) => {
        if (!view || callbacks.orderUpdated !== callback) return;
        fire('orderUpdated', {
          totalPrice: major(view.totals.grandTotal),
          orderItems: view.items.map((item) => ({
            merchantReference: item.productVariantId,
            pricePerItemIncVat: major(item.salePriceAmount),
            quantity: item.quantity,
          })),
        });
      });
    },
    onCheckoutLoaded: (callback) => set('checkoutLoaded', callback),
    onCustomerInfoChanged: (callback) => set('customerInfoChanged', callback),
    onCustomerDeauthenticating: (callback) => set('customerDeauthenticating', callback),
    onPaymentMethodChanged: (callback) => set('paymentMethodChanged', callback),
    onPaymentDeclined: (callback) => set('paymentDeclined', callback),
    onPaymentProcess(onStart, onEnd) {
      set('paymentStart', onStart);
      set('paymentEnd', onEnd);
    },
    onSessionExpired: (callback) => set('sessionExpired', callback),
    onShippingMethodChanged: (callback) => set('shippingMethodChanged', callback),
    onShippingPriceChanged: (callback) => set('shippingPriceChanged', callback),
  };

  host.q1 = q1;
  root.replaceChildren();
  widget = kit.mount({
    container: root,
    token,
    title: 'QliroOne Checkout',
    theme: { name: 'Qliro', accent: '#005c3c', accentText: '#ffffff' },
    language: config.language,
    notYou: true,
    hooks: {
      loaded: () => {
        callReady();
        fire('checkoutLoaded');
      },
      customerUpdated: (address) =>
        fire('customerInfoChanged', {
          email: address.email,
          mobileNumber: address.telephoneNumber,
          address: {
            firstName: address.givenName,
            lastName: address.familyName,
            street: address.address,
            city: address.city,
            postalCode: address.postalCode,
          },
        }),
      shippingUpdated: (_address, view) => {
        fire('shippingMethodChanged', { method: 'standard', price: major(view.totals.shippingTotal) });
        fire('shippingPriceChanged', major(view.totals.shippingTotal), major(view.totals.shippingTotal));
      },
      paymentStarted: () => fire('paymentStart'),
      paymentEnded: () => fire('paymentEnd'),
      // Qliro takes the shopper to the merchant's confirmation page itself.
      completed: () => win.location.assign(config.merchantConfirmationUrl),
      declined: (reason) => fire('paymentDeclined', 'Declined', reason),
      validationFailed: (failure) => fire('paymentDeclined', 'MerchantValidationFailed', failure.message),
      deauthenticating: () => fire('customerDeauthenticating'),
      expired: () => {
        callReady();
        fire('sessionExpired');
      },
    },
  });
}
