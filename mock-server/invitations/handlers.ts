import type { RequestHandler } from 'msw';
import { storedPassword } from '../accounts/passwords';
import { signedInUser } from '../accounts/signedInUser';
import { NEW_USER_STATUS } from '../accounts/signupUser';
import type { DbUser } from '../accounts/types';
import { findUserByEmail } from '../accounts/users';
import { PASSWORD_NOT_TEXT, passwordProblem } from '../accounts/validation';
import { invitedMembership } from '../companies/companyUsers';
import { joinCompanyStoreGroup } from '../companies/storeGroups';
import type { DbCompany } from '../companies/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson, requireString } from '../kit/body';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { newId } from '../kit/ids';
import { marketByCountry, marketById } from '../kit/lookups';
import { route } from '../kit/route';
import { companyInvitationsHandlers } from './companyInvitationsHandlers';
import { answerable, checkAcceptingAccount, INVITATION_NOT_FOUND } from './invitationRules';
import { invitationByToken } from './invitations';
import type { DbInvitation } from './types';

// The invited person's side (proxy, /api/auth/…): the mailed link opens the shop's invitation page,
// which reads the invitation, then accepts or declines it. The token in the link is the key; an
// existing account must also be signed in as itself to accept.

const FALLBACK_MARKET = 'se';
const MAX_TOKEN_LENGTH = 100;

function companyOf(invitation: DbInvitation): DbCompany {
  const company = db().companies.get(invitation.companyId);
  if (!company) throw new HttpError(404, INVITATION_NOT_FOUND, { details: INVITATION_NOT_FOUND });
  return company;
}

/** GET /api/auth/invitation/?token=: what the page shows; whether the address has an account decides its form. */
const readInvitation: Resolver = ({ request }) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const invitation = answerable(token.length <= MAX_TOKEN_LENGTH ? invitationByToken(token) : undefined);
  const company = companyOf(invitation);
  return envelope({
    company_name: company.name,
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    level: invitation.level,
    account_exists: findUserByEmail(invitation.email) !== undefined,
    expires_at: new Date(invitation.expiresAt).toISOString(),
  });
};

async function tokenOf(request: Request): Promise<{ token: string; password: unknown }> {
  const body = await readJson(request, PASSWORD_NOT_TEXT);
  return { token: requireString(body, 'token', { max: MAX_TOKEN_LENGTH }), password: body.password };
}

/** Adds the membership the invitation offers (once) and moves the account to the company's prices. */
function join(user: DbUser, invitation: DbInvitation, company: DbCompany): void {
  if (!user.organisations.some((membership) => membership.id === company.id)) {
    const hadCompanies = user.organisations.length > 0;
    user.organisations.push(invitedMembership(company.id, invitation.level));
    joinCompanyStoreGroup(user, company, hadCompanies);
  }
  invitation.state = 'accepted';
}

/** A new account for an accepted invitation: the mailed link proved the address, so it is verified. */
function newAccount(invitation: DbInvitation, company: DbCompany, password: DbUser['password']): DbUser {
  const country = company.billing_address.find((address) => address.is_default)?.country ?? '';
  const market = marketByCountry(country) ?? marketById(FALLBACK_MARKET);
  return {
    id: newId('user'),
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone_number: '',
    store_group: '',
    store_group_id: '',
    market: market?.id ?? FALLBACK_MARKET,
    language: (market?.language ?? 'sv').toUpperCase(),
    address: { street: '', zip_code: '', city: '' },
    communication_preferences: { allow_email: false, allow_sms: false, allow_postal: false },
    is_super_admin: false,
    role: 'customer',
    email_verified: true,
    status: NEW_USER_STATUS,
    organisations: [],
    password,
  };
}

/**
 * POST /api/auth/accept-invitation/ { token, password? }. An address with an account: that account,
 * signed in, joins (200). An address without one: the password makes the account, which joins (201).
 */
const acceptInvitation: Resolver = async ({ request }) => {
  const { token, password } = await tokenOf(request);
  let invitation = answerable(invitationByToken(token));
  let company = companyOf(invitation);
  const existing = findUserByEmail(invitation.email);
  if (existing) {
    const bearer = bearerToken(request);
    checkAcceptingAccount(invitation, bearer === null ? null : signedInUser(bearer).email);
    join(existing, invitation, company);
    return envelope({ company_id: company.id, details: 'Invitation accepted' });
  }
  if (typeof password !== 'string' || password === '') {
    throw new HttpError(400, 'password is required', { details: 'password is required' });
  }
  const weak = passwordProblem(password);
  if (weak) throw new HttpError(400, weak, { details: weak });
  const stored = await storedPassword(password);
  // Hashing yields: another answer (or a sign-up of the address) may have come first.
  invitation = answerable(invitationByToken(token));
  company = companyOf(invitation);
  if (findUserByEmail(invitation.email))
    throw new HttpError(409, 'user already exists', { details: 'user already exists' });
  const user = newAccount(invitation, company, stored);
  db().accounts.users.set(user.id, user);
  join(user, invitation, company);
  return envelope({ company_id: company.id, details: 'Account created' }, 201);
};

/** POST /api/auth/decline-invitation/ { token }: the link stops working; nothing else changes. */
const declineInvitation: Resolver = async ({ request }) => {
  const { token } = await tokenOf(request);
  answerable(invitationByToken(token)).state = 'declined';
  return envelope({ details: 'Invitation declined' });
};

export const invitationHandlers: RequestHandler[] = [
  ...route('get', '/api/auth/invitation', readInvitation),
  ...route('post', '/api/auth/accept-invitation', acceptInvitation),
  ...route('post', '/api/auth/decline-invitation', declineInvitation),
  ...companyInvitationsHandlers,
];
