import type {
  AdyenAmount,
  AdyenCardPaymentMethod,
  AdyenPaymentDetailsRequest,
  AdyenPaymentResponse,
  AdyenPaymentsRequest,
  AdyenRedirectAction,
  AdyenSetupRequest,
  AdyenSetupResponse,
  AdyenThreeDS2ChallengeAction,
  AdyenThreeDSResultPayload,
  ThreeDSChallengeResultMessage,
} from './types';
import type { CardDetails, CardOutcome, ProviderKit, RedirectMethod, Widget } from '../browser/types';
import { mockProviderOrigin } from '../../../shared/mockProviderOrigin';

// Adyen Web 6 look-alike (Drop-in, sessions flow), served as /mock-providers/adyen/adyen.js after the
// kit. Like Adyen's script build it defines `window.AdyenWeb = { AdyenCheckout, Dropin }` and nothing
// else. `await AdyenCheckout({ session, clientKey, … })` sets the session up (POST
// {loadingContext}v1/sessions/{id}/setup?clientKey=…), `new Dropin(checkout, options).mount(el)` renders
// the form, whose pay button calls …/payments and, after the 3-D Secure challenge, …/paymentDetails.
// Outcomes reach the merchant only as Adyen's do: onPaymentCompleted / onPaymentFailed with
// { resultCode, sessionData, sessionResult }, onError with an AdyenCheckoutError. Self-contained: see ../browser/kit.ts.

/** AdyenCheckoutError's names (Adyen Web 6, core/Errors/AdyenCheckoutError). */
export type AdyenErrorName =
  'NETWORK_ERROR' | 'CANCEL' | 'IMPLEMENTATION_ERROR' | 'API_ERROR' | 'ERROR' | 'SCRIPT_ERROR' | 'SDK_ERROR';

export interface AdyenCheckoutErrorLike extends Error {
  name: AdyenErrorName;
  cause: unknown;
  options: { cause?: unknown; code?: string };
}

/** What the sessions flow hands onPaymentCompleted and onPaymentFailed. */
export interface AdyenSessionResult {
  resultCode: string;
  sessionData: string;
  sessionResult: string;
}

export interface AdyenConfiguration {
  session?: { id: string; sessionData?: string };
  environment?: string;
  clientKey?: string;
  locale?: string;
  countryCode?: string;
  amount?: AdyenAmount;
  showPayButton?: boolean;
  onPaymentCompleted?(result: AdyenSessionResult, component?: AdyenDropin): void;
  /** A refused result; or, after onError, the error of a failed payment call (as Adyen Web does). */
  onPaymentFailed?(result?: AdyenSessionResult | AdyenCheckoutErrorLike, component?: AdyenDropin): void;
  onError?(error: AdyenCheckoutErrorLike, component?: AdyenDropin): void;
  /** Before the page goes to a redirect method's site: `resolve` lets it go, `reject` keeps it. */
  beforeRedirect?(resolve: () => void, reject: () => void, action: { url: string; method: string }): void;
}

export interface AdyenDropinOptions {
  paymentMethodsConfiguration?: { card?: { hasHolderName?: boolean; holderNameRequired?: boolean } };
  showPayButton?: boolean;
  onReady?(): void;
}

export interface AdyenCore {
  update(
    props?: Partial<Omit<AdyenConfiguration, 'session'>>,
    options?: { shouldReinitializeCheckout?: boolean },
  ): Promise<AdyenCore>;
  remove(component: AdyenDropin): AdyenCore;
}

export type AdyenStatus = 'loading' | 'ready' | 'success' | 'error';

export interface AdyenDropin {
  mount(target: string | HTMLElement): AdyenDropin;
  unmount(): AdyenDropin;
  remove(): void;
  submit(): void;
  setStatus(status: AdyenStatus, props?: { message?: string }): AdyenDropin;
}

export interface AdyenWebGlobal {
  AdyenCheckout(configuration: AdyenConfiguration): Promise<AdyenCore>;
  Dropin: new (checkout: AdyenCore, options?: AdyenDropinOptions) => AdyenDropin;
}

