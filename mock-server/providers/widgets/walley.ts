import type { ProviderKit, Widget } from './kit';

// Walley Checkout look-alike, served as /mock-providers/walley/walley-checkout-loader.js after the
// kit. The loader reads its own script tag (data-token, data-lang, data-container-id), renders into
// that element and again whenever the element is replaced, exposes window.walley.checkout.api and
// dispatches Walley's events on document. Self-contained: see kit.ts.

export interface WalleyApi {
  suspend(): void;
  resume(publicToken?: string): void;
}

export function walleyWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Host = Window & { walley?: { checkout?: { api?: WalleyApi; __mock?: true } } };
  const host = win as unknown as Host;
  const doc = win.document;
  const LOADER = 'walley-checkout-loader.js';
  const own =
    (doc.currentScript as HTMLScriptElement | null) ??
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-token]'))
      .filter((script) => script.src.indexOf(LOADER) >= 0)
      .pop() ??
    null;
  // Loaded twice: the first loader keeps the page; a new token goes through resume().
  if (host.walley && host.walley.checkout && host.walley.checkout.__mock && host.walley.checkout.api) {
    const again = own && own.getAttribute('data-token');
    if (again) host.walley.checkout.api.resume(again);
    return;
  }
  let token = (own && own.getAttribute('data-token')) || '';
  const language = own && own.getAttribute('data-lang');
  const containerId = (own && own.getAttribute('data-container-id')) || 'walley-checkout';
  let widget: Widget | null = null;
  let suspended = false;

  function emit(name: string, detail: Record<string, unknown> = {}): void {
    doc.dispatchEvent(new win.CustomEvent(name, { detail }));
  }

  function render(): void {
    const container = doc.getElementById(containerId);
    if (!container || !token) return;
    if (widget && widget.container === container && widget.isConnected()) return;
    if (widget) widget.unmount();
    container.replaceChildren();
    widget = kit.mount({
      container,
      token,
      title: 'Walley Checkout',
      theme: { name: 'Walley Checkout', accent: '#3d2663', accentText: '#ffffff' },
      language,
      newsletter: 'unchecked',
      hooks: {
        customerUpdated: (address) =>
          emit('walleyCheckoutCustomerUpdated', {
            email: address.email,
            postalCode: address.postalCode,
            countryCode: address.country,
          }),
        shippingUpdated: (address) =>
          emit('walleyCheckoutShippingUpdated', {
            postalCode: address.postalCode,
            countryCode: address.country,
          }),
        newsletterChanged: (checked) => emit('walleyCheckoutCrmUpdated', { newsletterSubscription: checked }),
        completed: (reference) => emit('walleyCheckoutPurchaseCompleted', { reference }),
        validationFailed: (failure) =>
          emit('walleyCheckoutOrderValidationFailed', { title: failure.title, message: failure.message }),
        declined: (reason) => emit('walleyCheckoutPaymentAborted', { reason }),
      },
    });
    if (suspended) widget.suspend();
  }

  const api: WalleyApi = {
    suspend() {
      suspended = true;
      if (widget) widget.suspend();
      emit('walleyCheckoutLocked');
    },
    resume(publicToken?: string) {
      suspended = false;
      if (typeof publicToken === 'string' && publicToken !== '') token = publicToken;
      emit('walleyCheckoutUnlocked');
      if (!widget || !widget.isConnected()) {
        render();
        if (widget) void widget.ready.then(() => emit('walleyCheckoutResumed'));
        return;
      }
      void widget.resume(token).then(() => emit('walleyCheckoutResumed'));
    },
  };
  host.walley = { ...host.walley, checkout: { ...(host.walley && host.walley.checkout), api, __mock: true } };

  kit.whenBody(() => {
    render();
    new win.MutationObserver(() => render()).observe(doc.body, { childList: true, subtree: true });
  });
}
