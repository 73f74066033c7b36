import type { SessionUser } from '../../api/types';

type Viewer = Pick<SessionUser, 'is_super_admin' | 'organisations'>;

/** Organisation level 'admin' makes a company admin (docs/rules.md#roles). */
export function isCompanyAdmin(user: Viewer, companyId: string): boolean {
  return user.organisations.some((o) => o.id === companyId && o.level === 'admin');
}

/** Contact data and addresses: the company's own admins only; everyone else reads them. */
export const mayEditCompany = isCompanyAdmin;

/** Users and print files: the company's admins, and super admins, who count as admin there. */
export function mayAdministerCompany(user: Viewer, companyId: string): boolean {
  return user.is_super_admin || isCompanyAdmin(user, companyId);
}

/** The company area is for business users and super admins. */
export function hasCompanyArea(user: Viewer): boolean {
  return user.is_super_admin || user.organisations.length > 0;
}
