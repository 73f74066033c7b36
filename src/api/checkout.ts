import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { onceConfig, type Once } from './http';
import {
  CARD_CHECKOUT_PROVIDERS,
  PROVIDER_SLUGS,
  type Checkout,
  type PaymentProviderName,
  type PaymentSession,
  type PaymentSyncResult,
  type ProviderCheckoutInput,
  type ProviderPayment,
  type StartCheckoutInput,
  type StartCheckoutResult,
} from './types/checkout';

const path = encodeURIComponent;

/**
 * The checkout calls of the shopper backend and of its provider backends (`/shopper-{provider}`),
 * docs/rules.md#calls. Every call but the start carries the checkout token, which the saga reads from
 * its cookie; the start goes with the cart session's token like any cart call.
 */
export function createCheckoutApi(http: AxiosInstance, shopperBaseUrl: string) {
  const base = shopperBaseUrl.replace(/\/+$/, '');
  const withToken = (token: string, config: AxiosRequestConfig = {}): AxiosRequestConfig => ({
    ...config,
    headers: { ...config.headers, Authorization: `Bearer ${token}`, 'Cache-Control': 'no-store' },
  });
  // The provider backends sit beside the shopper backend: /shopper-klarna beside /shopper.
  const provider = (name: PaymentProviderName | string, token: string, config: AxiosRequestConfig = {}) =>
    withToken(token, {
      ...config,
      baseURL: `${base}-${PROVIDER_SLUGS[name as PaymentProviderName] ?? name}`,
    });
  return {
    startCheckout: (input: StartCheckoutInput, once: Once) =>
      http.post<StartCheckoutResult>('/sessions/checkout/start', input, onceConfig(once)).then((r) => r.data),
    getCheckout: (token: string) =>
      http.get<Checkout>('/sessions/checkout', withToken(token)).then((r) => r.data),

    /** The checkout's open provider order; 404 when there is none. */
    getProviderCheckout: (name: PaymentProviderName, token: string) =>
      http.get<PaymentSession>('/checkouts', provider(name, token)).then((r) => r.data),
    /** Opens the provider's order for the checkout, or updates the open one (same public token). */
    openProviderCheckout: (name: PaymentProviderName, token: string, input: ProviderCheckoutInput) =>
      http.post<PaymentSession>('/checkouts', input, provider(name, token)).then((r) => r.data),
    syncProviderCheckout: (name: PaymentProviderName, token: string) =>
      http.post<PaymentSession>('/checkouts/sync', undefined, provider(name, token)).then((r) => r.data),
    /**
     * The provider order of the checkout. The body is the confirmation page's query as a JSON
     * object (docs/rules.md#confirmation): providers come back with parameters of their own (an
     * order id, a redirect result) that their backend needs to find the payment. A card-checkout
     * provider's backend answers it at `/orders`, a full checkout's at `/payments`.
     */
    getPayment: (name: PaymentProviderName, token: string, query: Record<string, string>) =>
      http
        .post<ProviderPayment>(
          CARD_CHECKOUT_PROVIDERS.includes(name) ? '/orders' : '/payments',
          query,
          provider(name, token),
        )
        .then((r) => r.data),
    /** The merchant's check of the provider order: stock and the fields an order needs. */
    syncPayment: (name: PaymentProviderName, token: string) =>
      http.post<PaymentSyncResult>('/payments/sync', undefined, provider(name, token)).then((r) => r.data),

    // Adding a card twice is no change, so a retried PUT is safe; a retried DELETE would find
    // nothing left to remove, so removals carry a key.
    addGiftCard: (giftCardProvider: string, token: string, code: string, pin: string) =>
      http
        .put<string>(
          `/gift-cards/${path(code)}`,
          undefined,
          provider(giftCardProvider, token, { params: { pin } }),
        )
        .then((r) => r.data),
    removeGiftCard: (giftCardProvider: string, token: string, code: string, once: Once) =>
      http
        .delete<string>(`/gift-cards/${path(code)}`, onceConfig(once, provider(giftCardProvider, token)))
        .then((r) => r.data),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
