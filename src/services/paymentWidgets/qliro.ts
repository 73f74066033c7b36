import type { PaymentSession } from '../../api/types/checkout';
import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import { placeSnippet } from './snippet';
import type { PaymentWidget, WidgetContext } from './types';

/** What QliroOne sends with onOrderUpdated: amounts in major units. */
interface QliroOrder {
  totalPrice: number;
}
/** QliroOne's frontend API ("Listeners", "Update order"): the part the checkout uses. */
interface QliroOne {
  lock(): void;
  unlock(): void;
  onOrderUpdated(callback: ((order: QliroOrder) => void) | null): void;
  onCustomerInfoChanged(
    callback: (customer: { email?: string; address?: { postalCode?: string } | null }) => void,
  ): void;
  onShippingPriceChanged(callback: () => void): void;
  onPaymentProcess(onStart: () => void, onEnd: () => void): void;
  onPaymentDeclined(callback: (declineReason: string, declineReasonMessage?: string) => void): void;
  onSessionExpired(callback: () => void): void;
}
type QliroWindow = Window & { q1Ready?: (q1: QliroOne) => void };

/** Qliro's own integrations stop waiting for matching totals after a few tries. */
const MAX_MISMATCHES = 3;

/**
 * QliroOne: the order's HTML snippet configures the checkout (`qcoGlobal`) and loads it; once it has
 * rendered, it calls the page's `window.q1Ready(q1)`. A change to the order is lock, the backend's
 * update, then `onOrderUpdated`, which has the checkout read the order and call back with it, and
 * unlock once its total is the shop's. A completed purchase takes the shopper to the confirmation
 * URL by Qliro's own redirect, so no event here says it is paid.
 */
export function createQliroWidget(win: QliroWindow = window): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let q1: QliroOne | null = null;
  let placing: Promise<void> = Promise.resolve();

  // Set before the snippet is placed; every checkout it boots (a new order too) calls it again.
  function awaitQ1() {
    win.q1Ready = (ready) => {
      q1 = ready;
      ready.onCustomerInfoChanged((customer) =>
        emit({
          type: 'customerUpdated',
          email: customer.email,
          postalCode: customer.address?.postalCode ?? undefined,
        }),
      );
      ready.onShippingPriceChanged(() => emit({ type: 'shippingUpdated' }));
      ready.onPaymentProcess(
        () => emit({ type: 'locked' }),
        () => emit({ type: 'unlocked' }),
      );
      // A decline may be the merchant's check (stock, fields): the checkout asks the backend why.
      ready.onPaymentDeclined((reason, message) => {
        emit({ type: 'orderValidationFailed', message: message ?? reason });
        emit({ type: 'paymentAborted', message: message ?? reason });
      });
      ready.onSessionExpired(() => emit({ type: 'sessionExpired' }));
    };
  }

  /** Has the checkout read the updated order; unlocks once it shows the session's total. */
  function showUpdatedOrder(session: PaymentSession) {
    const current = q1;
    if (!current) return;
    let mismatches = 0;
    current.onOrderUpdated((order) => {
      const matches = Math.round(order.totalPrice * 100) === session.order.totalAmount;
      if (!matches && ++mismatches < MAX_MISMATCHES) return;
      current.onOrderUpdated(null);
      current.unlock();
    });
  }

  async function mount(session: PaymentSession, context: WidgetContext) {
    const element = containerOf(context, win.document);
    if (isStillRendered(rendered, element, session.publicToken)) {
      q1?.unlock();
      return;
    }
    if (!session.htmlSnippet) throw new Error('QliroOne session without its HTML snippet');
    q1 = null;
    awaitQ1();
    await placeSnippet(element, session.htmlSnippet);
    rendered = { element, token: session.publicToken };
  }

  return {
    // One at a time: a second mount while the first places the snippet (StrictMode) resumes it.
    mount(session, context) {
      placing = placing.catch(() => undefined).then(() => mount(session, context));
      return placing;
    },
    suspend: () => q1?.lock(),
    resume: (session) => showUpdatedOrder(session),
    subscribe,
  };
}
