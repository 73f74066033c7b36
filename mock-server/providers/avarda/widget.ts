import type { ProviderKit, Widget } from '../browser/types';

// Avarda Checkout 3 look-alike, served as /mock-providers/avarda/avarda-checkout.js after the kit.
// As Avarda documents it ("Handling checkout instance", "Delivery address changed", "Client-side
// validation", "Handling session timeout"): `window.avardaCheckoutInit(options)` renders the
// purchase of `purchaseJwt` into `#rootElementId` and returns the checkout instance. The form's
// settings (newsletter box, B2B link, remember me) are the purchase's, set by the merchant's backend
// and read here from the purchase JWT; options only choose callbacks. Passing a callback opts in.
// Self-contained: see ../browser/kit.ts.

export interface AvardaInstance {
  refreshForm(): void;
  unmount(): void;
  beforeSubmitContinue(): void;
  beforeSubmitAbort(): void;
  deliveryAddressChangedContinue(): void;
  purchaseId: string;
}

/** What deliveryAddressChangedCallback gets: where the goods go. */
export interface AvardaDeliveryAddress {
  zip: string;
  country: string;
}

export interface AvardaOptions {
  purchaseJwt: string;
  rootElementId: string;
  redirectUrl: string | (() => string);
  styles?: Record<string, unknown>;
  disableFocus?: boolean;
  completedPurchaseCallback?(instance: AvardaInstance): void;
  /** The page must answer with deliveryAddressChangedContinue() or refreshForm(); the form waits. */
  deliveryAddressChangedCallback?(address: AvardaDeliveryAddress, instance: AvardaInstance): void;
  sessionTimedOutCallback?(instance: AvardaInstance): void;
  beforeSubmitCallback?(
    payload: { zip: string; country: string; email: string; mode: 'B2C' | 'B2B'; purchaseId: string },
    instance: AvardaInstance,
  ): void;
}

export function avardaWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  /** The page's loader stub (Avarda's documented snippet): queued calls `q`, the instance's global `i`. */
  type Init = ((options: AvardaOptions) => AvardaInstance) & { q?: ArrayLike<unknown>[]; i?: unknown };
  type Host = Window & { avardaCheckoutInit?: Init } & Record<string, unknown>;
  type Setup = { emailNewsletterSubscription?: string; enableB2BLink?: boolean; enableRememberMe?: boolean };
  const host = win as unknown as Host;
  const byRoot: Record<string, AvardaInstance> = {};

  /** The purchase's claims: its id and its checkoutSetup. */
  function claimsOf(jwt: string): { purchaseId: string; setup: Setup } {
    const parts = jwt.split('.');
    try {
      const json = win.atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
      const claims = JSON.parse(json) as { purchaseId?: unknown; checkoutSetup?: Setup };
      if (typeof claims.purchaseId === 'string' && claims.purchaseId !== '') {
        return { purchaseId: claims.purchaseId, setup: claims.checkoutSetup || {} };
      }
    } catch {
      // Not one of Avarda's JWTs: the form says the session is gone.
    }
    return { purchaseId: jwt, setup: {} };
  }

  function call(name: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      win.console.error('[avarda mock] ' + name + ' threw', error);
    }
  }

  // What the page's loader stub queued and where it wants the instance, before this script replaces it.
  const stub = host.avardaCheckoutInit;
  const queued = stub && Array.isArray(stub.q) ? stub.q : [];
  const instanceGlobal = stub && typeof stub.i === 'string' && stub.i !== '' ? stub.i : 'avardaCheckout';

  function init(options: AvardaOptions): AvardaInstance {
    if (!options || typeof options.purchaseJwt !== 'string' || options.purchaseJwt === '') {
      throw new Error('avardaCheckoutInit: purchaseJwt is required');
    }
    if (typeof options.rootElementId !== 'string' || options.rootElementId === '') {
      throw new Error('avardaCheckoutInit: rootElementId is required');
    }
    const root = win.document.getElementById(options.rootElementId);
    if (!root) throw new Error('avardaCheckoutInit: no element with id "' + options.rootElementId + '"');
    const previous = byRoot[options.rootElementId];
    if (previous) previous.unmount();
    root.replaceChildren();
    const { purchaseId, setup } = claimsOf(options.purchaseJwt);

    let pending: { proceed: () => void; abort: () => void } | null = null;
    let awaitingDelivery = false;
    const newsletter = String(setup.emailNewsletterSubscription || 'Hidden').toLowerCase();

    /** Tells the page where the goods go and holds the form until it answers. */
    function deliveryChanged(zip: string, country: string): void {
      const callback = options.deliveryAddressChangedCallback;
      if (typeof callback !== 'function') return;
      awaitingDelivery = true;
      widget.suspend();
      call('deliveryAddressChangedCallback', () => callback({ zip, country }, instance));
    }

    const instance: AvardaInstance = {
      purchaseId,
      refreshForm() {
        awaitingDelivery = false;
        void widget.refresh().then((view) => {
          if (awaitingDelivery || !view) return;
          if (widget.isSuspended()) void widget.resume();
          const address = view.shippingAddress || view.billingAddress;
          // Avarda: the callback also fires when the form is refreshed.
          if (address && address.postalCode) deliveryChanged(address.postalCode, address.country);
        });
      },
      unmount() {
        widget.unmount();
        if (byRoot[options.rootElementId] === instance) delete byRoot[options.rootElementId];
      },
      beforeSubmitContinue() {
        const next = pending;
        pending = null;
        if (next) next.proceed();
      },
      beforeSubmitAbort() {
        const next = pending;
        pending = null;
        if (next) next.abort();
      },
      deliveryAddressChangedContinue() {
        if (!awaitingDelivery) return;
        awaitingDelivery = false;
        void widget.resume();
      },
    };
    const widget: Widget = kit.mount({
      container: root,
      token: purchaseId,
      title: 'Avarda Checkout',
      theme: { name: 'Avarda Checkout', accent: '#0b5c55', accentText: '#ffffff' },
      newsletter: newsletter === 'checked' || newsletter === 'unchecked' ? newsletter : 'hidden',
      rememberMe: setup.enableRememberMe === true,
      b2bLink: setup.enableB2BLink === true,
      autofocus: !options.disableFocus,
      hooks: {
        loaded: (_view, address) => {
          if (address.postalCode) deliveryChanged(address.postalCode, address.country);
        },
        shippingUpdated: (address) => deliveryChanged(address.postalCode, address.country),
        completed: () => {
          const callback = options.completedPurchaseCallback;
          if (typeof callback === 'function') call('completedPurchaseCallback', () => callback(instance));
        },
        expired: () => {
          const callback = options.sessionTimedOutCallback;
          if (typeof callback === 'function') call('sessionTimedOutCallback', () => callback(instance));
        },
        beforeSubmit: options.beforeSubmitCallback
          ? (address, _extras, proceed, abort) => {
              pending = { proceed, abort };
              const callback = options.beforeSubmitCallback!;
              call('beforeSubmitCallback', () =>
                callback(
                  {
                    zip: address.postalCode,
                    country: address.country,
                    email: address.email,
                    mode: 'B2C',
                    purchaseId,
                  },
                  instance,
                ),
              );
            }
          : undefined,
      },
    });
    byRoot[options.rootElementId] = instance;
    host[instanceGlobal] = instance;
    return instance;
  }

  host.avardaCheckoutInit = init;
  // The calls the stub queued, in order, as Avarda's main.js runs them once it loads.
  for (const args of queued) call('avardaCheckoutInit', () => init(args[0] as AvardaOptions));
}
