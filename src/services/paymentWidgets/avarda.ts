import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import type { PaymentWidget } from './types';

/** Avarda's checkout instance ("Handling checkout instance"): the part the checkout uses. */
interface AvardaInstance {
  refreshForm(): void;
  unmount(): void;
  deliveryAddressChangedContinue(): void;
  beforeSubmitContinue(): void;
  beforeSubmitAbort(): void;
}
interface AvardaOptions {
  purchaseJwt: string;
  rootElementId: string;
  redirectUrl: string;
  disableFocus: boolean;
  /** "Client-side validation": the purchase waits for beforeSubmitContinue() or beforeSubmitAbort(). */
  beforeSubmitCallback: (payload: unknown, instance: AvardaInstance) => void;
  completedPurchaseCallback: (instance: AvardaInstance) => void;
  deliveryAddressChangedCallback: (
    address: { zip: string; country: string },
    instance: AvardaInstance,
  ) => void;
  sessionTimedOutCallback: (instance: AvardaInstance) => void;
}
/** Avarda's loader stub: it queues the calls (`q`) until main.js runs them; `i` names the instance's global. */
type AvardaInit = ((options: AvardaOptions) => AvardaInstance | undefined) & { q?: unknown[][]; i?: string };
type AvardaWindow = Window & { avardaCheckoutInit?: AvardaInit; avardaCheckout?: AvardaInstance };

/** The global Avarda's main.js puts the instance under, as the stub names it. */
const INSTANCE_GLOBAL = 'avardaCheckout';

/**
 * Avarda's documented loader: until main.js has loaded, `avardaCheckoutInit` is a stub that queues
 * its calls, and main.js runs them once it loads; the stub's `i` names the global main.js puts the
 * instance under. Once loaded, the real one stands and the stub is never put back.
 */
function defineLoaderStub(win: AvardaWindow): void {
  if (win.avardaCheckoutInit) return;
  const stub: AvardaInit = (...args: [AvardaOptions]) => {
    (stub.q = stub.q ?? []).push(args);
    return undefined;
  };
  stub.i = INSTANCE_GLOBAL;
  win.avardaCheckoutInit = stub;
}

/** The element Avarda renders into, inside the checkout's container. */
export const AVARDA_ROOT_ID = 'avarda-checkout-root';

/**
 * Avarda Checkout 3: `avardaCheckoutInit({ purchaseJwt, rootElementId, … })` returns the instance.
 * The form's settings (newsletter, remember me, B2B link) are the purchase's, set by the backend.
 * Avarda has no suspend: the form is made inert while the order changes, then refreshed. When the
 * delivery address changes, Avarda waits for an answer: a new place to deliver to is a change to the
 * order (the checkout syncs it, and the refresh after answers), the same one is let through. Before
 * it charges, Avarda waits for the merchant's check (beforeSubmitCallback), which the checkout runs.
 * A payment that leaves for the shopper's bank comes back to the checkout (redirectUrl), which
 * embeds the purchase again and hears it completed, as Avarda's own integration does. The form is
 * started through Avarda's loader stub, so it is asked for before main.js has arrived.
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
  let delivery: string | null = null;
  /** The instance whose purchase waits for the merchant's answer. */
  let asking: AvardaInstance | null = null;

  const root = () => win.document.getElementById(AVARDA_ROOT_ID);
  const setInert = (inert: boolean) => {
    const element = root();
    if (!element) return;
    element.toggleAttribute('inert', inert);
    element.setAttribute('aria-busy', String(inert));
  };

  const deliveryAddressChanged: AvardaOptions['deliveryAddressChangedCallback'] = (address, answer) => {
    // '111 22' and '11122' are one place: a postal code written another way is no change.
    const place = `${address.country.toUpperCase()} ${address.zip.replace(/\s+/g, '')}`;
    const first = delivery === null;
    const moved = !first && place !== delivery;
    delivery = place;
    if (moved) emit({ type: 'shippingUpdated' });
    else answer.deliveryAddressChangedContinue();
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
      instance?.unmount();
      instance = null;
      delivery = null;
      const host = win.document.createElement('div');
      host.id = AVARDA_ROOT_ID;
      element.replaceChildren(host);
      defineLoaderStub(win);
      const returned = win.avardaCheckoutInit!({
        purchaseJwt: session.purchaseJwt,
        rootElementId: AVARDA_ROOT_ID,
        redirectUrl: context.checkoutUrl,
        disableFocus: true,
        beforeSubmitCallback: (_payload, waiting) => {
          asking = waiting;
          emit({ type: 'purchaseRequested' });
        },
        completedPurchaseCallback: () => emit({ type: 'purchaseCompleted', reference }),
        deliveryAddressChangedCallback: deliveryAddressChanged,
        sessionTimedOutCallback: () => emit({ type: 'sessionExpired' }),
      });
      await scripts.load(scriptUrl);
      instance = returned ?? win.avardaCheckout ?? null;
      if (!instance) throw new Error('Avarda script loaded without starting the checkout');
      rendered = { element, token: session.publicToken };
    },
    suspend: () => setInert(true),
    // Also Avarda's answer to a changed delivery address once the checkout has synced the order.
    resume: () => {
      setInert(false);
      instance?.refreshForm();
    },
    subscribe,
    answerPurchase: (allowed) => {
      const waiting = asking;
      asking = null;
      if (allowed) waiting?.beforeSubmitContinue();
      else waiting?.beforeSubmitAbort();
    },
  };
}
