import { db } from '../db';
import type { DbUser } from './types';

/** Emails are stored lower-case, so any case finds the user. */
export function findUserByEmail(email: string): DbUser | undefined {
  const wanted = email.trim().toLowerCase();
  for (const user of db().accounts.users.values()) if (user.email === wanted) return user;
  return undefined;
}
