import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, localeOf, type Rendered } from './listeners';
import type { PaymentEvent, PaymentWidget } from './types';

/** `window.walley.checkout.api` ("Client API"): without a token, a call goes to every checkout on the page. */
interface WalleyApi {
  suspend(publicToken?: string): void;
  resume(publicToken?: string): void;
}
type WalleyWindow = Window & { walley?: { checkout?: { api?: WalleyApi } } };

/**
 * Walley's events on `document` and what the checkout calls them. Walley documents no data with
 * them and says not to rely on them for anything that matters: they are signals, and the checkout
 * asks the backend for what changed.
 */
const EVENTS: Record<string, PaymentEvent> = {
  walleyCheckoutCustomerUpdated: { type: 'customerUpdated' },
  walleyCheckoutLocked: { type: 'locked' },
  walleyCheckoutUnlocked: { type: 'unlocked' },
  walleyCheckoutResumed: { type: 'resumed' },
  walleyCheckoutShippingUpdated: { type: 'shippingUpdated' },
  walleyCheckoutCrmUpdated: { type: 'crmUpdated' },
  walleyCheckoutPurchaseCompleted: { type: 'purchaseCompleted', reference: null },
  walleyCheckoutOrderValidationFailed: { type: 'orderValidationFailed', message: null },
  walleyCheckoutPaymentAborted: { type: 'paymentAborted', message: null },
  walleyCheckoutExpired: { type: 'sessionExpired' },
};

/** The element Walley's loader renders into, inside the checkout's container. */
export const WALLEY_ROOT_ID = 'walley-checkout-root';

/**
 * Walley Checkout: the page writes the loader's script tag itself, with the checkout's public token
 * (and language and container) as data attributes, so a new token needs the loader again: once per
 * token, whatever React does. `window.walley.checkout.api` suspends and resumes by token.
 */
export function createWalleyWidget(
  scripts: ScriptLoader,
  loaderUrl: string,
  win: WalleyWindow = window,
): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  /** Counts the roots placed: the loader renders once where it runs, so each new root needs it again. */
  let placements = 0;
  const api = () => win.walley?.checkout?.api;

  for (const [name, event] of Object.entries(EVENTS)) {
    win.document.addEventListener(name, () => emit(event));
  }

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      const token = session.publicToken;
      if (isStillRendered(rendered, element, token)) {
        api()?.resume(token);
        return;
      }
      // A fresh root for this token (a checkout of an earlier token goes with the old one); a
      // second mount while the first still loads (StrictMode) finds it and shares that load.
      let root = element.querySelector<HTMLElement>(`#${WALLEY_ROOT_ID}`);
      if (root?.getAttribute('data-token') !== token) {
        root = win.document.createElement('div');
        root.id = WALLEY_ROOT_ID;
        root.setAttribute('data-token', token);
        root.setAttribute('data-placement', String(++placements));
        element.replaceChildren(root);
      }
      await scripts.load(
        loaderUrl,
        {
          'data-token': token,
          'data-lang': localeOf(context.languageCode, context.countryCode),
          'data-container-id': WALLEY_ROOT_ID,
        },
        { key: `${loaderUrl} ${token} ${root.getAttribute('data-placement')}` },
      );
      rendered = { element, token };
    },
    suspend: () => {
      if (rendered) api()?.suspend(rendered.token);
    },
    resume: (session) => api()?.resume(session.publicToken),
    subscribe,
  };
}
