import type { RequestHandler } from 'msw';
import type { OrganisationUserError, OrganisationUserPage, UserRemoved } from '../../contracts/types/proxy';
import { signedInUser } from '../accounts/signedInUser';
import type { DbUser } from '../accounts/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { listQueryOf } from './companyList';
import { checkRemoval, mayManageUsers, memberPage } from './companyUsers';
import { leaveCompanyStoreGroup } from './storeGroups';
import type { DbCompany } from './types';

// The users tab of the company screen (docs/rules.md#company-users): its admins, and super admins,
// list and remove the company's users (inviting one, and the pending invitations, are
// invitations/companyInvitationsHandlers.ts). Who asks is the Bearer token's user.

const MAY_NOT_MANAGE = "only the company's admins and super admins manage its users";

/**
 * The company whose users the token's user may manage: 401, then 403 (before the lookup, so
 * others learn nothing of which companies exist), then 404. `refusal` is the 403's body.
 */
export function managedCompany(
  token: string | null,
  companyId: string,
  refusal: () => HttpError = () => new HttpError(403, 'Forbidden', { details: MAY_NOT_MANAGE }),
): { requester: DbUser; company: DbCompany } {
  const requester = signedInUser(token);
  if (!mayManageUsers(requester, companyId)) throw refusal();
  const company = db().companies.get(companyId);
  if (!company) throw new HttpError(404, 'company not found');
  return { requester, company };
}

/** The list's refusal: message 'Unauthorized' with details the app joins (docs/rules.md#company-users). */
export function listRefusal(): HttpError {
  const body: OrganisationUserError = { message: 'Unauthorized', details: [MAY_NOT_MANAGE] };
  return new HttpError(403, 'Unauthorized', { ...body });
}

/** GET /api/companies/{id}/users/?page=&per_page=&search=: the company's members, a page at a time. */
const listUsers: Resolver = ({ request, params }) => {
  const { company } = managedCompany(bearerToken(request), String(params.id), listRefusal);
  const query = listQueryOf(new URL(request.url).searchParams);
  return envelope<OrganisationUserPage>(memberPage(company.id, db().accounts.users.values(), query));
};

/**
 * DELETE /api/companies/{id}/users/{userId}/: takes the membership away; the account stays (it may
 * belong to other companies or shop as a consumer).
 */
const removeUser: Resolver = ({ request, params }) => {
  const { requester, company } = managedCompany(bearerToken(request), String(params.id));
  const { users } = db().accounts;
  const target = users.get(String(params.userId));
  checkRemoval(requester, target, company.id, users.values());
  target.organisations = target.organisations.filter((membership) => membership.id !== company.id);
  leaveCompanyStoreGroup(target);
  return envelope<UserRemoved>({ success: true });
};

export const companyUsersHandlers: RequestHandler[] = [
  ...route('get', '/api/companies/:id/users', listUsers),
  ...route('delete', '/api/companies/:id/users/:userId', removeUser),
];
