import type { RequestHandler } from 'msw';
import type {
  CompanyInvitation,
  CompanyInvitationList,
  InvitationWithdrawn,
} from '../../contracts/types/proxy';
import { shopOrigin } from '../accounts/shopOrigin';
import { bearerToken } from '../kit/bearer';
import { envelope } from '../kit/envelope';
import type { Resolver } from '../kit/guard';
import { route } from '../kit/route';
import {
  resendInvitation,
  toCompanyInvitation,
  unansweredOf,
  withdrawInvitation,
} from '../invitations/invitations';
import { listRefusal, managedCompany } from './companyUsersHandlers';

// The users tab's pending invitations (docs/rules.md#pending-invitations): the company's admins,
// and super admins, list the invitations nobody has answered, send one again or withdraw it. Who
// asks is the Bearer token's user; the invitation must be the company's (404 otherwise), whatever
// id the browser sends.

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
  ...route('get', '/api/companies/:id/invitations', listInvitations),
  ...route('post', '/api/companies/:id/invitations/:invitationId/resend', resend),
  ...route('delete', '/api/companies/:id/invitations/:invitationId', withdraw),
];
