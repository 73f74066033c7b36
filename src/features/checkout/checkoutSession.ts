import { call, put, select } from 'typed-redux-saga';
import { ApiError } from '../../api/apiError';
import type {
  Cart,
  Checkout,
  CheckoutCustomerPreset,
  PaymentProviderName,
  PaymentSession,
} from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { addressLanguage, publicPath } from '../../core/paths';
import { service } from '../../core/services';
import { hasCartSession } from '../cart';
import { selectCurrentMarket } from '../market';
import { checkoutLoaded, paymentSessionReady } from './checkoutSlice';
import {
  checkoutToken,
  dropCheckoutToken,
  keepCheckoutToken,
  keepOpenPayment,
  keepPaymentJwt,
} from './checkoutToken';
import {
  checkoutUrl as checkoutUrlOf,
  confirmationUrl as confirmationUrlOf,
  currentOrigin,
} from './confirmationUrl';

/** The checkout token and the checkout it opened. */
export interface OpenCheckout {
  token: string;
  checkout: Checkout;
  /** The stored checkout, still the cart's: its provider order may be open already. */
  resumed: boolean;
}

const isUnknownCheckout = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 404);

/**
 * The checkout of this cart with this provider: the stored one if the backend still has it, else a
 * new one started with the stored cart session token, its token kept in the checkout cookie
 * (2 days). Without a stored token nothing happens (docs/rules.md#checkout): null.
 */
export function* ensureCheckout(cart: Cart, provider: PaymentProviderName) {
  const api = yield* service('api');
  const stored = yield* call(checkoutToken);
  if (stored) {
    try {
      const checkout = yield* callApi(api.checkout.getCheckout, stored);
      if (checkout.cartId === cart.id && checkout.paymentProvider === provider) {
        yield* put(checkoutLoaded(checkout));
        return { token: stored, checkout, resumed: true } satisfies OpenCheckout;
      }
    } catch (error) {
      if (!isUnknownCheckout(error)) throw error;
    }
    yield* call(dropCheckoutToken);
  }
  if (!(yield* call(hasCartSession))) return null;
  const { token, checkout } = yield* callApiOnce(api.checkout.startCheckout, {
    paymentProvider: provider,
    giftCardProvider: cart.capabilities.giftCardProviders[0]?.name,
    shippingProvider: cart.capabilities.shippingProviders[0]?.name,
  });
  yield* call(keepCheckoutToken, token);
  yield* put(checkoutLoaded(checkout));
  return { token, checkout, resumed: false } satisfies OpenCheckout;
}

/** Reads the checkout again (totals after a gift card or a shipping change). */
export function* reloadCheckout(token: string) {
  const api = yield* service('api');
  const checkout = yield* callApi(api.checkout.getCheckout, token);
  yield* put(checkoutLoaded(checkout));
  return checkout;
}

/**
 * Opens the provider's order for the checkout, or updates the open one: the backend keeps one per
 * cart, so the public token stays and the widget is resumed, not re-created. The buyer's known
 * details (the customer information card's, or a consumer's own) go with it.
 */
export function* openPaymentSession(
  provider: PaymentProviderName,
  token: string,
  customer: CheckoutCustomerPreset | null = null,
  resumed = false,
) {
  const api = yield* service('api');
  // A checkout the shopper comes back to (a reload) may have its provider order open already: read
  // it (GET), so the widget resumes with what was typed. Anything that changed the order or the
  // buyer dropped the checkout token, so a resumed checkout's open order is still the right one.
  if (resumed) {
    try {
      return yield* call(keepSession, yield* callApi(api.checkout.getProviderCheckout, provider, token));
    } catch (error) {
      if (!isUnknownCheckout(error)) throw error;
    }
  }
  const confirmationUrl = yield* call(confirmationUrlOf, provider);
  // The terms in the shopper's language: the provider links them from its form.
  const market = yield* select(selectCurrentMarket);
  const termsUrl = `${yield* call(currentOrigin)}${publicPath('terms', addressLanguage(market.language))}`;
  const session = yield* callApi(api.checkout.openProviderCheckout, provider, token, {
    confirmationUrl,
    termsUrl,
    // Klarna's validation callback sends the shopper back to the checkout when the merchant refuses.
    ...(provider === 'KlarnaCheckout'
      ? { phoneMandatory: true, checkoutUrl: yield* call(checkoutUrlOf) }
      : {}),
    ...(customer ? { customer } : {}),
    ...(provider === 'WalleyCheckout'
      ? {
          walley: {
            merchantTermsUri: termsUrl,
            redirectPageUri: confirmationUrl,
            ...(customer?.company ? { businessCustomerPreset: true } : {}),
          },
        }
      : {}),
  });
  return yield* call(keepSession, session);
}

/** Provider order totals again after gift cards or shipping changed. */
export function* syncPaymentSession(provider: PaymentProviderName, token: string) {
  const api = yield* service('api');
  const session = yield* callApi(api.checkout.syncProviderCheckout, provider, token);
  return yield* call(keepSession, session);
}

/**
 * Avarda's purchase JWT goes to its cookie (1800 s); the rest of the session data to the state. The
 * provider is kept too: from now on the shopper may pay at any moment, also as the tab closes.
 */
function* keepSession(session: PaymentSession) {
  const { purchaseJwt, ...rest } = session;
  if (purchaseJwt) yield* call(keepPaymentJwt, purchaseJwt);
  yield* call(keepOpenPayment, session.provider);
  yield* put(paymentSessionReady(rest));
  return session;
}
