import type { DbUser } from '../accounts/types';
import { db } from '../db';
import { requireString, type JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { decisionRefusal, maySeeOrder, orderCompanyId } from './orderAccess';
import { newestFirst } from './orderViews';
import type { StoredOrder } from './types';

// The live orders as the routes read them, and the refusals every order route shares.

export const forbidden = (details: string) => new HttpError(403, 'Forbidden', { details });

/** A required text field, trimmed: 400 when absent, not a string, blank, or past `max` once trimmed. */
export function requireTrimmed(body: JsonObject, key: string, max: number): string {
  const value = requireString(body, key).trim();
  if (value === '') throw new HttpError(400, `${key} is required`);
  if (value.length > max) throw new HttpError(400, `${key} must be at most ${max} characters`);
  return value;
}

/** The company of the order as the database has it now; undefined for a consumer order. */
export const companyIdOf = (order: StoredOrder) => orderCompanyId(order, db().companies.values());

/** Every order that passes `keep`, newest first. */
export function ordersWhere(keep: (order: StoredOrder) => boolean): StoredOrder[] {
  return [...db().orders.orders.values()].filter(keep).sort(newestFirst);
}

export const maySee = (user: DbUser, order: StoredOrder) => maySeeOrder(user, order, companyIdOf(order));

/** The order with this id if the user may see it: 404 'order not found', 403 when she may not. */
export function visibleOrder(user: DbUser, orderId: string): StoredOrder {
  const order = db().orders.orders.get(orderId);
  if (!order) throw new HttpError(404, 'order not found', { details: `no order with id '${orderId}'` });
  if (!maySee(user, order)) throw forbidden('not allowed to see this order');
  return order;
}

/** The order as visibleOrder finds it, if the user may also decide on it (403 with the reason). */
export function decidableOrder(user: DbUser, order: StoredOrder): StoredOrder {
  const refusal = decisionRefusal(user, order, companyIdOf(order));
  if (refusal !== undefined) throw forbidden(refusal);
  return order;
}
