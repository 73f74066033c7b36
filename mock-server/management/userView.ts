import type { ManagementUser } from '../../contracts/types/management';
import { toSessionUser } from '../accounts/sessionUser';
import type { DbUser } from '../accounts/types';

/** The user as the management API answers it: the session user plus account state. */
export function toManagementUser(user: DbUser): ManagementUser {
  return {
    ...toSessionUser(user),
    role: user.role,
    email_verified: user.email_verified,
    status: user.status,
  };
}
