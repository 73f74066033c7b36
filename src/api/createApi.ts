import { createCheckoutApi } from './checkout';
import { createCompaniesApi } from './companies';
import { lazyProperties, type HttpClients, type TokenSource } from './http';
import { createInvitationsApi } from './invitations';
import { createNewsletterApi } from './newsletter';
import { createOrdersApi } from './orders';
import { createProxyApi } from './proxy';
import { createShopperApi } from './shopper';
import { createUploadsApi } from './uploads';

/**
 * The API service that sagas get from their context, one module per backend. Each backend's API is
 * made (with its axios instance) when a saga first calls it.
 */
export function createApi(http: HttpClients, options: { authPrefix: string; userToken?: TokenSource }) {
  return lazyProperties({
    proxy: () => createProxyApi(http.proxy, options.authPrefix),
    shopper: () => createShopperApi(http.shopper, options.userToken),
    companies: () => createCompaniesApi(http.proxy),
    invitations: () => createInvitationsApi(http.proxy, options.authPrefix),
    checkout: () => createCheckoutApi(http.shopper, http.shopper.defaults.baseURL ?? '/shopper'),
    orders: () => createOrdersApi(http.orders, options.userToken),
    uploads: () => createUploadsApi(http.uploads, http.proxy),
    newsletter: () => createNewsletterApi(http.newsletter),
  });
}

export type Api = ReturnType<typeof createApi>;
