import type { SessionUser } from '../api/types';

type Named = Pick<SessionUser, 'first_name' | 'last_name'>;

/** First and last name as one string; empty when neither is known. */
export const userFullName = (user: Named) => `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();

/** The user's name as a greeting or a menu shows it; the email when no name is known. */
export const userDisplayName = (user: Named & Pick<SessionUser, 'email'>) => userFullName(user) || user.email;
