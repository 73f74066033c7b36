import { db } from '../db';
import { HttpError } from '../kit/guard';
import { accessTokenUser } from './loginTokens';
import type { DbUser } from './types';

/**
 * The user of a live access token. None, unknown, expired or its user gone → 401 'Unauthorized',
 * as every route behind the user's login answers it.
 */
export function signedInUser(token: string | null | undefined): DbUser {
  const userId = accessTokenUser(token?.trim() || null);
  const user = userId ? db().accounts.users.get(userId) : undefined;
  if (!user) throw new HttpError(401, 'Unauthorized');
  return user;
}
