import { randomBytes } from 'node:crypto';

/** An opaque random token (cart, access, refresh, management). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A random id with a readable prefix, e.g. cart-3f9a…. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex')}`;
}
