import { createCheckoutApi } from './checkout';
import type { HttpClients } from './http';
import { createOrdersApi } from './orders';
import { createProxyApi } from './proxy';
import { createShopperApi } from './shopper';

/** The API service that sagas get from their context. Later features add their backend modules here. */
export function createApi(http: HttpClients, options: { authPrefix: string }) {
  return {
    proxy: createProxyApi(http.proxy, options.authPrefix),
    shopper: createShopperApi(http.shopper),
    checkout: createCheckoutApi(http.shopper, http.shopper.defaults.baseURL ?? '/shopper'),
    orders: createOrdersApi(http.orders),
  };
}

export type Api = ReturnType<typeof createApi>;
export { ApiError, toErrorInfo, type ErrorInfo } from './apiError';
export type * from './types';
export { PAYMENT_PROVIDERS, PROVIDER_SLUGS } from './types/checkout';
