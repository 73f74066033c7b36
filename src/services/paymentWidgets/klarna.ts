import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import { placeSnippet } from './snippet';
import type { PaymentSession } from '../../api/types/checkout';
import type { PaymentWidget, WidgetContext } from './types';

/** `validation_callback`'s second argument: the merchant's answer to the purchase. */
type KlarnaValidationAnswer = (result: { should_proceed: boolean; message?: string }) => void;

/** Klarna's client-side events ("Client-side events"): the ones the checkout acts on. */
type KlarnaHandlers = Partial<
  Record<
    | 'change'
    | 'shipping_address_change'
    | 'shipping_option_change'
    | 'can_not_complete_order'
    | 'redirect_initiated'
    | 'validation_callback',
    (data: unknown, callback?: KlarnaValidationAnswer) => void
  >
>;
interface KlarnaApi {
  suspend(options?: { autoResume?: { enabled: boolean } }): void;
  resume(): void;
  on(handlers: KlarnaHandlers): void;
}
type KlarnaWindow = Window & { _klarnaCheckout?: (callback: (api: KlarnaApi) => void) => void };

const field = (data: unknown, key: string) => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Klarna Checkout: the order's HTML snippet boots the checkout and defines `_klarnaCheckout`, whose
 * callback gets the API: suspend, resume and `on`. Klarna says its event data is for presentation
 * only, so the checkout reads the order from the backend whenever it matters. The order requires
 * the merchant's answer before a purchase (`require_client_validation`): Klarna's
 * `validation_callback` waits for the checkout's check (stock, the fields, the amount shown).
 */
export function createKlarnaWidget(win: KlarnaWindow = window): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  /** The purchase that waits for the merchant's answer. */
  let asking: KlarnaValidationAnswer | null = null;
  const withApi = (use: (api: KlarnaApi) => void) => win._klarnaCheckout?.(use);

  const handlers: KlarnaHandlers = {
    change: (data) =>
      emit({ type: 'customerUpdated', email: field(data, 'email'), postalCode: field(data, 'postal_code') }),
    shipping_address_change: () => emit({ type: 'shippingUpdated' }),
    shipping_option_change: () => emit({ type: 'shippingUpdated' }),
    can_not_complete_order: () => emit({ type: 'anotherWayNeeded' }),
    // Klarna goes on to the confirmation URL itself; the checkout only learns that it is paid.
    redirect_initiated: () => emit({ type: 'purchaseCompleted', reference: null }),
    validation_callback: (_data, callback) => {
      if (typeof callback !== 'function') return;
      asking = callback;
      emit({ type: 'purchaseRequested' });
    },
  };

  let placing: Promise<void> = Promise.resolve();

  async function mount(session: PaymentSession, context: WidgetContext) {
    const element = containerOf(context, win.document);
    if (isStillRendered(rendered, element, session.publicToken)) {
      withApi((api) => api.resume());
      return;
    }
    if (!session.htmlSnippet) throw new Error('Klarna session without its HTML snippet');
    // The snippet's bootstrap keeps an existing `_klarnaCheckout`; an earlier placement's is the
    // API of a checkout that left with its container, so the new snippet must make its own queue.
    delete win._klarnaCheckout;
    await placeSnippet(element, session.htmlSnippet);
    rendered = { element, token: session.publicToken };
    // Queued by the bootstrap until the checkout has loaded.
    withApi((api) => api.on(handlers));
  }

  return {
    // One at a time: a second mount while the first places the snippet (StrictMode) resumes it.
    mount(session, context) {
      placing = placing.catch(() => undefined).then(() => mount(session, context));
      return placing;
    },
    // Klarna resumes a suspended checkout by itself after 10 s unless told not to; ours stays
    // suspended until the backend has answered, which may take longer.
    suspend: () => withApi((api) => api.suspend({ autoResume: { enabled: false } })),
    resume: () => withApi((api) => api.resume()),
    subscribe,
    answerPurchase: (allowed) => {
      const waiting = asking;
      asking = null;
      waiting?.({ should_proceed: allowed });
    },
  };
}
