import { membershipIn, type Party } from '../companies/orderingRights';

// Who may do what with a company's print files (docs/rules.md#permissions): its admins and super
// admins manage them; every member sees them. Pure: the user is the database's, never what the browser says.

export const ADMIN_LEVEL = 'admin';

/** Upload, change and delete: the company's admins (level 'admin', any role) and super admins. */
export function mayManageFiles(user: Party, companyId: string): boolean {
  return user.is_super_admin || membershipIn(user, companyId)?.level === ADMIN_LEVEL;
}

/** List the files and fetch them: any member of the company (any role or level) and super admins. */
export function maySeeFiles(user: Party, companyId: string): boolean {
  return user.is_super_admin || membershipIn(user, companyId) !== undefined;
}

export const NOT_ADMIN = 'Endast företagets administratörer får hantera tryckfiler.';
export const NOT_MEMBER = 'Du har inte tillgång till företagets tryckfiler.';
