import type { AxiosInstance } from 'axios';
import { onceConfig, type Once, unwrapEnvelope } from './http';
import type {
  CompanyContacts,
  CompanyInvitation,
  CompanyInvitationList,
  InvitationWithdrawn,
  CompanyListQuery,
  CompanyPage,
  CompanyUpdated,
  CompanyUpdateInput,
  MyCompanies,
  OrganisationUserInput,
  OrganisationUserPage,
  OrganisationUserQuery,
  UserInvited,
  UserRemoved,
} from './types';

const path = encodeURIComponent;

/** The companies (organisations) behind the product's proxy; every answer is { ok, status, data }. */
export function createCompaniesApi(http: AxiosInstance) {
  return {
    /** Super admins only: every company, a page at a time, optionally searched by name or number. */
    listCompanies: (query: CompanyListQuery) =>
      unwrapEnvelope<CompanyPage>(http.get('/companies/', { params: query })),
    /** The signed-in user's own organisations with their addresses. */
    myCompanies: () => unwrapEnvelope<MyCompanies>(http.get('/companies/mine/')),
    /** Who an order for this company may be placed for (agents of the company and super admins). */
    companyContacts: (companyId: string) =>
      unwrapEnvelope<CompanyContacts>(http.get(`/companies/${path(companyId)}/contacts/`)),
    /** The company's admins only: contact data and the address lists (replaced as a whole). */
    updateCompany: (companyId: string, input: CompanyUpdateInput) =>
      unwrapEnvelope<CompanyUpdated>(http.put(`/companies/${path(companyId)}/`, input)),
    /**
     * The company's admins and super admins: one page of its users, optionally searched. Others get
     * a 403 whose body says message 'Unauthorized' with details (the users tab shows them).
     */
    organisationUsers: (companyId: string, query: OrganisationUserQuery) =>
      unwrapEnvelope<OrganisationUserPage>(
        http.get(`/companies/${path(companyId)}/users/`, { params: query }),
      ),
    /** Admins only, never themselves, never the company's last admin. */
    removeUser: (companyId: string, userId: string) =>
      unwrapEnvelope<UserRemoved>(http.delete(`/companies/${path(companyId)}/users/${path(userId)}/`)),
    /** Admins only: adds a user (new or existing) to the company; a POST, so it carries a key. */
    inviteUser: (companyId: string, input: OrganisationUserInput, once: Once) =>
      unwrapEnvelope<UserInvited>(http.post(`/companies/${path(companyId)}/users/`, input, onceConfig(once))),
    /** Admins and super admins: the unanswered invitations, open and expired (at most 100, not paged). */
    companyInvitations: (companyId: string) =>
      unwrapEnvelope<CompanyInvitationList>(http.get(`/companies/${path(companyId)}/invitations/`)),
    /** Sends the invitation again (a week again; the mail at most every 10 minutes); carries a key. */
    resendInvitation: (companyId: string, invitationId: string, once: Once) =>
      unwrapEnvelope<CompanyInvitation>(
        http.post(
          `/companies/${path(companyId)}/invitations/${path(invitationId)}/resend/`,
          undefined,
          onceConfig(once),
        ),
      ),
    /** Withdraws the invitation: its link then says so. Safe to repeat; carries a key. */
    withdrawInvitation: (companyId: string, invitationId: string, once: Once) =>
      unwrapEnvelope<InvitationWithdrawn>(
        http.delete(`/companies/${path(companyId)}/invitations/${path(invitationId)}/`, onceConfig(once)),
      ),
  };
}

export type CompaniesApi = ReturnType<typeof createCompaniesApi>;
