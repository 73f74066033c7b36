import { buffers, channel, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { call, put, select, spawn, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { PaymentProviderName, PaymentSession } from '../../../api/types';
import { changingOrder, orderChangeStarted } from '../../../core/orderChange';
import { callApi } from '../../../core/callApi';
import { service } from '../../../core/services';
import type { PaymentEvent, PaymentWidget } from '../../../services/paymentWidgets/types';
import { storageKeys } from '../../../services/storage';
import { t } from '../../../i18n/localText';
import { notify } from '../../notifications';
import {
  isOutOfStockRefusal,
  isTotalChangedRefusal,
  removeOutOfStockLines,
  showCheckoutError,
} from '../checkoutErrors';
import { checkoutToken, paymentJwt } from '../checkoutToken';
import { checkoutUrl, confirmationUrl } from '../confirmationUrl';
import { purchaseDone } from '../paidCheckout';
import {
  checkoutEntered,
  paymentEventReceived,
  paymentProviderRefused,
  paymentSessionCleared,
  paymentWidgetFailed,
  paymentWidgetReady,
  paymentWidgetResumed,
  paymentWidgetRetryRequested,
  paymentWidgetSuspended,
  paymentWidgetTotalsMismatch,
} from '../checkoutSlice';
import {
  selectCheckout,
  selectPaymentProvider,
  selectPaymentSession,
  selectPurchaseCompleted,
  selectWidgetStatus,
} from '../selectors';
import { paymentContainerMounted } from './paymentActions';
import { PAYMENT_CONTAINER_ID } from './paymentContainerId';

function* currentWidget() {
  const provider = yield* select(selectPaymentProvider);
  if (!provider) return null;
  const widgets = yield* service('paymentWidgets');
  return { provider, widget: yield* call([widgets, widgets.widget], provider) };
}

/** The session as the widget needs it: Avarda's JWT comes back from its cookie. */
function* sessionForWidget(session: PaymentSession) {
  const purchaseJwt = yield* call(paymentJwt);
  return purchaseJwt && session.provider === 'Avarda' ? { ...session, purchaseJwt } : session;
}

/**
 * The payment container is on the page: the provider's widget renders into it. The widget loads
 * its script once per page and, given the same public token and element again (StrictMode mounts
 * twice), resumes instead of rendering a second time.
 */
function* mountWidget(listening: WeakSet<PaymentWidget>) {
  const session = yield* select(selectPaymentSession);
  const checkout = yield* select(selectCheckout);
  const found = yield* call(currentWidget);
  if (!session || !found) return;
  // Paid: the form has nothing more to take.
  if (yield* select(selectPurchaseCompleted)) return;
  try {
    yield* call(listenOnce, listening, found.provider, found.widget);
    yield* call([found.widget, found.widget.mount], yield* call(sessionForWidget, session), {
      containerId: PAYMENT_CONTAINER_ID,
      languageCode: checkout?.languageCode ?? 'sv',
      countryCode: checkout?.countryCode ?? 'SE',
      confirmationUrl: yield* call(confirmationUrl, found.provider),
      checkoutUrl: yield* call(checkoutUrl),
    });
    yield* put(paymentWidgetReady());
    // A change started while the widget loaded: hold it until the change settles.
    if ((yield* select(selectWidgetStatus)) === 'suspended')
      yield* call([found.widget, found.widget.suspend]);
  } catch (error) {
    yield* put(paymentWidgetFailed());
    yield* call(showCheckoutError, error);
  }
}

/**
 * One event loop per widget and page, however often it mounts; detached, so it outlives the mount.
 * `listening` is the store's own (made by its watchers), so a second store on the page — a test, a
 * support log replayed beside the shop — listens to the widgets on its own.
 * A customer change may ask the backend, so those wait in a loop of their own: a completed purchase
 * right behind one (autofill, then an immediate click) is never held up by a slow answer.
 */
function* listenOnce(
  listening: WeakSet<PaymentWidget>,
  provider: PaymentProviderName,
  widget: PaymentWidget,
) {
  if (listening.has(widget)) return;
  listening.add(widget);
  const events: EventChannel<PaymentEvent> = yield* call(widgetEvents, widget);
  const customerChanges = yield* call(customerChannel);
  yield* spawn(handleInTurn, provider, customerChanges);
  yield* spawn(function* loop() {
    try {
      for (;;) {
        const event: PaymentEvent = yield* take(events);
        if (event.type === 'customerUpdated') yield* put(customerChanges, event);
        else yield* call(handlePaymentEvent, provider, event);
      }
    } finally {
      // The widget's events ended: so do the customer changes', once those queued are handled.
      customerChanges.close();
    }
  });
}

const customerChannel = (): Channel<PaymentEvent> => channel(buffers.expanding<PaymentEvent>(8));

function* handleInTurn(provider: PaymentProviderName, events: Channel<PaymentEvent>) {
  for (;;) {
    const event: PaymentEvent = yield* take(events);
    yield* call(handlePaymentEvent, provider, event);
  }
}

/**
 * The widget's events, handled one after another in the order they came; those that come while one
 * is handled wait (an event channel without a buffer would drop them: a customer change that asks
 * the backend would lose the shipping change right behind it).
 */
export function widgetEvents(widget: PaymentWidget) {
  return eventChannel<PaymentEvent>((emit) => widget.subscribe(emit), buffers.expanding(8));
}

/** What the checkout does on each provider event (docs/rules.md#payment-providers). */
export function* handlePaymentEvent(provider: PaymentProviderName, event: PaymentEvent) {
  yield* put(paymentEventReceived({ type: event.type }));
  // Paid: whatever the form still says (a late shipping or customer change) changes nothing.
  if (yield* select(selectPurchaseCompleted)) return;
  switch (event.type) {
    case 'purchaseCompleted':
      yield* call(purchaseDone, provider);
      return;
    case 'customerUpdated': {
      const told = event.email !== undefined || event.postalCode !== undefined;
      const customer = told
        ? { email: event.email, zip: event.postalCode }
        : yield* call(customerOfPayment, provider);
      if (!customer) return;
      const storage = yield* service('localStorage');
      yield* call(storage.set, storageKeys.checkoutCustomer, customer);
      return;
    }
    case 'shippingUpdated':
      yield* call(syncAfterShipping);
      return;
    case 'orderValidationFailed':
      yield* call(checkPayment, provider);
      return;
    case 'purchaseRequested':
      yield* call(answerPurchase, provider);
      return;
    case 'anotherWayNeeded':
      // Nothing was charged and this provider will not take the order: the checkout offers the next
      // one (PaymentContainer), which the shopper opens by restarting the checkout.
      yield* put(paymentProviderRefused({ provider }));
      return;
    case 'paymentAborted':
      yield* notify('warning', t('checkout.payment.aborted'));
      return;
    case 'totalsMismatch':
      yield* put(paymentWidgetTotalsMismatch());
      return;
    case 'sessionExpired':
      // The provider forgot the payment (it timed out): the checkout opens it again, afresh.
      yield* notify('info', t('checkout.payment.expired'));
      yield* put(checkoutEntered({ restart: true }));
      return;
    default:
      return;
  }
}

/**
 * A provider whose event says only that the customer changed (Walley: "get checkout information of
 * what has been updated") is asked through the backend. Only kept for the next visit's form, so a
 * failure is no news to the shopper; an answer that says the payment completed is.
 */
function* customerOfPayment(provider: PaymentProviderName) {
  const token = yield* call(checkoutToken);
  if (!token) return null;
  const api = yield* service('api');
  try {
    const payment = yield* callApi(api.checkout.getPayment, provider, token, { provider });
    if (payment.status === 'completed') {
      yield* call(purchaseDone, provider);
      return null;
    }
    const address = payment.billingAddress ?? payment.shippingAddress;
    return address ? { email: address.email, zip: address.postalCode } : null;
  } catch {
    return null;
  }
}

/**
 * A shipping change alters the total (docs/rules.md#payment-providers): it is a change to the order
 * like any other, so the widget is held and the checkout's refresh after it syncs the provider
 * order, reads the totals and resumes the widget (which is also how Avarda hears that its new
 * delivery address is taken).
 */
function* syncAfterShipping() {
  if (!(yield* call(checkoutToken))) return;
  yield* changingOrder(function* noChangeButTheProviders() {});
}

/**
 * The provider refused to complete the order: the merchant's check says why, lines out of stock
 * (removed, named) or fields to fix (the order-error panel). The cart stays for another try.
 */
function* checkPayment(provider: PaymentProviderName) {
  const api = yield* service('api');
  const token = yield* call(checkoutToken);
  if (!token) return;
  try {
    const result = yield* callApi(api.checkout.syncPayment, provider, token);
    // The refusal came late: by the merchant's check the order is paid after all.
    if (result.status === 'completed') yield* call(purchaseDone, provider);
  } catch (error) {
    yield* call(showRefusal, error);
  }
}

/**
 * The merchant's server-side check refused a purchase and the provider brought the shopper back to
 * the checkout (Klarna's validation callback, answered 303): the check is asked again why, and the
 * shopper told as for any refusal. One that passes now (the cause went away meanwhile) still says the
 * purchase did not go through; one the provider completed after all goes to the confirmation.
 */
export function* explainRefusal(provider: PaymentProviderName) {
  const token = yield* call(checkoutToken);
  if (!token) return;
  const api = yield* service('api');
  try {
    const result = yield* callApi(api.checkout.syncPayment, provider, token);
    if (result.status === 'completed') yield* call(purchaseDone, provider);
    else yield* notify('warning', t('checkout.payment.notTaken'));
  } catch (error) {
    yield* call(showRefusal, error);
  }
}

/**
 * The provider waits for the merchant's check before it charges (Avarda's beforeSubmitCallback,
 * Klarna's validation_callback):
 * stock, the fields, the amount the form shows. Passing, it charges; refused, it does not, and the
 * shopper sees why (lines removed, the order-error panel, the new amount). A provider that would
 * wait for ever is answered no when the check cannot be made.
 */
function* answerPurchase(provider: PaymentProviderName) {
  // A change of the order on its way holds the form (the shopper's new address being synced): the
  // merchant answers for the order the provider will have once the form is let go; answered sooner,
  // the purchase would meet the order still held.
  while ((yield* select(selectWidgetStatus)) === 'suspended') {
    yield* take([paymentWidgetResumed.type, paymentWidgetFailed.type, paymentSessionCleared.type]);
  }
  const found = yield* call(currentWidget);
  const answer = (allowed: boolean) => found?.widget.answerPurchase?.(allowed);
  const token = yield* call(checkoutToken);
  if (!token) {
    yield* call(answer, false);
    return;
  }
  const api = yield* service('api');
  try {
    const result = yield* callApi(api.checkout.syncPayment, provider, token);
    if (result.status === 'completed') {
      yield* call(answer, false);
      yield* call(purchaseDone, provider);
      return;
    }
    yield* call(answer, true);
  } catch (error) {
    yield* call(answer, false);
    yield* call(showRefusal, error);
  }
}

/**
 * Lines out of stock are removed as a change to the order, so the widget is held meanwhile and the
 * checkout opens again afterwards with what is left; any other refusal is shown as it is.
 */
function* showRefusal(error: unknown) {
  if (isOutOfStockRefusal(error)) yield* changingOrder(() => removeOutOfStockLines(error));
  else if (isTotalChangedRefusal(error)) yield* call(showNewTotal);
  else yield* call(showCheckoutError, error);
}

/**
 * Nothing was charged: the total changed under the form. The shopper is told, and the checkout is
 * brought up to date as after any change to the order (the widget held, the provider order synced
 * to the new amount, the totals read, the widget resumed), so the new amount shows before the next
 * payment.
 */
function* showNewTotal() {
  yield* notify('warning', t('checkout.payment.totalChanged'));
  yield* changingOrder(function* noChangeButTheProviders() {});
}

/** Before a change to the order, the widget is frozen (docs/rules.md#payment-providers). */
function* suspendWidget() {
  if ((yield* select(selectWidgetStatus)) !== 'ready') return;
  // Recorded before the widget is fetched: a change that settles at once must find it suspended,
  // so its resume follows (the widget is fetched in the same order, so the suspend goes first).
  yield* put(paymentWidgetSuspended());
  const found = yield* call(currentWidget);
  if (!found) return;
  yield* call([found.widget, found.widget.suspend]);
}

/** …and after every change settled, shown the order as it is now. */
export function* resumeWidget() {
  if ((yield* select(selectWidgetStatus)) !== 'suspended') return;
  if (yield* select(selectPurchaseCompleted)) return;
  const found = yield* call(currentWidget);
  const session = yield* select(selectPaymentSession);
  if (!found || !session) return;
  yield* call([found.widget, found.widget.resume], yield* call(sessionForWidget, session));
  yield* put(paymentWidgetResumed());
}

/**
 * The shopper asks the form, held with another total than the checkout's, to try again: as after
 * any change to the order, it is held, the provider order synced, the totals read, and resumed.
 */
function* retryWidget() {
  yield* changingOrder(function* noChangeButTheProviders() {});
}

export function* paymentWidgetWatchers() {
  // The widgets this store listens to: one event loop each, however often one mounts.
  const listening = new WeakSet<PaymentWidget>();
  yield* takeLatest(paymentContainerMounted.type, mountWidget, listening);
  yield* takeEvery(orderChangeStarted.type, suspendWidget);
  yield* takeLeading(paymentWidgetRetryRequested.type, retryWidget);
}
