// Type-only: the Drop-in comes from Adyen's script at run time, nothing of the package is bundled,
// but the calls below are checked against Adyen Web 6's published types.
import type {
  AdyenCheckout as AdyenCheckoutFunction,
  AdyenCheckoutError,
  Core,
  CoreConfiguration,
  Dropin,
  DropinConfiguration,
  PaymentFailedData,
} from '@adyen/adyen-web';
import type { PaymentSession } from '../../api/types/checkout';
import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, localeOf, type Rendered } from './listeners';
import type { PaymentWidget, WidgetContext } from './types';

/** What Adyen Web's script build defines: `window.AdyenWeb`, holding AdyenCheckout and the components. */
interface AdyenWeb {
  AdyenCheckout: typeof AdyenCheckoutFunction;
  Dropin: typeof Dropin;
}
type AdyenWindow = Window & { AdyenWeb?: AdyenWeb };
type AdyenSession = NonNullable<PaymentSession['adyenSession']>;
type Environment = NonNullable<CoreConfiguration['environment']>;

const ENVIRONMENTS: readonly Environment[] = [
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
  'live-nea',
];

const isEnvironment = (value: string): value is Environment =>
  (ENVIRONMENTS as readonly string[]).includes(value);

/** The element the Drop-in mounts into, inside the checkout's container. */
export const ADYEN_ROOT_ID = 'adyen-dropin-root';

// The merchant checks the order's name and address, so the card form asks for the holder's name.
const DROPIN_OPTIONS: DropinConfiguration = {
  paymentMethodsConfiguration: { card: { hasHolderName: true, holderNameRequired: true } },
};

/**
 * Adyen Web's styles, which the Drop-in needs, sit beside its script on Adyen's CDN
 * (…/checkoutshopper/sdk/{version}/adyen.css beside adyen.js). Null for a script elsewhere.
 */
export function adyenStyleUrl(scriptUrl: string): string | null {
  const match = /^(.*\/)adyen\.js(\?.*)?$/.exec(scriptUrl);
  return match ? `${match[1]}adyen.css${match[2] ?? ''}` : null;
}

/** The stylesheet once per page, however often the Drop-in mounts. */
function linkStylesheet(document: Document, href: string): void {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (present) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

const sameSession = (a: AdyenSession, b: AdyenSession | null) =>
  b !== null && a.id === b.id && a.sessionData === b.sessionData;

/**
 * Adyen Web 6 Drop-in, sessions flow: `await AdyenCheckout({ session, … })`, then
 * `new Dropin(checkout, options).mount(…)`. There is no suspend: setStatus('loading') holds the form.
 * Adyen fixes the amount in its session and a checkout keeps the session it was made with (update()
 * sets the same one up again), so on resume a new session from the merchant (a new total) gets a
 * new checkout and Drop-in in the same place; then setStatus('ready').
 */
export function createAdyenWidget(
  scripts: ScriptLoader,
  options: { scriptUrl: string; clientKey: string; environment: string },
  win: AdyenWindow = window,
): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let host: HTMLElement | null = null;
  let context: WidgetContext | null = null;
  let dropin: Dropin | null = null;
  /** The session the mounted Drop-in pays in. */
  let running: AdyenSession | null = null;
  /** Counts mounts, suspends and resumes: a resume that waited on Adyen gives way to any later one. */
  let turn = 0;

  // Completed is any result but Cancelled, Error or Refused (Pending and Received too): the
  // confirmation asks the backend for the outcome, as v6 results carry no reference.
  const onPaymentCompleted = () => emit({ type: 'purchaseCompleted', reference: null });

  // Refused is how Adyen reports any payment it did not authorise, the merchant's check included:
  // the shopper hears it was aborted, and the checkout asks the backend whether the order is why.
  const onPaymentFailed = (result?: PaymentFailedData) => {
    // A failed /payments or /paymentDetails call comes here too, as the error onError reported.
    if (!result?.resultCode) return;
    emit({ type: 'paymentAborted', message: result.resultCode });
    emit({ type: 'orderValidationFailed', message: result.resultCode });
  };

  const onError = (error: AdyenCheckoutError) => {
    // CANCEL: the shopper closed a payment method's overlay; nothing failed.
    if (error.name === 'CANCEL') return;
    emit({ type: 'paymentAborted', message: error.message || error.name });
  };

  function environment(): Environment {
    if (!isEnvironment(options.environment))
      throw new Error(`Unknown Adyen environment '${options.environment}' (${ENVIRONMENTS.join(', ')})`);
    return options.environment;
  }

  /**
   * A checkout for the session. While Adyen sets the session up its failure reaches onError and the
   * rejection both: the rejection reports it, so onError stays quiet until the checkout is there.
   */
  async function checkoutFor(adyen: AdyenWeb, session: AdyenSession, where: WidgetContext): Promise<Core> {
    let settingUp = true;
    try {
      return await adyen.AdyenCheckout({
        environment: environment(),
        clientKey: options.clientKey,
        locale: localeOf(where.languageCode, where.countryCode),
        countryCode: where.countryCode,
        session,
        onPaymentCompleted,
        onPaymentFailed,
        onError: (error) => {
          if (!settingUp) onError(error);
        },
      });
    } finally {
      settingUp = false;
    }
  }

  function mountDropin(adyen: AdyenWeb, checkout: Core, target: HTMLElement, session: AdyenSession) {
    dropin?.unmount();
    dropin = new adyen.Dropin(checkout, DROPIN_OPTIONS).mount(target);
    running = session;
  }

  async function resume(session: PaymentSession) {
    const mine = ++turn;
    const next = session.adyenSession;
    const adyen = win.AdyenWeb;
    if (dropin && host && context && adyen && next && !sameSession(next, running)) {
      let checkout: Core;
      try {
        checkout = await checkoutFor(adyen, next, context);
      } catch (error) {
        // The held Drop-in stays held: its session would charge the old total.
        if (mine === turn) emit({ type: 'paymentAborted', message: (error as Error).message ?? null });
        return;
      }
      // A later suspend or resume took over; that resume shows the order as it is then.
      if (mine !== turn) return;
      mountDropin(adyen, checkout, host, next);
    }
    dropin?.setStatus('ready');
    emit({ type: 'resumed' });
  }

  return {
    async mount(session, where) {
      const element = containerOf(where, win.document);
      if (isStillRendered(rendered, element, session.publicToken)) {
        await resume(session);
        return;
      }
      turn += 1;
      if (!session.adyenSession) throw new Error('Adyen session without its session data');
      const styles = adyenStyleUrl(options.scriptUrl);
      if (styles) linkStylesheet(win.document, styles);
      await scripts.load(options.scriptUrl);
      const adyen = win.AdyenWeb;
      if (!adyen) throw new Error('Adyen script loaded without window.AdyenWeb');
      const checkout = await checkoutFor(adyen, session.adyenSession, where);
      const target = win.document.createElement('div');
      target.id = ADYEN_ROOT_ID;
      dropin?.unmount();
      dropin = null;
      element.replaceChildren(target);
      mountDropin(adyen, checkout, target, session.adyenSession);
      host = target;
      context = where;
      rendered = { element, token: session.publicToken };
    },
    suspend: () => {
      turn += 1;
      dropin?.setStatus('loading');
    },
    resume: (session) => void resume(session),
    subscribe,
  };
}
