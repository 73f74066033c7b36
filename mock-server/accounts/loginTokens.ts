import { db } from '../db';
import { now } from '../kit/clock';
import { newToken } from '../kit/ids';

// Shopper (user) tokens the proxy issues at login; password reset and account
// deletion revoke them.

/** Lifetimes, in milliseconds of the mock clock. */
export const ACCESS_TOKEN_TTL_MS = 120_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function issueRefreshToken(userId: string): string {
  const token = newToken();
  db().accounts.refreshTokens.set(token, { userId, expiresAt: now() + REFRESH_TOKEN_TTL_MS });
  return token;
}

export function issueAccessToken(userId: string, refreshToken: string): string {
  const token = newToken();
  db().accounts.accessTokens.set(token, { userId, refreshToken, expiresAt: now() + ACCESS_TOKEN_TTL_MS });
  return token;
}

/** The user id of a live access token, else null. */
export function accessTokenUser(token: string | null): string | null {
  const entry = token ? db().accounts.accessTokens.get(token) : undefined;
  return entry && entry.expiresAt > now() ? entry.userId : null;
}

/** The user id of a live refresh token, else null. */
export function refreshTokenUser(token: string): string | null {
  const entry = db().accounts.refreshTokens.get(token);
  return entry && entry.expiresAt > now() ? entry.userId : null;
}

/** Revokes a refresh token and every access token issued with it. */
export function revokeRefreshToken(token: string): void {
  const { accounts } = db();
  accounts.refreshTokens.delete(token);
  for (const [access, entry] of accounts.accessTokens) {
    if (entry.refreshToken === token) accounts.accessTokens.delete(access);
  }
}

/** Revokes every refresh and access token of a user (password reset, account deletion). */
export function revokeUserTokens(userId: string): void {
  const { accounts } = db();
  for (const [token, entry] of accounts.refreshTokens) {
    if (entry.userId === userId) accounts.refreshTokens.delete(token);
  }
  for (const [token, entry] of accounts.accessTokens) {
    if (entry.userId === userId) accounts.accessTokens.delete(token);
  }
}

/** Lets every current access token expire at `at` (the control surface's expire-tokens); how many there were. */
export function expireAccessTokens(at: number): number {
  const tokens = db().accounts.accessTokens;
  for (const entry of tokens.values()) entry.expiresAt = Math.min(entry.expiresAt, at);
  return tokens.size;
}
