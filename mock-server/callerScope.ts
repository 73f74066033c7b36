import { accessTokenUser } from './accounts/loginTokens';
import { db } from './db';
import { bearerToken } from './kit/bearer';

// Idempotency keys belong to the caller, not to the token string: a retry after a token refresh
// or a second login is the same caller (kit/idempotency.ts asks this module).

/**
 * Whose key it is: the user of a live access token, the cart of a cart token, the checkout session
 * of a checkout token (each however many tokens it has had), else the Authorization header as sent
 * (an expired or unknown token, a management token), or nobody's for a request without one.
 */
export function callerScope(request: Request): string {
  const header = request.headers.get('authorization');
  if (header === null) return 'anonymous';
  const token = bearerToken(request) ?? header.trim();
  const userId = accessTokenUser(token);
  if (userId) return `user:${userId}`;
  const { shopper, checkout } = db();
  const cartId = shopper.cartSessions.get(token);
  if (cartId) return `cart:${cartId}`;
  const session = checkout.sessions.get(token);
  if (session) return `checkout:${session.id}`;
  return `credential:${header}`;
}
