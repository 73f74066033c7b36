import { defineDomain } from '../kit/domain';
import { invitationHandlers } from './handlers';

/**
 * Invitations to companies: a company admin invites an address (companies/companyUsersHandlers.ts),
 * its owner answers the mailed link (/api/auth/invitation, accept-invitation, decline-invitation).
 */
export const invitationsDomain = defineDomain({
  name: 'invitations',
  handlers: invitationHandlers,
});
