import { db } from '../db';
import { now } from '../kit/clock';
import { newToken } from '../kit/ids';
import { MANAGEMENT_TOKEN_TTL_MS } from './credentials';

/** A new client-credentials access token. */
export function issueManagementToken(): string {
  const token = newToken();
  db().management.tokens.set(token, { expiresAt: now() + MANAGEMENT_TOKEN_TTL_MS });
  return token;
}

export function isLiveManagementToken(token: string | null): boolean {
  const entry = token ? db().management.tokens.get(token) : undefined;
  return entry !== undefined && entry.expiresAt > now();
}

/** Lets every current token expire at `at` (the control surface's expire-tokens); how many there were. */
export function expireManagementTokens(at: number): number {
  const tokens = db().management.tokens;
  for (const entry of tokens.values()) entry.expiresAt = Math.min(entry.expiresAt, at);
  return tokens.size;
}
