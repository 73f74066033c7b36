import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, localeOf, type Rendered } from './listeners';
import type { PaymentEvent, PaymentWidget } from './types';

interface WalleyApi {
  suspend(): void;
  resume(publicToken?: string): void;
}
type WalleyWindow = Window & { walley?: { checkout?: { api?: WalleyApi } } };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Walley's events on `document` and what the checkout calls them. */
const EVENTS: Record<string, (detail: Record<string, unknown>) => PaymentEvent> = {
  walleyCheckoutCustomerUpdated: (detail) => ({
    type: 'customerUpdated',
    email: text(detail.email),
    postalCode: text(detail.postalCode),
  }),
  walleyCheckoutLocked: () => ({ type: 'locked' }),
  walleyCheckoutUnlocked: () => ({ type: 'unlocked' }),
  walleyCheckoutResumed: () => ({ type: 'resumed' }),
  walleyCheckoutShippingUpdated: () => ({ type: 'shippingUpdated' }),
  walleyCheckoutCrmUpdated: () => ({ type: 'crmUpdated' }),
  walleyCheckoutPurchaseCompleted: (detail) => ({
    type: 'purchaseCompleted',
    reference: typeof detail.reference === 'string' ? detail.reference : null,
  }),
  walleyCheckoutOrderValidationFailed: (detail) => ({
    type: 'orderValidationFailed',
    message: typeof detail.message === 'string' ? detail.message : null,
  }),
  walleyCheckoutPaymentAborted: () => ({ type: 'paymentAborted', message: null }),
};

/** The element Walley's loader renders into, inside the checkout's container. */
export const WALLEY_ROOT_ID = 'walley-checkout-root';

/** Walley Checkout: one loader script (with the token) and `walley.checkout.api`; events on `document`. */
export function createWalleyWidget(
  scripts: ScriptLoader,
  loaderUrl: string,
  win: WalleyWindow = window,
): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let loadedToken: string | null = null;
  const api = () => win.walley?.checkout?.api;

  for (const [name, toEvent] of Object.entries(EVENTS)) {
    win.document.addEventListener(name, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      emit(toEvent(detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {}));
    });
  }

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      if (isStillRendered(rendered, element, session.publicToken)) {
        api()?.resume(session.publicToken);
        return;
      }
      // The loader renders into this element now and whenever it is placed again.
      if (!element.querySelector(`#${WALLEY_ROOT_ID}`)) {
        const root = win.document.createElement('div');
        root.id = WALLEY_ROOT_ID;
        element.replaceChildren(root);
      }
      await scripts.load(loaderUrl, {
        'data-token': session.publicToken,
        'data-lang': localeOf(context.languageCode, context.countryCode),
        'data-container-id': WALLEY_ROOT_ID,
      });
      // Loaded for another order earlier on this page: the loader is not injected again.
      if (loadedToken !== null && loadedToken !== session.publicToken) api()?.resume(session.publicToken);
      loadedToken = session.publicToken;
      rendered = { element, token: session.publicToken };
    },
    suspend: () => api()?.suspend(),
    resume: (session) => api()?.resume(session.publicToken),
    subscribe,
  };
}
