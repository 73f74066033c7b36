import type { RequestHandler } from 'msw';
import type { OrderResult, OrdersResult, OrderSummariesResult } from '../../contracts/types/orders';
import { signedInUser } from '../accounts/signedInUser';
import { companyByOrganisationNumber } from '../companies/companyByNumber';
import { membershipIn } from '../companies/orderingRights';
import { bareOrganisationNumber } from '../companies/organisationNumber';
import { bearerToken } from '../kit/bearer';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { readJson, requireId } from '../kit/body';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { sameEmail } from './orderAccess';
import { forbidden, maySee, ordersWhere, requireTrimmed, visibleOrder } from './orderStore';
import { toOrderDetail, toOrderSummary } from './orderViews';

// The order lookups behind the proxy (/api/orders/…, docs/rules.md#calls). Who asks is the Bearer
// access token's user; the body is read first, so everything after it is one synchronous look at the db.

/** The longest e-mail address (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

/** POST get-orders-by-email/ {email}: her own address (any case), or any for a super admin; else 403. */
const ordersByEmail: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const email = requireTrimmed(body, 'email', MAX_EMAIL_LENGTH);
  const user = signedInUser(bearerToken(request));
  if (!user.is_super_admin && !sameEmail(email, user.email)) {
    throw forbidden("only a super admin looks up another address's orders");
  }
  const orders = ordersWhere((order) => sameEmail(order.email, email));
  return envelope<OrdersResult>({ orders: orders.map(toOrderSummary) });
};

/** POST get-orders-by-ref/ {ref}: the orders of that reference (any case) she may see; others left out. */
const ordersByRef: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const ref = requireTrimmed(body, 'ref', MAX_ID_LENGTH).toLowerCase();
  const user = signedInUser(bearerToken(request));
  const orders = ordersWhere((order) => order.reference.toLowerCase() === ref && maySee(user, order));
  return envelope<OrdersResult>({ orders: orders.map(toOrderSummary) });
};

/**
 * POST get-orders-by-organisation-number/ {organisationNumber} (with or without its dash): the
 * company's orders, for its members (any role or level) and super admins; else 403, also for a
 * number no company has, so the answer tells nothing of which companies exist.
 */
const ordersByOrganisationNumber: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const wanted = bareOrganisationNumber(requireTrimmed(body, 'organisationNumber', MAX_ID_LENGTH));
  if (wanted === '') throw new HttpError(400, 'organisationNumber is required');
  const user = signedInUser(bearerToken(request));
  const company = companyByOrganisationNumber(wanted);
  const member = company !== undefined && membershipIn(user, company.id) !== undefined;
  if (!user.is_super_admin && !member) throw forbidden('not a member of this organisation');
  const orders = ordersWhere((order) => {
    const number = order.attributes.company?.registrationNumber;
    return number !== undefined && bareOrganisationNumber(number) === wanted;
  });
  return envelope<OrderSummariesResult>({ orderSummaries: orders.map(toOrderSummary) });
};

/** POST get-orders-by-user-id/ {userId}: her own id (or any for a super admin): placed by or for her. */
const ordersByUserId: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const userId = requireId(body, 'userId');
  const user = signedInUser(bearerToken(request));
  if (!user.is_super_admin && userId !== user.id) {
    throw forbidden("only a super admin looks up another user's orders");
  }
  const orders = ordersWhere((order) => order.userId === userId || order.attributes.contactId === userId);
  return envelope<OrderSummariesResult>({ orderSummaries: orders.map(toOrderSummary) });
};

/** POST get-order-by-id/ {endpoint: orderId}: the full order; 404 none, 403 not hers to see. */
const orderById: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const orderId = requireId(body, 'endpoint');
  const user = signedInUser(bearerToken(request));
  return envelope<OrderResult>({ order: toOrderDetail(visibleOrder(user, orderId)) });
};

export const orderLookupHandlers: RequestHandler[] = [
  ...route('post', '/api/orders/get-orders-by-email', ordersByEmail),
  ...route('post', '/api/orders/get-orders-by-ref', ordersByRef),
  ...route('post', '/api/orders/get-orders-by-organisation-number', ordersByOrganisationNumber),
  ...route('post', '/api/orders/get-orders-by-user-id', ordersByUserId),
  ...route('post', '/api/orders/get-order-by-id', orderById),
];
