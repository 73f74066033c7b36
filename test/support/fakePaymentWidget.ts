import { END } from 'redux-saga';
import type { PaymentProviderName } from '../../src/api/types';
import type { PaymentEvent, PaymentWidget } from '../../src/services/paymentWidgets/types';
import type { PaymentWidgetService } from '../../src/services/paymentWidgets/lazy';

/**
 * A payment widget that records what the checkout asks of it ('mount T', 'suspend', 'resume T',
 * 'answer yes|no' to a purchase it asked about)
 * and lets a test fire the provider's events, and `close` them: the page (and the widget with it)
 * goes away, so the checkout's event loop over the widget ends and a saga test can finish.
 */
export function fakePaymentWidget() {
  const calls: string[] = [];
  const listeners = new Set<(event: PaymentEvent) => void>();
  const widget: PaymentWidget = {
    mount: (session) => {
      calls.push(`mount ${session.publicToken}`);
      return Promise.resolve();
    },
    suspend: () => void calls.push('suspend'),
    resume: (session) => void calls.push(`resume ${session.publicToken}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answerPurchase: (allowed) => void calls.push(`answer ${allowed ? 'yes' : 'no'}`),
  };
  const providers: PaymentProviderName[] = [];
  const service: PaymentWidgetService = {
    widget: (provider) => {
      providers.push(provider);
      return Promise.resolve(widget);
    },
  };
  return {
    widget,
    service,
    calls,
    providers,
    emit: (event: PaymentEvent) => listeners.forEach((listener) => listener(event)),
    // An event channel closes on END (redux-saga's eventChannel); the widget type does not name it.
    close: () => listeners.forEach((listener) => listener(END as unknown as PaymentEvent)),
  };
}
