import type { ProxyEnvelope } from '../../src/api/types';
import { call, login } from './helpers';

// Calls to the order backend behind the proxy (/api/orders/…) as a demo account.

export const ANNA = 'anna.andersson@example.se';
export const MARIA = 'maria.admin@example.se';
export const ERIK = 'erik.buyer@example.se';
export const SARA = 'sara.agent@example.se';
export const OLLE = 'olle.super@example.se';

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

/** The references of an answer's orders, in the answer's order. */
export const refsOf = (orders: { reference: string }[]) => orders.map((order) => order.reference);
