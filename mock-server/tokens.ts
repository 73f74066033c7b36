import { now } from './clock';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './credentials';
import { db } from './db';
import { newToken } from './ids';

// Shopper (user) tokens the proxy issues, and the expiry switch the control
// surface uses so the app's refresh paths run without waiting.

export function issueRefreshToken(userId: string): string {
  const token = newToken();
  db().refreshTokens.set(token, { userId, expiresAt: now() + REFRESH_TOKEN_TTL_MS });
  return token;
}

export function issueAccessToken(userId: string, refreshToken: string): string {
  const token = newToken();
  db().accessTokens.set(token, { userId, refreshToken, expiresAt: now() + ACCESS_TOKEN_TTL_MS });
  return token;
}

/** The user id of a live access token, else null. */
export function accessTokenUser(token: string | null): string | null {
  const entry = token ? db().accessTokens.get(token) : undefined;
  return entry && entry.expiresAt > now() ? entry.userId : null;
}

/** The user id of a live refresh token, else null. */
export function refreshTokenUser(token: string): string | null {
  const entry = db().refreshTokens.get(token);
  return entry && entry.expiresAt > now() ? entry.userId : null;
}

/** Revokes a refresh token and every access token issued with it. */
export function revokeRefreshToken(token: string): void {
  const database = db();
  database.refreshTokens.delete(token);
  for (const [access, entry] of database.accessTokens) {
    if (entry.refreshToken === token) database.accessTokens.delete(access);
  }
}

/** Revokes every refresh and access token of a user (password reset, account deletion). */
export function revokeUserTokens(userId: string): void {
  const database = db();
  for (const [token, entry] of database.refreshTokens) {
    if (entry.userId === userId) database.refreshTokens.delete(token);
  }
  for (const [token, entry] of database.accessTokens) {
    if (entry.userId === userId) database.accessTokens.delete(token);
  }
}

export type TokenKind = 'management' | 'user' | 'all';

/** Makes the current access tokens of that kind expired (refresh tokens stay valid). */
export function expireTokens(kind: TokenKind): number {
  const database = db();
  const expired = now() - 1;
  const stores =
    kind === 'all'
      ? [database.managementTokens, database.accessTokens]
      : kind === 'management'
        ? [database.managementTokens]
        : [database.accessTokens];
  let count = 0;
  for (const store of stores) {
    for (const entry of store.values()) {
      entry.expiresAt = Math.min(entry.expiresAt, expired);
      count += 1;
    }
  }
  return count;
}
