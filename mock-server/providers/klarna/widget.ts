import type { ProviderKit, Widget, WidgetAddress } from '../browser/types';

// Klarna Checkout (KCO) look-alike, served as /mock-providers/klarna/kco.js after the kit. The order's
// HTML snippet (providers/klarnaSnippet.ts) holds the container and an inline bootstrap that makes
// `window._klarnaCheckout` a queue, sets its `config` and injects this script, as Klarna's does. The
// script boots from that config each time the bootstrap injects it, renders into the config's
// container and replaces the queue with the client API Klarna documents ("Client-side events"):
// `_klarnaCheckout(function (api) { … })` with `api.suspend(options?)`, `api.resume()` and
// `api.on({ event: handler })`, nothing else. Self-contained: see ../browser/kit.ts.
//
// The mock's Klarna orders are opened with `options.require_client_validation` and
// `require_client_validation_callback_response`: when the shopper buys, the checkout fires
// `validation_callback` with a callback, and the purchase waits for the merchant's answer
// (`{ should_proceed }`) before Klarna processes it. Klarna's own refusal of the purchase (credit
// refused) is `can_not_complete_order`: the merchant must offer another way to pay.

/** `validation_callback`'s second argument: the merchant's answer to a purchase. */
export type KlarnaValidationAnswer = (result: { should_proceed: boolean; message?: string }) => void;
export type KlarnaHandler = (data: unknown, callback?: KlarnaValidationAnswer) => void;

export interface KlarnaSuspendOptions {
  autoResume?: { enabled?: boolean };
}

export interface KlarnaApi {
  suspend(options?: KlarnaSuspendOptions): void;
  resume(): void;
  /** One handler per event: a later `on` replaces the earlier handler of that event. */
  on(handlers: Record<string, KlarnaHandler>): void;
}

/** What the snippet's bootstrap leaves in `config` (the fields this look-alike reads). */
export interface KlarnaSnippetConfig {
  container: HTMLElement | null;
  ORDER_URL: string;
  LOCALE: string;
  PURCHASE_COUNTRY: string;
}

export function klarnaWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Callback = (api: KlarnaApi) => void;
  type Queue = ((...args: unknown[]) => void) & {
    q?: IArguments[] | unknown[][];
    config?: KlarnaSnippetConfig;
  };
  const host = win as unknown as Window & { _klarnaCheckout?: Queue };
  const booted = host._klarnaCheckout;
  const config = booted?.config;
  if (!booted || !config || !config.container) {
    win.console.error('[klarna mock] kco.js loaded without the snippet that configures it');
    return;
  }
  const container = config.container;
  // Klarna: "As a safe-guard a suspend will automatically resume after 10 sec".
  const AUTO_RESUME_MS = 10_000;
  const handlers: Record<string, KlarnaHandler> = {};
  let widget: Widget | null = null;
  let suspended = false;
  let autoResume: ReturnType<typeof setTimeout> | undefined;

  const country = (code: string) =>
    ({ SE: 'swe', NO: 'nor', FI: 'fin', DK: 'dnk', DE: 'deu', GB: 'gbr' })[code.toUpperCase()] ??
    code.toLowerCase();

  function fire(name: string, data: unknown): void {
    const handler = handlers[name];
    if (typeof handler !== 'function') return;
    try {
      handler(data);
    } catch (error) {
      win.console.error('[klarna mock] the ' + name + ' handler threw', error);
    }
  }

  // The address events' documented fields; the full address is the order's, at Klarna.
  function klarnaAddress(address: WidgetAddress): Record<string, unknown> {
    return {
      postal_code: address.postalCode,
      country: country(address.country),
      given_name: address.givenName,
      family_name: address.familyName,
      email: address.email,
    };
  }

  function resume(): void {
    clearTimeout(autoResume);
    autoResume = undefined;
    if (!suspended) return;
    suspended = false;
    if (widget && widget.isConnected()) void widget.resume();
  }

  const api: KlarnaApi = {
    suspend(options) {
      suspended = true;
      clearTimeout(autoResume);
      if (widget && widget.isConnected()) widget.suspend();
      const enabled = !(options && options.autoResume && options.autoResume.enabled === false);
      autoResume = enabled ? setTimeout(resume, AUTO_RESUME_MS) : undefined;
    },
    resume,
    on(more) {
      if (more && typeof more === 'object') Object.assign(handlers, more);
    },
  };

  const token = config.ORDER_URL.slice(config.ORDER_URL.lastIndexOf('/') + 1);
  container.replaceChildren();
  widget = kit.mount({
    container,
    token,
    title: 'Klarna Checkout',
    theme: { name: 'Klarna Checkout', accent: '#ffb3c7', accentText: '#17120f' },
    language: config.LOCALE,
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
        if (!previous || previous.totals.grandTotal !== view.totals.grandTotal)
          fire('order_total_change', { order_total: view.totals.grandTotal });
      },
      completed: () => fire('redirect_initiated', true),
      // Klarna's risk check said no: only another way to pay can complete the order.
      declined: () => fire('can_not_complete_order', {}),
      // The merchant's validation URL answered 303: Klarna takes the shop's page there.
      merchantRedirect: (location) => win.location.assign(location),
      // The merchant's answer before the purchase; without one it waits, as the order requires.
      beforeSubmit: (_address, _extras, proceed, abort) => {
        const handler = handlers.validation_callback;
        if (typeof handler !== 'function') return;
        let answered = false;
        try {
          handler({}, (result) => {
            if (answered) return;
            answered = true;
            if (result && result.should_proceed === true) proceed();
            else abort();
          });
        } catch (error) {
          win.console.error('[klarna mock] the validation_callback handler threw', error);
          abort();
        }
      },
      networkError: () => fire('network_error', {}),
      expired: () => fire('network_error', {}),
    },
  });

  // The bootstrap's queue: calls the page made before this script ran are answered now.
  const queued = Array.isArray(booted.q) ? booted.q : [];
  const live: Queue = (callback: unknown) => {
    if (typeof callback === 'function') (callback as Callback)(api);
  };
  live.config = config;
  host._klarnaCheckout = live;
  for (const args of queued) live(...Array.from(args as ArrayLike<unknown>));
}
