import type { AxiosInstance } from 'axios';
import { onceConfig, type Once } from './http';
import type { ProxyEnvelope } from './types';
import type { CreateOrderInput, CreateOrderResult } from './types/checkout';

/** The order backend behind the product's proxy (/api/orders); answers in the proxy envelope. */
export function createOrdersApi(http: AxiosInstance) {
  return {
    /** Records a paid order; the backend answers the same order for the same reference. */
    createOrder: (input: CreateOrderInput, once: Once) =>
      http
        .post<ProxyEnvelope<CreateOrderResult>>('/create-order/', input, onceConfig(once))
        .then((r) => r.data.data),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
