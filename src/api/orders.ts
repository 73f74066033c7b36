import type { AxiosInstance } from 'axios';
import { onceConfig, type Once } from './http';
import type { ProxyEnvelope } from './types';
import type { CreateOrderInput, CreateOrderResult } from './types/checkout';
import type {
  ChangeCustomStateInput,
  OrderResult,
  OrdersResult,
  OrderSummariesResult,
  RequestChangeInput,
} from './types/orders';

/** The order backend behind the product's proxy (/api/orders); answers in the proxy envelope. */
export function createOrdersApi(http: AxiosInstance) {
  const unwrap = <T>(promise: Promise<{ data: ProxyEnvelope<T> }>) => promise.then((r) => r.data.data);
  return {
    /** Records a paid order; the backend answers the same order for the same reference. */
    createOrder: (input: CreateOrderInput, once: Once) =>
      unwrap<CreateOrderResult>(http.post('/create-order/', input, onceConfig(once))),
    ordersByEmail: (email: string) => unwrap<OrdersResult>(http.post('/get-orders-by-email/', { email })),
    ordersByRef: (ref: string) => unwrap<OrdersResult>(http.post('/get-orders-by-ref/', { ref })),
    /** The spec's lookup by organisation number sends the number with its dash removed. */
    ordersByOrganisationNumber: (organisationNumber: string) =>
      unwrap<OrderSummariesResult>(
        http.post('/get-orders-by-organisation-number/', {
          organisationNumber: organisationNumber.replace(/-/g, ''),
        }),
      ),
    ordersByUserId: (userId: string) =>
      unwrap<OrderSummariesResult>(http.post('/get-orders-by-user-id/', { userId })),
    orderById: (id: string) => unwrap<OrderResult>(http.post('/get-order-by-id/', { endpoint: id })),
    /** Adding a state that is there, or removing one that is not, changes nothing (safe to repeat). */
    changeCustomState: (input: ChangeCustomStateInput) =>
      unwrap<OrderResult>(http.post('/change-order-custom-state/', input)),
    /** The order's change-request callback, a path relative to the order backend. */
    requestChange: (callback: string, input: RequestChangeInput, once: Once) =>
      unwrap<{ message: string }>(http.post(callback.replace(/^\/*/, '/'), input, onceConfig(once))),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
