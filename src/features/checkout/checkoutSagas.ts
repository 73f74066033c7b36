import { all, call, cancelled, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { PaymentProviderName } from '../../api/types';
import { orderChangeSettled, orderChangeStarted } from '../../core/orderChange';
import { service } from '../../core/services';
import { ecommerceOf, loadedCart, selectCart } from '../cart';
import { customerCardWatchers, prepareCheckoutCustomer } from './customer/customerSagas';
import { refreshAccountAndReopen } from './accountRefresh';
import { showCheckoutError, removeOutOfStockLines } from './checkoutErrors';
import { ensureCheckout, openPaymentSession, reloadCheckout, syncPaymentSession } from './checkoutSession';
import { checkoutToken, dropCheckoutToken } from './checkoutToken';
import {
  checkoutAccountRefreshRequested,
  checkoutEntered,
  checkoutCustomerChecked,
  checkoutProblem,
  paymentProviderChosen,
  paymentSessionCleared,
  purchaseCompleted,
} from './checkoutSlice';
import { confirmationWatchers } from './confirmationSagas';
import { giftCardWatchers, reapplyGiftCards } from './giftCardSagas';
import { explainRefusal, paymentWidgetWatchers, resumeWidget } from './payment/paymentWidgetSagas';
import { choosePaymentProvider, hasCapabilities } from './providerChoice';
import {
  selectCheckoutActive,
  selectPaymentProvider,
  selectPendingOrderChanges,
  selectPurchaseCompleted,
  selectRefusedProviders,
} from './selectors';

/**
 * Opens the checkout: the provider by priority among the cart's capabilities, the checkout session
 * (docs/rules.md#checkout: none without a stored token), the provider's order, then the stored gift
 * cards. Returns the provider when the payment form can show.
 */
export function* openCheckout(options: { track: boolean; fresh?: boolean }) {
  // begin_checkout goes out once, also when the checkout opens a second time; the buyer's
  // companies load afresh once per entry.
  const tracking = { pending: options.track, fresh: options.fresh ?? false };
  for (;;) {
    const opened = yield* call(tryOpenCheckout, tracking);
    if (opened !== AGAIN) return opened;
  }
}

/** Lines went out of stock and were removed: open once more with what is left. */
const AGAIN = 'again';

function* tryOpenCheckout(tracking: { pending: boolean; fresh: boolean }) {
  const cart = yield* call(loadedCart);
  if (!cart || cart.items.length === 0) {
    yield* put(checkoutProblem({ problem: 'emptyCart', error: null }));
    return null;
  }
  if (!hasCapabilities(cart.capabilities)) {
    yield* put(checkoutProblem({ problem: 'noCapabilities', error: null }));
    return null;
  }
  const provider = choosePaymentProvider(cart.capabilities, yield* select(selectRefusedProviders));
  if (!provider) {
    yield* put(checkoutProblem({ problem: 'noProvider', error: null }));
    return null;
  }
  yield* put(paymentProviderChosen(provider));
  try {
    const opened = yield* call(ensureCheckout, cart, provider);
    if (!opened) return null;
    if (tracking.pending) {
      tracking.pending = false;
      const analytics = yield* service('analytics');
      const lines = opened.checkout.items.map((item) => ({ item, quantity: item.quantity }));
      yield* call(analytics.track, 'begin_checkout', ecommerceOf(opened.checkout.currencyCode, lines));
    }
    const customer = yield* call(prepareCheckoutCustomer, opened.checkout.countryCode, {
      fresh: tracking.fresh,
    });
    tracking.fresh = false;
    yield* put(checkoutCustomerChecked({ complete: customer.complete }));
    if (!customer.complete) {
      // No payment form until the card is complete: an order must not go to a half-chosen buyer.
      yield* put(paymentSessionCleared());
      return null;
    }
    yield* call(openPaymentSession, provider, opened.token, customer.preset, opened.resumed);
    if (yield* call(reapplyGiftCards)) {
      yield* call(syncPaymentSession, provider, opened.token);
      yield* call(reloadCheckout, opened.token);
    }
    return provider;
  } catch (error) {
    // Those lines are gone now, so opening again makes progress (down to an empty cart), in a new
    // checkout: the one opened was for the lines as they were.
    if (yield* call(removeOutOfStockLines, error)) {
      yield* call(dropCheckoutToken);
      return AGAIN;
    }
    yield* call(showCheckoutError, error);
    return null;
  }
}

/** A restart with a non-empty cart drops the stored payment-snippet state first (docs/rules.md#checkout). */
function* enterCheckout(action: ReturnType<typeof checkoutEntered>) {
  if (action.payload?.restart) {
    const cart = yield* select(selectCart);
    if (cart && cart.items.length > 0) yield* put(paymentSessionCleared());
  }
  yield* call(openCheckout, { track: !action.payload?.restart, fresh: true });
  if (action.payload?.refusedBy) yield* call(explainRefusal, action.payload.refusedBy);
}

/**
 * Every change to the order has settled: the checkout is brought up to date (a cart change dropped
 * the checkout token, so it opens again, with the same provider order; a gift card keeps it, so the
 * provider order is synced), then the widget is resumed, whatever happened. A refresh overtaken by
 * a newer change leaves the resume to the refresh after it: resumed now, the widget would show the
 * order before the newer change and never read it again.
 */
export function* refreshAfterOrderChange() {
  if ((yield* select(selectPendingOrderChanges)).length > 0) return;
  if (!(yield* select(selectCheckoutActive))) return;
  if (yield* select(selectPurchaseCompleted)) return;
  try {
    const token = yield* call(checkoutToken);
    const provider = yield* select(selectPaymentProvider);
    if (!token || !provider) {
      yield* call(openCheckout, { track: false });
    } else {
      yield* call(syncAndReload, provider, token);
    }
  } catch (error) {
    if (yield* call(removeOutOfStockLines, error)) yield* call(openCheckout, { track: false });
    else yield* call(showCheckoutError, error);
  } finally {
    if (!(yield* cancelled())) yield* call(resumeWidget);
  }
}

export function* syncAndReload(provider: PaymentProviderName, token: string) {
  yield* call(syncPaymentSession, provider, token);
  yield* call(reloadCheckout, token);
}

export function* checkoutRootSaga() {
  yield* all([
    takeLatest(checkoutEntered.type, enterCheckout),
    takeLeading(checkoutAccountRefreshRequested.type, refreshAccountAndReopen),
    // A change that starts while the checkout is being brought up to date makes that work stale:
    // it is cancelled (the refresh then sees the change pending and waits for its settle). A
    // completed purchase cancels it for good: its answer, whatever it says, is no longer news.
    takeLatest(
      [orderChangeStarted.type, orderChangeSettled.type, purchaseCompleted.type],
      refreshAfterOrderChange,
    ),
    call(giftCardWatchers),
    call(paymentWidgetWatchers),
    call(confirmationWatchers),
    call(customerCardWatchers),
  ]);
}
