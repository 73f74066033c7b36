import type {
  OrganisationUser,
  OrganisationUserInput,
  OrganisationUserPage,
  OrganisationUserQuery,
} from '../../contracts/types/proxy';
import type { DbUser } from '../accounts/types';
import { Checker, failure } from '../accounts/validation';
import type { JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { CUSTOMER_ROLE, membershipIn, type Party } from './orderingRights';

// A company's users (docs/rules.md#company-users, docs/rules.md#permissions): who may manage them,
// the admins' list, removal and invitation. Pure: the caller hands in the users as the database has
// them.

/** A company level an invitation may give (the contract's `OrganisationUserInput.level`). */
export type Level = NonNullable<OrganisationUserInput['level']>;
/** The invitation as read: the level filled in. */
export type Invitee = Required<OrganisationUserInput>;

export const ADMIN_LEVEL = 'admin' satisfies Level;
export const DEFAULT_LEVEL = 'default' satisfies Level;
export const LEVELS: readonly Level[] = [DEFAULT_LEVEL, ADMIN_LEVEL];

export const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself';
export const NOT_A_MEMBER = 'user not found in company';
export const LAST_ADMIN = 'A company must keep at least one admin: make another user admin first';
export const ALREADY_MEMBER = 'user already in company';

/** Organisation level 'admin' makes a company admin; the role does not matter (docs/rules.md#roles). */
export function isCompanyAdmin(user: Party, companyId: string): boolean {
  return membershipIn(user, companyId)?.level === ADMIN_LEVEL;
}

/**
 * The company form is editable only by its admins (docs/rules.md#company-form). Super admins may
 * choose any company and count as admin for print files, but the rules do not let them edit company
 * data (docs/rules.md#permissions).
 */
export const mayUpdateCompany = isCompanyAdmin;

/** The users tab: the company's admins, and super admins, who may act for any company. */
export function mayManageUsers(user: Party, companyId: string): boolean {
  return user.is_super_admin || isCompanyAdmin(user, companyId);
}

export const isMemberOf = (user: Party, companyId: string) => membershipIn(user, companyId) !== undefined;

type Member = Omit<DbUser, 'password'>;

/** A substring (any case) of the first name, the last name, both, or the e-mail address. */
export function matchesMember(
  user: Pick<Member, 'first_name' | 'last_name' | 'email'>,
  search: string | undefined,
): boolean {
  const wanted = search?.trim().toLowerCase() ?? '';
  if (wanted === '') return true;
  const { first_name, last_name, email } = user;
  return [first_name, last_name, `${first_name} ${last_name}`, email].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/**
 * The user as an admin of `companyId` sees them: only that membership, since one company's admin
 * has no business knowing the user's other companies.
 */
export function toOrganisationUser(user: Member, companyId: string): OrganisationUser {
  const membership = membershipIn(user, companyId);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    market: user.market,
    email_verified: user.email_verified,
    role: user.role,
    organisations: membership ? [{ ...membership }] : [],
  };
}

const byName = (a: Member, b: Member) =>
  a.last_name.localeCompare(b.last_name, 'sv') ||
  a.first_name.localeCompare(b.first_name, 'sv') ||
  a.email.localeCompare(b.email);

/**
 * One page of the company's members that match the search, sorted by last then first name
 * (Swedish order). A page past the end is empty, with the asked page and the real totals.
 */
export function memberPage(
  companyId: string,
  users: Iterable<Member>,
  query: OrganisationUserQuery,
): OrganisationUserPage {
  const matching = [...users]
    .filter((user) => isMemberOf(user, companyId) && matchesMember(user, query.search))
    .sort(byName);
  const start = (query.page - 1) * query.per_page;
  return {
    items: matching.slice(start, start + query.per_page).map((user) => toOrganisationUser(user, companyId)),
    page: query.page,
    total_items: matching.length,
    total_pages: Math.ceil(matching.length / query.per_page),
  };
}

/**
 * Whether `requester` may take `target` out of the company, checked in this order: oneself → 400,
 * not a member (or no such user) → 404, the company's last admin → 409. Who may manage users at
 * all is checked before (403).
 */
export function checkRemoval<T extends Party>(
  requester: Party,
  target: T | undefined,
  companyId: string,
  users: Iterable<Party>,
): asserts target is T {
  if (target?.id === requester.id)
    throw new HttpError(400, CANNOT_REMOVE_YOURSELF, { message: CANNOT_REMOVE_YOURSELF });
  if (!target || !isMemberOf(target, companyId)) throw failure(404, NOT_A_MEMBER);
  if (!isCompanyAdmin(target, companyId)) return;
  const admins = [...users].filter((user) => isCompanyAdmin(user, companyId));
  if (admins.length <= 1) throw new HttpError(409, LAST_ADMIN, { message: LAST_ADMIN });
}

/** The invitation's body: names required, a valid e-mail (kept lower-case), level default or admin. */
export function readInvitation(body: JsonObject): Invitee {
  const check = new Checker(body);
  const first_name = check.required('first_name');
  const last_name = check.required('last_name');
  const email = check.email('email');
  const given = check.optional('level') ?? DEFAULT_LEVEL;
  const level = LEVELS.find((known) => known === given);
  if (!level) check.problem(`level must be one of ${LEVELS.join(', ')}`);
  check.fail();
  return { first_name, last_name, email, level: level ?? DEFAULT_LEVEL };
}

/** An invited user's membership: a customer, at the level the admin chose (docs/rules.md#invitations). */
export const invitedMembership = (companyId: string, level: string) => ({
  id: companyId,
  role: CUSTOMER_ROLE,
  level,
});
