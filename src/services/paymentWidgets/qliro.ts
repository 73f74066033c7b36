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

/**
 * How often the checkout is asked to read the order again while its total is not the shop's;
 * then it stays locked (a form showing another amount must not take a payment), and the shop says so.
 */
export const MAX_ORDER_READS = 3;

/**
 * QliroOne: the order's HTML snippet configures the checkout (`qcoGlobal`) and loads it; once it has
 * rendered, it calls the page's `window.q1Ready(q1)`. A change to the order is lock, the backend's
 * update, then `onOrderUpdated`, which has the checkout read the order and call back with it, and
 * unlock once its total is the shop's; a lock asked for before the checkout has loaded is applied
 * as it loads. A completed purchase takes the shopper to the confirmation
 * URL by Qliro's own redirect, so no event here says it is paid.
 */
export function createQliroWidget(win: QliroWindow = window): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let q1: QliroOne | null = null;
  /** The shop holds the order (a change under way): the checkout must be locked, also once it loads. */
  let held = false;
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
      if (held) ready.lock();
    };
  }

  /**
   * Has the checkout read the updated order; unlocks once it shows the session's total. Read again
   * while it does not, up to MAX_ORDER_READS times; then it stays locked and the shop is told.
   */
  function showUpdatedOrder(session: PaymentSession) {
    const current = q1;
    // Not loaded yet: it will load with the order as it is now, so there is nothing to hold.
    if (!current) {
      held = false;
      return;
    }
    let reads = 0;
    const read = () =>
      current.onOrderUpdated((order) => {
        if (current !== q1) return;
        if (Math.round(order.totalPrice * 100) === session.order.totalAmount) {
          current.onOrderUpdated(null);
          held = false;
          current.unlock();
          return;
        }
        reads += 1;
        if (reads < MAX_ORDER_READS) read();
        else {
          current.onOrderUpdated(null);
          emit({ type: 'totalsMismatch' });
        }
      });
    read();
  }

  async function mount(session: PaymentSession, context: WidgetContext) {
    const element = containerOf(context, win.document);
    // Mounted, it shows the session's order as it is: nothing is held (the saga holds it again if
    // a change is still under way).
    held = false;
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
    suspend: () => {
      held = true;
      q1?.lock();
    },
    resume: (session) => showUpdatedOrder(session),
    subscribe,
  };
}
