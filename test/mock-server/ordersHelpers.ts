import type { CreateOrderResult, ProxyEnvelope } from '../../src/api/types';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { call, login } from './helpers';
import { anna, erik, maria, olle, sara } from '../support/demoAccounts';

// Calls to the order backend behind the proxy (/api/orders/…) as a demo account.

export const ANNA = anna.email;
export const MARIA = maria.email;
export const ERIK = erik.email;
export const SARA = sara.email;
export const OLLE = olle.email;

export const UNAUTHORIZED = { ok: false, status: 401, error: 'Unauthorized' };

/** Access tokens by e-mail, one login per account and test (the db resets before each test). */
export function sessions() {
  const tokens = new Map<string, Promise<string>>();
  beforeEach(() => tokens.clear());
  return (email: string) => {
    const token = tokens.get(email) ?? login(email).then((result) => result.access_token);
    tokens.set(email, token);
    return token;
  };
}

/** POST /api/orders/{route}/ with the body, as the account of `token` (none when undefined). */
export function postOrders<T>(route: string, body: unknown, token?: string) {
  return call<ProxyEnvelope<T>>('POST', `/api/orders/${route}/`, { body, token });
}

/**
 * POST /api/orders/create-order/ as the app sends it: the body (`{ order }`), the checkout token as
 * `Authorization: Bearer` and the signed-in buyer's access token in X-User-Token (each left out when
 * undefined).
 */
export function postCreateOrder(body: unknown, checkoutToken?: string, userToken?: string) {
  return call<ProxyEnvelope<CreateOrderResult>>('POST', '/api/orders/create-order/', {
    body,
    token: checkoutToken,
    headers: userToken === undefined ? {} : { [USER_TOKEN_HEADER]: userToken },
  });
}

/** The references of an answer's orders, in the answer's order. */
export const refsOf = (orders: { reference: string }[]) => orders.map((order) => order.reference);
