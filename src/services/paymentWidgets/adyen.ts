import type { PaymentSession } from '../../api/types/checkout';
import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, localeOf, type Rendered } from './listeners';
import type { PaymentWidget } from './types';

interface AdyenDropin {
  mount(target: HTMLElement | string): AdyenDropin;
  setStatus(status: 'loading' | 'ready' | 'success' | 'error', props?: { message?: string }): void;
  unmount(): void;
}
interface AdyenCheckoutInstance {
  create(type: 'dropin', options?: Record<string, unknown>): AdyenDropin;
  update(options: { session?: { id: string; sessionData: string } }): Promise<unknown> | unknown;
}
interface AdyenResult {
  resultCode?: string;
  reference?: string;
}
interface AdyenError {
  name?: string;
  message?: string;
}
type AdyenWindow = Window & {
  AdyenCheckout?: (configuration: Record<string, unknown>) => Promise<AdyenCheckoutInstance>;
};

/** The element the Drop-in mounts into, inside the checkout's container. */
export const ADYEN_ROOT_ID = 'adyen-dropin-root';

/**
 * Adyen Web Drop-in, sessions flow: `AdyenCheckout({ session, onPaymentCompleted, onError })`, then
 * `create('dropin').mount(…)`. There is no suspend: setStatus('loading') holds the form and
 * `update({ session })` shows the new amount before setStatus('ready').
 */
export function createAdyenWidget(
  scripts: ScriptLoader,
  options: { scriptUrl: string; clientKey: string; environment: string },
  win: AdyenWindow = window,
): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let checkout: AdyenCheckoutInstance | null = null;
  let dropin: AdyenDropin | null = null;

  const onPaymentCompleted = (result: AdyenResult) => {
    if (result.resultCode === 'Authorised')
      emit({ type: 'purchaseCompleted', reference: result.reference ?? null });
    else emit({ type: 'paymentAborted', message: result.resultCode ?? null });
  };
  const onError = (error: AdyenError) => {
    if (error.name === 'ValidationFailed')
      emit({ type: 'orderValidationFailed', message: error.message ?? null });
    else emit({ type: 'paymentAborted', message: error.message ?? null });
  };

  async function resume(session: PaymentSession) {
    if (checkout && session.adyenSession) await checkout.update({ session: session.adyenSession });
    dropin?.setStatus('ready');
    emit({ type: 'resumed' });
  }

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      if (isStillRendered(rendered, element, session.publicToken)) {
        await resume(session);
        return;
      }
      if (!session.adyenSession) throw new Error('Adyen session without its session data');
      await scripts.load(options.scriptUrl);
      if (!win.AdyenCheckout) throw new Error('Adyen script loaded without AdyenCheckout');
      dropin?.unmount();
      checkout = await win.AdyenCheckout({
        environment: options.environment,
        clientKey: options.clientKey,
        locale: localeOf(context.languageCode, context.countryCode),
        countryCode: context.countryCode,
        session: session.adyenSession,
        onPaymentCompleted,
        onError,
      });
      const host = win.document.createElement('div');
      host.id = ADYEN_ROOT_ID;
      element.replaceChildren(host);
      dropin = checkout.create('dropin').mount(host);
      rendered = { element, token: session.publicToken };
    },
    suspend: () => dropin?.setStatus('loading'),
    resume: (session) => void resume(session),
    subscribe,
  };
}
