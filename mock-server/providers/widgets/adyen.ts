import type { ProviderKit, Widget } from './kit';

// Adyen Web Drop-in v5 look-alike (sessions flow), served as /mock-providers/adyen/adyen.js after the
// kit: window.AdyenCheckout(configuration) → Promise of a checkout; checkout.create('dropin').mount(…).
// The card payment runs a 3-D Secure challenge in the iframe. Self-contained: see kit.ts.

export interface AdyenSession {
  id: string;
  sessionData: string;
}

export interface AdyenError {
  name: 'ValidationFailed' | 'NetworkError' | 'SessionExpired';
  message: string;
}

export interface AdyenPaymentResult {
  resultCode: 'Authorised' | 'Refused';
  reference?: string;
  refusalReason?: string;
}

export interface AdyenDropin {
  mount(target: string | HTMLElement): AdyenDropin;
  unmount(): AdyenDropin;
  setStatus(status: 'loading' | 'ready' | 'success' | 'error', props?: { message?: string }): AdyenDropin;
  submit(): void;
}

export interface AdyenConfiguration {
  environment?: string;
  clientKey?: string;
  locale?: string;
  countryCode?: string;
  session: AdyenSession;
  onPaymentCompleted?(result: AdyenPaymentResult, component: AdyenDropin): void;
  onError?(error: AdyenError, component?: AdyenDropin): void;
  paymentMethodsConfiguration?: { card?: { hasHolderName?: boolean } };
  showPayButton?: boolean;
}

export interface AdyenCheckoutInstance {
  options: AdyenConfiguration;
  session: AdyenSession;
  create(type: 'dropin', options?: { showPayButton?: boolean }): AdyenDropin;
  update(options?: { session?: AdyenSession }): Promise<AdyenCheckoutInstance>;
}

export function adyenWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  type Host = Window & {
    AdyenCheckout?: (configuration: AdyenConfiguration) => Promise<AdyenCheckoutInstance>;
  };
  const host = win as unknown as Host;
  const MESSAGES = {
    sv: { error: 'Något gick fel. Försök igen.', success: 'Betalningen är genomförd.' },
    en: { error: 'Something went wrong. Please try again.', success: 'Payment successful.' },
  };

  function failure(name: AdyenError['name'], message: string): AdyenError & Error {
    const error = new Error(message) as AdyenError & Error;
    error.name = name;
    return error;
  }

  host.AdyenCheckout = function AdyenCheckout(
    configuration: AdyenConfiguration,
  ): Promise<AdyenCheckoutInstance> {
    if (!configuration || !configuration.session || typeof configuration.session.id !== 'string') {
      return Promise.reject(
        new Error('AdyenCheckout: configuration.session { id, sessionData } is required'),
      );
    }
    let session = configuration.session;
    const dropins: { dropin: AdyenDropin; widget: () => Widget | null }[] = [];

    function report(error: AdyenError, component?: AdyenDropin): void {
      if (typeof configuration.onError !== 'function') return;
      try {
        configuration.onError(error, component);
      } catch (thrown) {
        win.console.error('[adyen mock] onError threw', thrown);
      }
    }

    function createDropin(createOptions: { showPayButton?: boolean } = {}): AdyenDropin {
      let widget: Widget | null = null;
      const messages = () => {
        const view = widget && widget.view();
        return MESSAGES[
          kit.language(configuration.locale) ?? kit.language(view && view.languageCode) ?? 'en'
        ];
      };
      const dropin: AdyenDropin = {
        mount(target) {
          const element =
            typeof target === 'string'
              ? win.document.querySelector<HTMLElement>(target)
              : (target as HTMLElement | null);
          if (!element)
            throw new Error('Component could not mount. Root node was not found: ' + String(target));
          if (widget) widget.unmount();
          element.replaceChildren();
          const card =
            configuration.paymentMethodsConfiguration && configuration.paymentMethodsConfiguration.card;
          widget = kit.mount({
            container: element,
            token: session.id,
            title: 'Adyen Drop-in',
            theme: { name: 'Adyen', accent: '#00112c', accentText: '#ffffff' },
            language: configuration.locale,
            card: { holderName: !card || card.hasHolderName !== false },
            payLabel: 'pay',
            showPayButton: configuration.showPayButton !== false && createOptions.showPayButton !== false,
            hooks: {
              completed: (reference) => {
                if (typeof configuration.onPaymentCompleted === 'function') {
                  configuration.onPaymentCompleted({ resultCode: 'Authorised', reference }, dropin);
                }
              },
              refused: (result) => {
                if (typeof configuration.onPaymentCompleted === 'function') {
                  configuration.onPaymentCompleted(
                    { resultCode: 'Refused', refusalReason: result.refusalReason ?? 'Refused' },
                    dropin,
                  );
                }
              },
              validationFailed: (validation) =>
                report({ name: 'ValidationFailed', message: validation.message }, dropin),
              networkError: (message) => report({ name: 'NetworkError', message }, dropin),
              expired: () =>
                report({ name: 'SessionExpired', message: 'The payment session has expired' }, dropin),
            },
          });
          return dropin;
        },
        unmount() {
          if (widget) widget.unmount();
          widget = null;
          return dropin;
        },
        setStatus(status, props) {
          if (!widget) return dropin;
          const message = props && typeof props.message === 'string' ? props.message : null;
          if (status === 'loading') widget.suspend();
          else if (status === 'ready') {
            widget.notice(null);
            if (widget.isSuspended()) void widget.resume();
          } else if (status === 'success') widget.notice(message ?? messages().success, 'success');
          else if (status === 'error') {
            if (widget.isSuspended()) void widget.resume();
            widget.notice(message ?? messages().error, 'error');
          }
          return dropin;
        },
        submit() {
          if (widget) widget.submit();
        },
      };
      dropins.push({ dropin, widget: () => widget });
      return dropin;
    }

    const checkout: AdyenCheckoutInstance = {
      options: configuration,
      get session() {
        return session;
      },
      create(type, createOptions) {
        if (type !== 'dropin') throw new Error('The mock AdyenCheckout offers only the "dropin" component');
        return createDropin(createOptions);
      },
      update(options) {
        if (options && options.session && typeof options.session.id === 'string') session = options.session;
        const mounted = dropins.map((entry) => entry.widget()).filter((widget): widget is Widget => !!widget);
        if (mounted.length === 0) {
          return kit.session(session.id).then(() => checkout);
        }
        return Promise.all(mounted.map((widget) => widget.refresh(session.id))).then(() => checkout);
      },
    };

    return kit.session(session.id).then(
      (answer) => {
        if (answer.status === 200) return checkout;
        const error =
          answer.status === 404
            ? failure('SessionExpired', 'The payment session has expired')
            : failure('NetworkError', 'The payment session could not be loaded (HTTP ' + answer.status + ')');
        report(error);
        throw error;
      },
      () => {
        const error = failure('NetworkError', 'The payment session could not be loaded');
        report(error);
        throw error;
      },
    );
  };
}
