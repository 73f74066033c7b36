import type { ProviderKit, Widget } from './kit';

// Avarda Checkout 3 look-alike, served as /mock-providers/avarda/avarda-checkout.js after the kit:
// window.avardaCheckoutInit(options) renders into #rootElementId and returns the instance.
// Self-contained: see kit.ts.

export interface AvardaAddress {
  firstName: string;
  lastName: string;
  address1: string;
  zip: string;
  city: string;
  country: string;
}

export interface AvardaCustomer {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  zip: string;
  country: string;
}

export interface AvardaInstance {
  refreshForm(): void;
  unmount(): void;
  beforeSubmitContinue(): void;
  beforeSubmitAbort(): void;
}

export interface AvardaOptions {
  purchaseJwt: string;
  rootElementId: string;
  redirectUrl: string;
  styles?: Record<string, unknown>;
  disableFocus?: boolean;
  showB2Blink?: boolean;
  emailNewsletterSubscription?: 'checked' | 'unchecked' | 'hidden';
  enableRememberMe?: boolean;
  completedPurchaseCallback(instance: AvardaInstance): void;
  deliveryAddressChangedCallback(address: AvardaAddress, instance: AvardaInstance): void;
  customerUpdatedCallback?(customer: AvardaCustomer): void;
  sessionTimedOutCallback?(): void;
  beforeSubmitCallback?(
    data: AvardaCustomer & { address1: string; city: string; newsletter: boolean; rememberMe: boolean },
    instance: AvardaInstance,
  ): void;
}

export function avardaWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Host = Window & { avardaCheckoutInit?: (options: AvardaOptions) => AvardaInstance };
  const host = win as unknown as Host;
  const byRoot: Record<string, { widget: Widget; instance: AvardaInstance }> = {};

  /** The purchase id: a JWT's `purchaseId`/`publicToken`/`sub` claim, or the string itself. */
  function tokenOf(jwt: string): string {
    const parts = jwt.split('.');
    if (parts.length !== 3) return jwt;
    try {
      const json = win.atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
      const claims = JSON.parse(json) as Record<string, unknown>;
      const id = claims.purchaseId ?? claims.publicToken ?? claims.sub;
      return typeof id === 'string' && id !== '' ? id : jwt;
    } catch {
      return jwt;
    }
  }

  function call(name: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      win.console.error('[avarda mock] ' + name + ' threw', error);
    }
  }

  host.avardaCheckoutInit = (options: AvardaOptions): AvardaInstance => {
    if (!options || typeof options.purchaseJwt !== 'string' || options.purchaseJwt === '') {
      throw new Error('avardaCheckoutInit: purchaseJwt is required');
    }
    if (typeof options.rootElementId !== 'string' || options.rootElementId === '') {
      throw new Error('avardaCheckoutInit: rootElementId is required');
    }
    const root = win.document.getElementById(options.rootElementId);
    if (!root) throw new Error('avardaCheckoutInit: no element with id "' + options.rootElementId + '"');
    const previous = byRoot[options.rootElementId];
    if (previous) previous.instance.unmount();
    root.replaceChildren();

    let pending: { proceed: () => void; abort: () => void } | null = null;
    const instance: AvardaInstance = {
      refreshForm() {
        void widget.refresh();
      },
      unmount() {
        widget.unmount();
        if (byRoot[options.rootElementId] && byRoot[options.rootElementId]!.widget === widget) {
          delete byRoot[options.rootElementId];
        }
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
    };
    const widget = kit.mount({
      container: root,
      token: tokenOf(options.purchaseJwt),
      title: 'Avarda Checkout',
      theme: { name: 'Avarda Checkout', accent: '#0b5c55', accentText: '#ffffff' },
      newsletter: options.emailNewsletterSubscription ?? 'unchecked',
      rememberMe: !!options.enableRememberMe,
      b2bLink: !!options.showB2Blink,
      autofocus: !options.disableFocus,
      hooks: {
        customerUpdated: (address) => {
          const callback = options.customerUpdatedCallback;
          if (typeof callback === 'function') {
            call('customerUpdatedCallback', () =>
              callback({
                email: address.email,
                phone: address.telephoneNumber,
                firstName: address.givenName,
                lastName: address.familyName,
                zip: address.postalCode,
                country: address.country,
              }),
            );
          }
        },
        shippingUpdated: (address) => {
          const callback = options.deliveryAddressChangedCallback;
          if (typeof callback === 'function') {
            call('deliveryAddressChangedCallback', () =>
              callback(
                {
                  firstName: address.givenName,
                  lastName: address.familyName,
                  address1: address.address,
                  zip: address.postalCode,
                  city: address.city,
                  country: address.country,
                },
                instance,
              ),
            );
          }
        },
        completed: () => {
          const callback = options.completedPurchaseCallback;
          if (typeof callback === 'function') call('completedPurchaseCallback', () => callback(instance));
        },
        expired: () => {
          const callback = options.sessionTimedOutCallback;
          if (typeof callback === 'function') call('sessionTimedOutCallback', () => callback());
        },
        beforeSubmit: options.beforeSubmitCallback
          ? (address, extras, proceed, abort) => {
              pending = { proceed, abort };
              const callback = options.beforeSubmitCallback!;
              call('beforeSubmitCallback', () =>
                callback(
                  {
                    email: address.email,
                    phone: address.telephoneNumber,
                    firstName: address.givenName,
                    lastName: address.familyName,
                    address1: address.address,
                    zip: address.postalCode,
                    city: address.city,
                    country: address.country,
                    newsletter: extras.newsletter,
                    rememberMe: extras.rememberMe,
                  },
                  instance,
                ),
              );
            }
          : undefined,
      },
    });
    byRoot[options.rootElementId] = { widget, instance };
    return instance;
  };
}
