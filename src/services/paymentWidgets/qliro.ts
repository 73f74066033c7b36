import { containerOf, createListeners, isStillRendered, type Rendered } from './listeners';
import { placeSnippet } from './snippet';
import type { PaymentWidget } from './types';

interface QliroOne {
  lock(): void;
  unlock(): void;
  onCustomerInfoChanged(
    callback: (customer: { email?: string; address?: { postalCode?: string } }) => void,
  ): void;
  onShippingMethodChanged(callback: () => void): void;
  onPaymentProcess(
    onStart: () => void,
    onEnd: (result: { status?: string; reference?: string }) => void,
  ): void;
  onPaymentDeclined(callback: (reason?: string) => void): void;
  onValidationFailed(callback: (failure?: { message?: string }) => void): void;
}
type QliroWindow = Window & { q1Ready?: (q1: QliroOne) => void };

/** QliroOne: an HTML snippet; the script hands its `q1` to `window.q1Ready` for lock, unlock and events. */
export function createQliroWidget(win: QliroWindow = window): PaymentWidget {
  const { emit, subscribe } = createListeners();
  let rendered: Rendered | null = null;
  let q1: QliroOne | null = null;

  // Set before the script loads, so the script finds it whenever it is ready.
  function awaitQ1() {
    if (win.q1Ready) return;
    win.q1Ready = (ready) => {
      q1 = ready;
      ready.onCustomerInfoChanged((customer) =>
        emit({ type: 'customerUpdated', email: customer.email, postalCode: customer.address?.postalCode }),
      );
      ready.onShippingMethodChanged(() => emit({ type: 'shippingUpdated' }));
      ready.onPaymentProcess(
        () => undefined,
        (result) => {
          if (result.status === 'completed')
            emit({ type: 'purchaseCompleted', reference: result.reference ?? null });
        },
      );
      ready.onPaymentDeclined((reason) => emit({ type: 'paymentAborted', message: reason ?? null }));
      ready.onValidationFailed((failure) =>
        emit({ type: 'orderValidationFailed', message: failure?.message ?? null }),
      );
    };
  }

  return {
    async mount(session, context) {
      const element = containerOf(context, win.document);
      if (isStillRendered(rendered, element, session.publicToken)) {
        q1?.unlock();
        return;
      }
      if (!session.htmlSnippet) throw new Error('QliroOne session without its HTML snippet');
      awaitQ1();
      await placeSnippet(element, session.htmlSnippet);
      rendered = { element, token: session.publicToken };
    },
    suspend: () => q1?.lock(),
    resume: () => q1?.unlock(),
    subscribe,
  };
}
