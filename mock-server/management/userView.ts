import { toSessionUser } from '../accounts/sessionUser';
import type { DbUser } from '../accounts/types';
import type { SessionUser } from '../../src/api/types';

/** The user as the management API answers it: the session user plus account state. */
export interface ManagementUser extends SessionUser {
  role: string;
  email_verified: boolean;
  status: string;
}

export function toManagementUser(user: DbUser): ManagementUser {
  return {
    ...toSessionUser(user),
    role: user.role,
    email_verified: user.email_verified,
    status: user.status,
  };
}
