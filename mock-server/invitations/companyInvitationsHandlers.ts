import type { RequestHandler } from 'msw';
import type {
  CompanyInvitation,
  CompanyInvitationList,
  InvitationWithdrawn,
  UserInvited,
} from '../../contracts/types/proxy';
import { shopOrigin } from '../accounts/shopOrigin';
import { findUserByEmail } from '../accounts/users';
import { failure } from '../accounts/validation';
import { ALREADY_MEMBER, isMemberOf, readInvitation } from '../companies/companyUsers';
import { listRefusal, managedCompany } from '../companies/companyUsersHandlers';
import { bearerToken } from '../kit/bearer';
import { readJson } from '../kit/body';
import { envelope } from '../kit/envelope';
import type { Resolver } from '../kit/guard';
import { route } from '../kit/route';
import {
  invite,
  resendInvitation,
  toCompanyInvitation,
  unansweredOf,
  withdrawInvitation,
} from './invitations';

// The invitations of the company screen's users tab: its admins, and super admins, invite an
// address (docs/rules.md#company-users), and list the invitations nobody has answered, send one
// again or withdraw it (docs/rules.md#pending-invitations). Who asks is the Bearer token's user
// (companies/companyUsersHandlers.ts, managedCompany); the invitation must be the company's (404
// otherwise), whatever id the browser sends.

/**
 * POST /api/companies/{id}/users/: mails the address an invitation to join (accepted on the shop's
 * invitation page, handlers.ts). Nobody joins until then, and the answer is the same 201 whether the
 * address has an account or not, so it reveals nothing about who shops here. 409 only for someone
 * already in the company, whom the admin can see in the list anyway.
 */
const inviteUser: Resolver = async ({ request, params }) => {
  const token = bearerToken(request);
  const companyId = String(params.id);
  managedCompany(token, companyId);
  const input = readInvitation(await readJson(request));
  const { requester, company } = managedCompany(token, companyId);
  const existing = findUserByEmail(input.email);
  if (existing && isMemberOf(existing, company.id)) throw failure(409, ALREADY_MEMBER);
  const invitation = invite(company, input, requester, shopOrigin(request));
  return envelope<UserInvited>({ id: invitation.id, details: 'User invited' }, 201);
};

/** GET /api/companies/{id}/invitations/: the unanswered invitations, open and expired, newest first. */
const listInvitations: Resolver = ({ request, params }) => {
  const { company } = managedCompany(bearerToken(request), String(params.id), listRefusal);
  return envelope<CompanyInvitationList>({ items: unansweredOf(company.id) });
};

/** POST /api/companies/{id}/invitations/{invitationId}/resend/: a week again, the mail at most every 10 minutes. */
const resend: Resolver = ({ request, params }) => {
  const { requester, company } = managedCompany(bearerToken(request), String(params.id));
  const invitation = resendInvitation(company, String(params.invitationId), requester, shopOrigin(request));
  return envelope<CompanyInvitation>(toCompanyInvitation(invitation));
};

/** DELETE /api/companies/{id}/invitations/{invitationId}/: the link then answers 'invitation withdrawn'. */
const withdraw: Resolver = ({ request, params }) => {
  const { company } = managedCompany(bearerToken(request), String(params.id));
  const invitation = withdrawInvitation(company, String(params.invitationId));
  return envelope<InvitationWithdrawn>({ id: invitation.id, details: 'Invitation withdrawn' });
};

export const companyInvitationsHandlers: RequestHandler[] = [
  ...route('post', '/api/companies/:id/users', inviteUser),
  ...route('get', '/api/companies/:id/invitations', listInvitations),
  ...route('post', '/api/companies/:id/invitations/:invitationId/resend', resend),
  ...route('delete', '/api/companies/:id/invitations/:invitationId', withdraw),
];
