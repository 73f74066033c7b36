import type { CompanyUsersState } from './companyUsersSlice';
import type { PendingInvitationsState } from './pendingInvitationsSlice';

type WithCompanyUsers = { companyUsers: CompanyUsersState };

export const selectCompanyUsers = (state: WithCompanyUsers) => state.companyUsers;
export const selectCompanyUsersCompanyId = (state: WithCompanyUsers) => state.companyUsers.companyId;
/** For sagas (a new object each time): the company, the page and the search the list is for. */
export const selectCompanyUsersQuery = (state: WithCompanyUsers) => {
  const { companyId, page, search } = state.companyUsers;
  return { companyId, page, search };
};
export const selectInviteDialog = (state: WithCompanyUsers) => state.companyUsers.invite;
export const selectPendingInvitations = (state: { pendingInvitations: PendingInvitationsState }) =>
  state.pendingInvitations;
