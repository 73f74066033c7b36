import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import type { PaymentWidget } from './types';

interface AvardaInstance {
  refreshForm(): void;
  unmount(): void;
}
interface AvardaOptions {
  purchaseJwt: string;
  rootElementId: string;
  redirectUrl: string;
  disableFocus: boolean;
  showB2Blink: boolean;
  emailNewsletterSubscription: 'checked' | 'unchecked' | 'hidden';
  enableRememberMe: boolean;
  completedPurchaseCallback: () => void;
  deliveryAddressChangedCallback: () => void;
  customerUpdatedCallback: (customer: { email?: string; zip?: string }) => void;
  sessionTimedOutCallback: () => void;
}
type AvardaWindow = Window & { avardaCheckoutInit?: (options: AvardaOptions) => AvardaInstance };

/** The element Avarda renders into, inside the checkout's container. */
export const AVARDA_ROOT_ID = 'avarda-checkout-root';

/**
 * Avarda Checkout: `avardaCheckoutInit({ purchaseJwt, rootElementId, … })` returns an instance with
 * refreshForm() and unmount(). Avarda has no suspend, so the form is made inert while the order
 * changes and refreshed after (spec point 4: newsletter checked, remember me and the B2B link on).
 */
export function createAvardaWidget(
  scripts: ScriptLoader,
  scriptUrl: string,
  win: AvardaWindow = window,
): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let instance: AvardaInstance | null = null;
  let reference: string | null = null;

  const root = () => win.document.getElementById(AVARDA_ROOT_ID);
  const setInert = (inert: boolean) => {
    const element = root();
    if (!element) return;
    element.toggleAttribute('inert', inert);
    element.setAttribute('aria-busy', String(inert));
  };

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      reference = session.order.reference;
      if (isStillRendered(rendered, element, session.publicToken)) {
        setInert(false);
        instance?.refreshForm();
        return;
      }
      if (!session.purchaseJwt) throw new Error('Avarda session without its purchase JWT');
      await scripts.load(scriptUrl);
      if (!win.avardaCheckoutInit) throw new Error('Avarda script loaded without avardaCheckoutInit');
      instance?.unmount();
      const host = win.document.createElement('div');
      host.id = AVARDA_ROOT_ID;
      element.replaceChildren(host);
      instance = win.avardaCheckoutInit({
        purchaseJwt: session.purchaseJwt,
        rootElementId: AVARDA_ROOT_ID,
        redirectUrl: context.confirmationUrl,
        disableFocus: true,
        showB2Blink: true,
        emailNewsletterSubscription: 'checked',
        enableRememberMe: true,
        completedPurchaseCallback: () => emit({ type: 'purchaseCompleted', reference }),
        deliveryAddressChangedCallback: () => emit({ type: 'shippingUpdated' }),
        customerUpdatedCallback: (customer) =>
          emit({ type: 'customerUpdated', email: customer.email, postalCode: customer.zip }),
        sessionTimedOutCallback: () => emit({ type: 'paymentAborted', message: null }),
      });
      rendered = { element, token: session.publicToken };
    },
    suspend: () => setInert(true),
    resume: () => {
      setInert(false);
      instance?.refreshForm();
    },
    subscribe,
  };
}
