import type { AxiosInstance } from 'axios';
import { onceConfig, type Once, type TokenSource } from './http';
import type {
  AddItemInput,
  Cart,
  CartItemOptions,
  PriceData,
  ProductParent,
  ProductSummary,
  SessionAttributes,
  StartSessionInput,
  StartSessionResult,
  VariantStock,
} from './types';
import { USER_TOKEN_HEADER } from './types/shopper';

const noCache = { headers: { 'Cache-Control': 'no-store' } };
const path = encodeURIComponent;

/**
 * The shopper backend: cart and checkout sessions, catalog, prices and stocks. `userToken` is read
 * on every attributes call, so a retry after a token refresh sends the new one.
 */
export function createShopperApi(http: AxiosInstance, userToken: TokenSource = () => undefined) {
  return {
    startSession: (input: StartSessionInput, once: Once) =>
      http.post<StartSessionResult>('/sessions/start', input, onceConfig(once)).then((r) => r.data),
    getSession: () => http.get<Cart>('/sessions').then((r) => r.data),

    listProducts: (query: { countryCode: string; languageCode: string; storeGroupId: string }) =>
      http.get<ProductSummary[]>('/products', { params: query }).then((r) => r.data),
    getProductBySlug: (slug: string, query: { countryCode: string; languageCode: string }) =>
      http.get<ProductParent>(`/products/by-slug/${path(slug)}`, { params: query }).then((r) => r.data),
    getPrices: (productParentId: string, storeGroupId: string, countryCode: string) =>
      http
        .get<PriceData>(
          `/prices/product-parents/${path(productParentId)}/store-groups/${path(storeGroupId)}/markets/${path(countryCode)}`,
          noCache,
        )
        .then((r) => r.data),
    getStocks: (productParentId: string, storeGroupId: string, countryCode: string) =>
      http
        .get<{ data: VariantStock[] }>(
          `/stocks/product-parents/${path(productParentId)}/store-groups/${path(storeGroupId)}/markets/${path(countryCode)}`,
          noCache,
        )
        .then((r) => r.data.data),

    addItem: (input: AddItemInput, once: Once) =>
      http.post<Cart>('/sessions/items', input, onceConfig(once)).then((r) => r.data),
    updateItemQuantity: (itemId: string, quantity: number) =>
      http.put<Cart>(`/sessions/items/${path(itemId)}`, { quantity }).then((r) => r.data),
    // A retried DELETE would find nothing to delete (404): removals carry a key as well.
    removeItem: (itemId: string, once: Once) =>
      http.delete<Cart>(`/sessions/items/${path(itemId)}`, onceConfig(once)).then((r) => r.data),
    updateItemOptions: (itemId: string, options: CartItemOptions) =>
      http.put<Cart>(`/sessions/items/${path(itemId)}/options`, { options }).then((r) => r.data),
    addDiscountCode: (discountCode: string, once: Once) =>
      http
        .post<Cart>('/sessions/discount-codes', { discountCode }, onceConfig(once, noCache))
        .then((r) => r.data),
    removeDiscountCode: (code: string, once: Once) =>
      http.delete<Cart>(`/sessions/discount-codes/${path(code)}`, onceConfig(once)).then((r) => r.data),
    setSessionAttributes: (attributes: SessionAttributes) =>
      http
        .patch<Cart>('/sessions/attributes', attributes, {
          headers: { [USER_TOKEN_HEADER]: userToken() ?? '' },
        })
        .then((r) => r.data),
  };
}

export type ShopperApi = ReturnType<typeof createShopperApi>;
