import { createApi } from '../../src/api/createApi';
import { createHttpClients } from '../../src/api/http';

/** The app's default same-origin base URLs, which the mock serves. */
export const baseUrls = {
  proxy: '/api',
  shopper: '/shopper',
  orders: '/api/orders',
  uploads: '/worker',
  newsletter: '/newsletter',
};

/** The API as the app builds it, with the signed-in user's access token, or none. */
export const wireApi = (userToken?: string) =>
  createApi(createHttpClients(baseUrls, { user: () => userToken, cart: () => 'cart-token' }), {
    authPrefix: 'auth',
    userToken: () => userToken,
  });