export function adyenWidget(win: Window & typeof globalThis, kit: ProviderKit): void {
  // The mock serves Adyen's API beside the form kit's server (…/mock-providers/adyen/api).
  const LOADING_CONTEXT = kit.api.replace(/\/api$/, '') + '/checkoutshopper/';
  /** The redirect methods the look-alike's Drop-in can show (Adyen's Trustly component). */
  const REDIRECT_METHODS = ['trustly'];
  /** onPaymentFailed's result codes; any other result without an action is a completed payment. */
  const FAILED = ['Cancelled', 'Error', 'Refused'];
  /** What Adyen Web keeps of an answer (sanitizeResponse); it warns about anything else. */
  const KEPT = [
    'action',
    'resultCode',
    'sessionData',
    'order',
    'sessionResult',
    'donationToken',
    'error',
    'askDonation',
  ];
  const MESSAGES = {
    sv: {
      error: 'Något gick fel. Försök igen.',
      success: 'Betalningen är genomförd.',
      challenge: 'Verifiering hos din bank (3-D Secure)',
    },
    en: {
      error: 'Something went wrong. Please try again.',
      success: 'Payment successful.',
      challenge: 'Verification with your bank (3-D Secure)',
    },
  };

  interface CoreState {
    configuration: AdyenConfiguration;
    session: { id: string; sessionData: string };
    clientKey: string;
    countryCode: string;
    locale: string;
    dropins: AdyenDropin[];
    /** The session's methods beside the card that pay on their own site (setup's paymentMethods). */
    redirectMethods: RedirectMethod[];
  }
  interface DropinState {
    core: CoreState;
    checkout: AdyenCore;
    options: AdyenDropinOptions;
    widget: Widget | null;
    /** Where the Drop-in is mounted: the challenge's frame goes there too. */
    element: HTMLElement | null;
    /** The 3-D Secure challenge on the page, while one runs. */
    challenge: { cancel(): void } | null;
  }
  type Result = Record<string, unknown>;

  const cores = new WeakMap<object, CoreState>();
  const dropins = new WeakMap<object, DropinState>();
  /** The HTTP status of a failed call, for the form's message (AdyenCheckoutError has no field for it). */
  const statuses = new WeakMap<object, number>();

  function checkoutError(
    name: AdyenErrorName,
    message: string,
    options: { cause?: unknown; code?: string } = {},
  ): AdyenCheckoutErrorLike {
    const error = new Error(message) as AdyenCheckoutErrorLike;
    error.name = name;
    error.options = options;
    error.cause = options.cause;
    return error;
  }

  function guarded(name: string, run: () => void): void {
    try {
      run();
    } catch (thrown) {
      win.console.error('[adyen mock] ' + name + ' threw', thrown);
    }
  }

  function reportError(core: CoreState, error: AdyenCheckoutErrorLike, component?: AdyenDropin): void {
    const onError = core.configuration.onError;
    if (typeof onError !== 'function') return;
    guarded('onError', () => (component ? onError(error, component) : onError(error)));
  }

  function browserInfo() {
    const screen = win.screen;
    return {
      acceptHeader: '*/*',
      colorDepth: screen ? screen.colorDepth : 24,
      language: win.navigator.language,
      javaEnabled: false,
      screenHeight: screen ? screen.height : 0,
      screenWidth: screen ? screen.width : 0,
      userAgent: win.navigator.userAgent,
      timeZoneOffset: new Date().getTimezoneOffset(),
    };
  }

  /** POST {loadingContext}v1/sessions/{id}{path}?clientKey=… with the latest sessionData, as Adyen Web calls. */
  function call<T>(core: CoreState, path: string, body: object, code?: string): Promise<T> {
    const url =
      LOADING_CONTEXT +
      'v1/sessions/' +
      encodeURIComponent(core.session.id) +
      path +
      '?clientKey=' +
      encodeURIComponent(core.clientKey);
    const init: RequestInit = {
      method: 'POST',
      mode: 'cors',
      credentials: 'same-origin',
      headers: { Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionData: core.session.sessionData, ...body }),
    };
    if (typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function') {
      init.signal = AbortSignal.timeout(60000);
    }
    return win.fetch(url, init).then(
      (response) =>
        response.text().then((text) => {
          let parsed: Result | null = null;
          try {
            parsed = text ? (JSON.parse(text) as Result) : null;
          } catch {
            parsed = null;
          }
          if (response.ok && parsed) {
            // Each answer's sessionData replaces the one the Drop-in holds.
            if (typeof parsed.sessionData === 'string') core.session.sessionData = parsed.sessionData;
            return parsed as T;
          }
          const adyenShaped = !!(
            parsed &&
            parsed.errorCode &&
            parsed.errorType &&
            parsed.message &&
            parsed.status
          );
          const error = checkoutError(
            'NETWORK_ERROR',
            adyenShaped ? String(parsed!.message) : 'Service at ' + url + ' is not available',
            { cause: parsed, ...(code ? { code } : {}) },
          );
          statuses.set(error, response.status);
          throw error;
        }),
      (failure: unknown) => {
        throw checkoutError('NETWORK_ERROR', 'Call to ' + url + ' failed. Error= ' + String(failure), {
          cause: failure,
          ...(code ? { code } : {}),
        });
      },
    );
  }

  /** The session set up (again): AdyenCheckout and update() do it; a failure goes to onError too. */
  function setup(core: CoreState): Promise<void> {
    const body: Omit<AdyenSetupRequest, 'sessionData'> = { browserInfo: browserInfo() };
    return call<AdyenSetupResponse>(core, '/setup', body).then(
      (answer) => {
        core.countryCode = core.configuration.countryCode || answer.countryCode;
        core.locale = core.configuration.locale || answer.shopperLocale;
        const methods = (answer.paymentMethods && answer.paymentMethods.paymentMethods) || [];
        core.redirectMethods = methods
          .filter((method) => REDIRECT_METHODS.indexOf(method.type) >= 0)
          .map((method) => ({ type: method.type, name: method.name }));
      },
      (error: AdyenCheckoutErrorLike) => {
        reportError(core, error);
        throw error;
      },
    );
  }

  function coreOf(configuration: AdyenConfiguration): CoreState {
    const session = configuration.session;
    if (!session) {
      throw checkoutError(
        'IMPLEMENTATION_ERROR',
        'The mock Drop-in runs the sessions flow only: configuration.session { id, sessionData } is required',
      );
    }
    if (!session.id) throw checkoutError('IMPLEMENTATION_ERROR', 'Invalid session');
    if (!configuration.clientKey) throw new Error('No clientKey available');
    const environment = String(configuration.environment || 'test').toLowerCase();
    const prefix = configuration.clientKey.substring(0, 4);
    if ((prefix === 'test' || prefix === 'live') && environment.indexOf(prefix) !== 0) {
      throw checkoutError(
        'IMPLEMENTATION_ERROR',
        'Error: you are using a ' + prefix + ' clientKey against the ' + environment + ' environment',
      );
    }
    return {
      configuration,
      session: { id: session.id, sessionData: session.sessionData || '' },
      clientKey: configuration.clientKey,
      countryCode: configuration.countryCode || '',
      locale: configuration.locale || '',
      dropins: [],
      redirectMethods: [],
    };
  }

  function AdyenCheckout(configuration: AdyenConfiguration): Promise<AdyenCore> {
    let core: CoreState;
    try {
      core = coreOf(configuration || {});
    } catch (error) {
      return Promise.reject(error);
    }
    const checkout: AdyenCore = {
      update(props, options) {
        const given = props || {};
        if (options && options.shouldReinitializeCheckout === false) {
          // Adyen then changes only the amount its components display; the form shows the order's
          // own totals, and the session still charges its own amount.
          return Promise.resolve(checkout);
        }
        // A checkout keeps the session it was made with: this sets that one up again.
        core.configuration = { ...core.configuration, ...given, session: core.configuration.session };
        return setup(core)
          .then(() =>
            Promise.all(
              core.dropins.map((dropin) => {
                const widget = stateOf(dropin).widget;
                return widget ? widget.refresh() : null;
              }),
            ),
          )
          .then(() => checkout);
      },
      remove(component) {
        component.unmount();
        core.dropins = core.dropins.filter((dropin) => dropin !== component);
        return checkout;
      },
    };
    cores.set(checkout, core);
    return setup(core).then(() => {
      if (!core.countryCode) {
        throw checkoutError(
          'IMPLEMENTATION_ERROR',
          'You must specify a countryCode when initializing checkout.',
        );
      }
      return checkout;
    });
  }

  function stateOf(dropin: object): DropinState {
    const state = dropins.get(dropin);
    if (!state) throw new TypeError('Not a Dropin');
    return state;
  }

  /** The provider order the form shows: the session id names it (adyen/types.ts, AdyenSessionId). */
  const orderTokenOf = (sessionId: string) => sessionId.slice(sessionId.lastIndexOf('.') + 1);

  /** Base64 of JSON in UTF-8. */
  function opaque(value: unknown): string {
    return win.btoa(
      encodeURIComponent(JSON.stringify(value)).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    );
  }

  /** The card in Adyen's test form (`test_` + the plain value), as secured fields would hand it over. */
  function paymentMethodOf(card: CardDetails): AdyenCardPaymentMethod {
    const parts = card.expiry.split('/');
    const month = (parts[0] || '').trim();
    const year = (parts[1] || '').trim();
    return {
      type: 'scheme',
      encryptedCardNumber: 'test_' + card.number.replace(/\s+/g, ''),
      encryptedExpiryMonth: 'test_' + month,
      encryptedExpiryYear: 'test_' + (year.length === 2 ? '20' + year : year),
      encryptedSecurityCode: 'test_' + card.cvc.trim(),
      ...(card.holderName.trim() ? { holderName: card.holderName.trim() } : {}),
    };
  }

  function sanitize(answer: Result): Result {
    const kept: Result = {};
    const dropped: string[] = [];
    for (const key of Object.keys(answer)) {
      if (KEPT.indexOf(key) >= 0) kept[key] = answer[key];
      else dropped.push(key);
    }
    if (dropped.length) {
      win.console.warn('The following properties should not be passed to the client: ' + dropped.join(', '));
    }
    return kept;
  }

  /** What a final result keeps for the merchant's callback (cleanupFinalResult). */
  function finalResult(result: Result): AdyenSessionResult {
    const copy: Result = { ...result };
    delete copy.order;
    delete copy.action;
    if (!copy.donationToken) delete copy.donationToken;
    return copy as unknown as AdyenSessionResult;
  }

  function outcomeOf(
    dropin: AdyenDropin,
    answer: AdyenPaymentResponse,
    afterChallenge = false,
  ): CardOutcome | Promise<CardOutcome> {
    const state = stateOf(dropin);
    const { configuration } = state.core;
    const result = sanitize(answer as unknown as Result);
    if (FAILED.indexOf(String(result.resultCode)) >= 0) {
      return {
        step: 'refused',
        challengeFailed: afterChallenge,
        report: () => {
          const failed = configuration.onPaymentFailed;
          if (typeof failed === 'function')
            guarded('onPaymentFailed', () => failed(finalResult(result), dropin));
        },
      };
    }
    const action = result.action as AdyenThreeDS2ChallengeAction | AdyenRedirectAction | undefined;
    if (action) {
      if (action.type === 'threeDS2' && action.subtype === 'challenge') return challenge(dropin, action);
      if (action.type === 'redirect' && action.method === 'GET' && action.url) {
        // As Adyen Web's redirect component: the page goes to the method's site, which sends the
        // shopper back to the session's returnUrl with a redirectResult.
        const url = action.url;
        const go = () => win.location.assign(url);
        const before = configuration.beforeRedirect;
        return {
          step: 'redirecting',
          report: () => {
            if (typeof before !== 'function') return go();
            guarded('beforeRedirect', () => before(go, () => undefined, { url, method: 'GET' }));
          },
        };
      }
      const error = checkoutError(
        'IMPLEMENTATION_ERROR',
        'The mock Drop-in handles no ' + action.type + ' action',
      );
      return { step: 'failed', status: null, report: () => reportError(state.core, error, dropin) };
    }
    return {
      step: 'authorised',
      report: () => {
        const completed = configuration.onPaymentCompleted;
        if (typeof completed === 'function')
          guarded('onPaymentCompleted', () => completed(finalResult(result), dropin));
      },
    };
  }

  /** A failed payment call: onError, then onPaymentFailed with the same error, as Adyen Web reports it. */
  function failureOf(dropin: AdyenDropin, error: AdyenCheckoutErrorLike): CardOutcome {
    const state = stateOf(dropin);
    const cause = error.cause as { error?: unknown } | null;
    return {
      step: 'failed',
      status: statuses.has(error) ? statuses.get(error)! : null,
      error: cause && typeof cause.error === 'string' ? cause.error : error.message,
      report: () => {
        reportError(state.core, error, dropin);
        const failed = state.core.configuration.onPaymentFailed;
        if (typeof failed === 'function') guarded('onPaymentFailed', () => failed(error, dropin));
      },
    };
  }

  function pay(dropin: AdyenDropin, card: CardDetails | null): Promise<CardOutcome> {
    const body: Omit<AdyenPaymentsRequest, 'sessionData'> = {
      browserInfo: browserInfo(),
      origin: win.location.origin,
      clientStateDataIndicator: true,
      ...(card ? { paymentMethod: paymentMethodOf(card) } : {}),
    };
    return call<AdyenPaymentResponse>(stateOf(dropin).core, '/payments', body, '620').then(
      (answer) => outcomeOf(dropin, answer),
      (error: AdyenCheckoutErrorLike) => failureOf(dropin, error),
    );
  }

  /** Pays with a redirect method: Adyen answers with the method's page to send the shopper to. */
  function payByRedirect(dropin: AdyenDropin, type: string): Promise<CardOutcome> {
    const body: Omit<AdyenPaymentsRequest, 'sessionData'> = {
      browserInfo: browserInfo(),
      origin: win.location.origin,
      clientStateDataIndicator: true,
      paymentMethod: { type: 'trustly' },
    };
    if (type !== 'trustly') {
      const state = stateOf(dropin);
      const error = checkoutError('IMPLEMENTATION_ERROR', 'The mock Drop-in has no ' + type + ' component');
      return Promise.resolve({
        step: 'failed',
        status: null,
        report: () => reportError(state.core, error, dropin),
      });
    }
    return call<AdyenPaymentResponse>(stateOf(dropin).core, '/payments', body, '620').then(
      (answer) => outcomeOf(dropin, answer),
      (error: AdyenCheckoutErrorLike) => failureOf(dropin, error),
    );
  }

  /** base64url of JSON, as EMVCo's challenge request travels. */
  function base64url(value: unknown): string {
    return opaque(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function unopaque(value: string): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(
        decodeURIComponent(
          Array.from(win.atob(value), (char) => '%' + char.charCodeAt(0).toString(16).padStart(2, '0')).join(
            '',
          ),
        ),
      );
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /**
   * The 3-D Secure challenge, as Adyen Web runs it: a frame on the shop's page, into which a hidden
   * form posts the challenge request to the card issuer's page (acsURL); Adyen's notification page,
   * where the issuer sends the frame once the shopper has answered, posts the outcome to this page.
   * The payment's details then go to Adyen, which decides by what the issuer told it.
   */
  function challenge(dropin: AdyenDropin, action: AdyenThreeDS2ChallengeAction): Promise<CardOutcome> {
    const state = stateOf(dropin);
    const token = unopaque(action.token);
    const acsURL = token && typeof token.acsURL === 'string' ? token.acsURL : '';
    const transId = token && typeof token.threeDSServerTransID === 'string' ? token.threeDSServerTransID : '';
    if (!acsURL || !transId || !state.element) {
      const error = checkoutError('ERROR', 'The challenge action has no issuer to post to');
      return Promise.resolve({
        step: 'failed',
        status: null,
        report: () => reportError(state.core, error, dropin),
      });
    }
    if (state.challenge) state.challenge.cancel();
    const doc = win.document;
    const messages = MESSAGES[kit.language(state.core.locale) ?? 'en'];
    const name = 'threeDSIframe-' + transId;
    const holder = doc.createElement('div');
    holder.className = 'adyen-checkout__threeds2__challenge';
    const frame = doc.createElement('iframe');
    frame.name = name;
    frame.title = messages.challenge;
    frame.setAttribute('style', 'display:block;width:100%;min-width:280px;height:360px;border:0');
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = acsURL;
    form.target = name;
    form.setAttribute('style', 'display:none');
    const creq = doc.createElement('input');
    creq.type = 'hidden';
    creq.name = 'creq';
    creq.value = base64url({
      threeDSServerTransID: transId,
      messageType: 'CReq',
      messageVersion: token && typeof token.messageVersion === 'string' ? token.messageVersion : '2.2.0',
      challengeWindowSize: '05',
    });
    form.appendChild(creq);
    holder.appendChild(frame);
    holder.appendChild(form);
    const apiOrigin = new URL(kit.api).origin;
    return new Promise<CardOutcome>((resolve) => {
      function end(): void {
        win.removeEventListener('message', onMessage);
        holder.remove();
        if (state.challenge === running) state.challenge = null;
      }
      function onMessage(event: MessageEvent): void {
        const data = event.data as Partial<ThreeDSChallengeResultMessage> | null;
        if (event.origin !== apiOrigin || !data || data.type !== 'threeDS2:challengeResult') return;
        if (data.threeDSServerTransID !== transId) return;
        end();
        resolve(details(dropin, action, data.transStatus === 'Y' ? 'Y' : 'N'));
      }
      const running = {
        cancel: () => {
          end();
          resolve({ step: 'failed', status: null });
        },
      };
      state.challenge = running;
      win.addEventListener('message', onMessage);
      state.element!.appendChild(holder);
      // The shopper answers in the issuer's page next: keyboard focus goes there.
      frame.addEventListener('load', () => frame.focus(), { once: true });
      form.submit();
    });
  }

  /** …/paymentDetails with the challenge's result, then the outcome as after the payment. */
  function details(
    dropin: AdyenDropin,
    action: AdyenThreeDS2ChallengeAction,
    transStatus: 'Y' | 'N',
  ): Promise<CardOutcome> {
    const state = stateOf(dropin);
    const payload: AdyenThreeDSResultPayload = { authorisationToken: action.authorisationToken, transStatus };
    const body: Omit<AdyenPaymentDetailsRequest, 'sessionData'> = {
      details: { threeDSResult: opaque(payload) },
    };
    return call<AdyenPaymentResponse>(state.core, '/paymentDetails', body, '621').then(
      (answer) => outcomeOf(dropin, answer, true),
      (error: AdyenCheckoutErrorLike) => failureOf(dropin, error),
    );
  }

  /**
   * The wallet's own script, loaded from the wallet's host once per page, as Adyen Web's Google Pay
   * component loads Google's pay.js; the wallet is offered only if it says the shopper can pay with it.
   */
  let wallet: Promise<boolean> | null = null;
  function walletReady(): Promise<boolean> {
    if (wallet) return wallet;
    wallet = new Promise<boolean>((resolve) => {
      const script = win.document.createElement('script');
      script.src = mockProviderOrigin(new URL(kit.api).origin, 'wallet') + '/mock-providers/wallet/pay.js';
      script.async = true;
      script.onload = () => {
        const loaded = (win as unknown as { mockWallet?: { isReadyToPay(): Promise<boolean> } }).mockWallet;
        if (loaded) loaded.isReadyToPay().then(resolve, () => resolve(false));
        else resolve(false);
      };
      script.onerror = () => resolve(false);
      win.document.head.appendChild(script);
    });
    return wallet;
  }

  class Dropin implements AdyenDropin {
    constructor(checkout: AdyenCore, options?: AdyenDropinOptions) {
      const core = checkout ? cores.get(checkout) : undefined;
      if (!core) throw new Error('Dropin: the first argument must be the checkout AdyenCheckout resolved');
      dropins.set(this, {
        core,
        checkout,
        options: options || {},
        widget: null,
        element: null,
        challenge: null,
      });
    }

    mount(target: string | HTMLElement): this {
      const state = stateOf(this);
      const element =
        typeof target === 'string'
          ? win.document.querySelector<HTMLElement>(target)
          : (target as HTMLElement | null);
      if (!element) throw new Error('Component could not mount. Root node was not found.');
      if (state.widget) this.unmount();
      element.replaceChildren();
      const { core } = state;
      const cardOptions =
        state.options.paymentMethodsConfiguration && state.options.paymentMethodsConfiguration.card;
      const networkError = (message: string) =>
        reportError(core, checkoutError('NETWORK_ERROR', message), this);
      const widget = kit.mount({
        container: element,
        token: orderTokenOf(core.session.id),
        title: 'Adyen Drop-in',
        theme: { name: 'Adyen', accent: '#00112c', accentText: '#ffffff' },
        language: core.locale,
        card: {
          // Adyen's card form asks for no holder name unless configured to.
          holderName: !!(cardOptions && cardOptions.hasHolderName),
          pay: (card) => pay(this, card),
          redirectMethods: core.redirectMethods,
          payByRedirect: (type) => payByRedirect(this, type),
        },
        payLabel: 'pay',
        showPayButton: core.configuration.showPayButton !== false && state.options.showPayButton !== false,
        hooks: {
          networkError,
          expired: () => networkError('The payment session was not found'),
        },
      });
      state.widget = widget;
      state.element = element;
      void walletReady();
      if (core.dropins.indexOf(this) < 0) core.dropins.push(this);
      const onReady = state.options.onReady;
      if (typeof onReady === 'function') {
        void widget.ready.then((view) => {
          if (view && state.widget === widget) guarded('onReady', () => onReady());
        });
      }
      return this;
    }

    unmount(): this {
      const state = stateOf(this);
      if (state.challenge) state.challenge.cancel();
      if (state.widget) state.widget.unmount();
      state.widget = null;
      state.element = null;
      return this;
    }

    remove(): void {
      const state = stateOf(this);
      state.checkout.remove(this);
    }

    submit(): void {
      const widget = stateOf(this).widget;
      if (widget) widget.submit();
    }

    setStatus(status: AdyenStatus, props?: { message?: string }): this {
      const state = stateOf(this);
      const widget = state.widget;
      if (!widget) return this;
      const view = widget.view();
      const messages =
        MESSAGES[kit.language(state.core.locale) ?? kit.language(view && view.languageCode) ?? 'en'];
      const message = props && typeof props.message === 'string' ? props.message : null;
      if (status === 'loading') widget.suspend();
      else if (status === 'ready') {
        widget.notice(null);
        if (widget.isSuspended()) void widget.resume();
      } else if (status === 'success') widget.notice(message ?? messages.success, 'success');
      else if (status === 'error') {
        if (widget.isSuspended()) void widget.resume();
        widget.notice(message ?? messages.error, 'error');
      }
      return this;
    }
  }

  const host = win as unknown as { AdyenWeb?: AdyenWebGlobal };
  host.AdyenWeb = { AdyenCheckout, Dropin };
}
