import type { ProviderKit, Widget } from '../browser/types';

// Walley Checkout look-alike, served as /mock-providers/walley/walley-checkout-loader.js after the
// kit. As Walley documents it ("Client API", "Client events"): the page writes the loader's tag
// with the checkout's `data-token` (and `data-lang`, `data-container-id`); each time it runs, the
// loader renders that token's checkout into the container (or right after its own tag) and keeps
// `window.walley.checkout.api` with `suspend(publicToken?)` and `resume(publicToken?)`, which
// without a token act on every checkout of the page. Events are CustomEvents on `document` that
// neither bubble nor cancel and carry no data. Self-contained: see ../browser/kit.ts.

export interface WalleyApi {
  suspend(publicToken?: string): void;
  resume(publicToken?: string): void;
}

export function walleyWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Host = Window & { walley?: { checkout?: { api?: WalleyApi } } };
  const host = win as unknown as Host;
  const doc = win.document;
  const own = doc.currentScript as HTMLScriptElement | null;
  const token = (own && own.getAttribute('data-token')) || '';
  if (!own || !token) {
    win.console.error('[walley mock] the loader needs its script tag with data-token');
    return;
  }
  const language = own.getAttribute('data-lang');
  const containerId = own.getAttribute('data-container-id');
  let container = containerId ? doc.getElementById(containerId) : null;
  if (!container) {
    container = doc.createElement('div');
    own.after(container);
  }
  let widget: Widget | null = null;

  function emit(name: string): void {
    doc.dispatchEvent(new win.CustomEvent(name, { bubbles: false, cancelable: false }));
  }

  const mine = (publicToken: string | undefined) =>
    (publicToken === undefined || publicToken === token) && !!widget && widget.isConnected();

  // Loaded again for another checkout: the API reaches this one and, through the earlier API, those before.
  const earlier = host.walley && host.walley.checkout && host.walley.checkout.api;
  const api: WalleyApi = {
    suspend(publicToken) {
      if (mine(publicToken)) widget!.suspend();
      if (earlier) earlier.suspend(publicToken);
    },
    resume(publicToken) {
      if (mine(publicToken)) void widget!.resume().then(() => emit('walleyCheckoutResumed'));
      if (earlier) earlier.resume(publicToken);
    },
  };
  host.walley = { ...host.walley, checkout: { ...(host.walley && host.walley.checkout), api } };

  container.replaceChildren();
  widget = kit.mount({
    container,
    token,
    title: 'Walley Checkout',
    theme: { name: 'Walley Checkout', accent: '#3d2663', accentText: '#ffffff' },
    language,
    newsletter: 'unchecked',
    hooks: {
      customerUpdated: () => emit('walleyCheckoutCustomerUpdated'),
      shippingUpdated: () => emit('walleyCheckoutShippingUpdated'),
      newsletterChanged: () => emit('walleyCheckoutCrmUpdated'),
      // Locked while a purchase is processed, unlocked after it, whatever its outcome.
      paymentStarted: () => emit('walleyCheckoutLocked'),
      paymentEnded: () => emit('walleyCheckoutUnlocked'),
      completed: () => emit('walleyCheckoutPurchaseCompleted'),
      validationFailed: () => emit('walleyCheckoutOrderValidationFailed'),
      declined: () => emit('walleyCheckoutPaymentAborted'),
      expired: () => emit('walleyCheckoutExpired'),
    },
  });
}
