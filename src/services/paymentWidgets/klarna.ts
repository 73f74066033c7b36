import type { ScriptLoader } from '../scriptLoader';
import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import { placeSnippet } from './snippet';
import type { PaymentWidget } from './types';

type KlarnaData = Record<string, unknown>;
interface KlarnaApi {
  suspend(): void;
  resume(): void;
  on(handlers: Record<string, (data: KlarnaData) => void>): void;
}
type KlarnaWindow = Window & { _klarnaCheckout?: (callback: (api: KlarnaApi) => void) => void };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Klarna Checkout: an HTML snippet, then `_klarnaCheckout(api => …)` for suspend, resume and events. */
export function createKlarnaWidget(scripts: ScriptLoader, win: KlarnaWindow = window): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let listening = false;
  const withApi = (use: (api: KlarnaApi) => void) => win._klarnaCheckout?.(use);

  function listen() {
    if (listening) return;
    listening = true;
    withApi((api) =>
      api.on({
        customer: () => emit({ type: 'customerUpdated' }),
        change: (data) =>
          emit({ type: 'customerUpdated', email: text(data.email), postalCode: text(data.postal_code) }),
        shipping_address_change: () => emit({ type: 'shippingUpdated' }),
        can_not_complete_order: () => emit({ type: 'orderValidationFailed', message: null }),
        redirect_initiated: (data) =>
          emit({ type: 'purchaseCompleted', reference: text(data.order_id) ?? null }),
      }),
    );
  }

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      if (isStillRendered(rendered, element, session.publicToken)) {
        withApi((api) => api.resume());
        return;
      }
      if (!session.htmlSnippet) throw new Error('Klarna session without its HTML snippet');
      await placeSnippet(element, session.htmlSnippet, scripts);
      rendered = { element, token: session.publicToken };
      listen();
    },
    suspend: () => withApi((api) => api.suspend()),
    resume: () => withApi((api) => api.resume()),
    subscribe,
  };
}
