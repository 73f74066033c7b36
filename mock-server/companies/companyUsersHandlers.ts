import type { RequestHandler } from 'msw';
import type {
  OrganisationUserError,
  OrganisationUserInput,
  OrganisationUserPage,
  UserInvited,
  UserRemoved,
} from '../../src/api/types';
import { issueLinkToken } from '../accounts/linkTokens';
import { sendMail } from '../accounts/outbox';
import { newSalt } from '../accounts/passwords';
import { shopOrigin } from '../accounts/shopOrigin';
import { signedInUser } from '../accounts/signedInUser';
import { NEW_USER_STATUS } from '../accounts/signupUser';
import type { DbUser } from '../accounts/types';
import { findUserByEmail } from '../accounts/users';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson } from '../kit/body';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { newId } from '../kit/ids';
import { marketByCountry, marketById, storeGroupByRef } from '../kit/lookups';
import { route } from '../kit/route';
import { listQueryOf } from './companyList';
import {
  checkRemoval,
  invitationFor,
  invitedMembership,
  mayManageUsers,
  memberPage,
  readInvitation,
} from './companyUsers';
import type { DbCompany } from './types';

// The users tab of the company screen (spec points 2, 6, 8): its admins, and super admins, list,
// remove and invite the company's users. Who asks is the Bearer token's user.

const BUSINESS_STORE_GROUP = 'business';
const FALLBACK_MARKET = 'se';

const MAY_NOT_MANAGE = "only the company's admins and super admins manage its users";

/**
 * The company whose users the token's user may manage: 401, then 403 (before the lookup, so
 * others learn nothing of which companies exist), then 404. `refusal` is the 403's body.
 */
function managedCompany(
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

/** Spec point 8: the list's refusal says message 'Unauthorized' with details the app joins. */
function listRefusal(): HttpError {
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
  return envelope<UserRemoved>({ success: true });
};

/** Being attached to a company moves an account to the company's store group (its business prices). */
function moveToCompanyStoreGroup(user: DbUser, company: DbCompany): void {
  const group = storeGroupByRef(company.store_groups[0] ?? BUSINESS_STORE_GROUP);
  if (!group) return;
  user.store_group = group.slug;
  user.store_group_id = group.id;
}

/**
 * A new account for an invitation, made as sign-up makes one (a customer, unverified, the shop's
 * status for new accounts) in the market of the company's default billing country. It has no
 * password until the invited person chooses one through the mailed link: an empty hash matches
 * no password (accounts/passwords.ts compares hashes of equal length only).
 */
function invitedUser(input: OrganisationUserInput, company: DbCompany): DbUser {
  const country = company.billing_address.find((address) => address.is_default)?.country ?? '';
  const market = marketByCountry(country) ?? marketById(FALLBACK_MARKET);
  const user: DbUser = {
    id: newId('user'),
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    phone_number: '',
    store_group: '',
    store_group_id: '',
    market: market?.id ?? FALLBACK_MARKET,
    language: (market?.language ?? 'sv').toUpperCase(),
    address: { street: '', zip_code: '', city: '' },
    communication_preferences: { allow_email: false, allow_sms: false, allow_postal: false },
    is_super_admin: false,
    role: 'customer',
    email_verified: false,
    status: NEW_USER_STATUS,
    organisations: [invitedMembership(company.id, input.level)],
    password: { salt: newSalt(), hash: '' },
  };
  moveToCompanyStoreGroup(user, company);
  return user;
}

/**
 * POST /api/companies/{id}/users/: an existing account joins the company (200); otherwise a new
 * one is made and mailed a link to choose its password (201), the accounts' reset-password link.
 * A retry with the same Idempotency-Key replays the first answer (kit/idempotency.ts); without one,
 * a second invitation of the same address answers 409, since everything after reading the body
 * runs without yielding.
 */
const inviteUser: Resolver = async ({ request, params }) => {
  const token = bearerToken(request);
  const companyId = String(params.id);
  managedCompany(token, companyId);
  const input = readInvitation(await readJson(request));
  const { company } = managedCompany(token, companyId);
  const existing = findUserByEmail(input.email);
  if (existing && invitationFor(existing, company.id) === 'join') {
    existing.organisations.push(invitedMembership(company.id, input.level));
    moveToCompanyStoreGroup(existing, company);
    return envelope<UserInvited>({ id: existing.id, details: 'User added to company' });
  }
  const user = invitedUser(input, company);
  db().accounts.users.set(user.id, user);
  sendMail('reset-password', user, shopOrigin(request), issueLinkToken('reset-password', user.id));
  return envelope<UserInvited>({ id: user.id, details: 'User invited' }, 201);
};

export const companyUsersHandlers: RequestHandler[] = [
  ...route('get', '/api/companies/:id/users', listUsers),
  ...route('post', '/api/companies/:id/users', inviteUser),
  ...route('delete', '/api/companies/:id/users/:userId', removeUser),
];
