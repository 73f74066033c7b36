import type { AxiosInstance } from 'axios';
import { onceConfig, type Once, type TokenSource, unwrapEnvelope } from './http';
import type { CreateOrderInput, CreateOrderResult, OrderInput } from './types/checkout';
import { USER_TOKEN_HEADER } from './types/shopper';
import type {
  ChangeCustomStateInput,
  OrderResult,
  OrdersResult,
  OrderSummariesResult,
  RequestChangeInput,
  ChangeRequested,
} from './types/orders';

/**
 * The order backend behind the product's proxy (/api/orders); answers in the proxy envelope.
 * `userToken` is read on every create-order call, so a retry after a token refresh sends the new one.
 */
export function createOrdersApi(http: AxiosInstance, userToken: TokenSource = () => undefined) {
  return {
    /**
     * Records a paid order; the backend answers the same order for the same reference. The checkout
     * token is the Authorization, as on the shopper backend's checkout calls: holding the checkout is
     * what entitles a visitor to record its order. The buyer, when signed in, is named apart.
     */
    createOrder: (order: OrderInput, checkoutToken: string, once: Once) => {
      const user = userToken();
      const body: CreateOrderInput = { order };
      return unwrapEnvelope<CreateOrderResult>(
        http.post(
          '/create-order/',
          body,
          onceConfig(once, {
            headers: {
              Authorization: `Bearer ${checkoutToken}`,
              ...(user ? { [USER_TOKEN_HEADER]: user } : {}),
            },
          }),
        ),
      );
    },
    ordersByEmail: (email: string) =>
      unwrapEnvelope<OrdersResult>(http.post('/get-orders-by-email/', { email })),
    ordersByRef: (ref: string) => unwrapEnvelope<OrdersResult>(http.post('/get-orders-by-ref/', { ref })),
    /** The lookup by organisation number (docs/rules.md#order-list) sends the number with its dash removed. */
    ordersByOrganisationNumber: (organisationNumber: string) =>
      unwrapEnvelope<OrderSummariesResult>(
        http.post('/get-orders-by-organisation-number/', {
          organisationNumber: organisationNumber.replace(/-/g, ''),
        }),
      ),
    ordersByUserId: (userId: string) =>
      unwrapEnvelope<OrderSummariesResult>(http.post('/get-orders-by-user-id/', { userId })),
    orderById: (id: string) => unwrapEnvelope<OrderResult>(http.post('/get-order-by-id/', { endpoint: id })),
    /** Adding a state that is there, or removing one that is not, changes nothing (safe to repeat). */
    changeCustomState: (input: ChangeCustomStateInput) =>
      unwrapEnvelope<OrderResult>(http.post('/change-order-custom-state/', input)),
    /** The order's change-request callback, a path relative to the order backend. */
    requestChange: (callback: string, input: RequestChangeInput, once: Once) =>
      unwrapEnvelope<ChangeRequested>(http.post(callback.replace(/^\/*/, '/'), input, onceConfig(once))),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
