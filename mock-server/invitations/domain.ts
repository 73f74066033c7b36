import { defineDomain } from '../kit/domain';
import { invitationHandlers } from './handlers';

/**
 * Invitations to companies: a company admin invites an address and sees, resends or withdraws the
 * pending ones (companyInvitationsHandlers.ts: POST /api/companies/{id}/users,
 * /api/companies/{id}/invitations/*); its owner answers the mailed link (/api/auth/invitation,
 * accept-invitation, decline-invitation).
 */
export const invitationsDomain = defineDomain({
  name: 'invitations',
  handlers: invitationHandlers,
});
