import type { AxiosInstance } from 'axios';
import type { Cart, StartSessionInput, StartSessionResult } from './types';

/** The shopper backend: cart and checkout sessions, prices and stocks. */
export function createShopperApi(http: AxiosInstance) {
  return {
    startSession: (input: StartSessionInput) =>
      http.post<StartSessionResult>('/sessions/start', input).then((r) => r.data),
    getSession: () => http.get<Cart>('/sessions').then((r) => r.data),
  };
}

export type ShopperApi = ReturnType<typeof createShopperApi>;
