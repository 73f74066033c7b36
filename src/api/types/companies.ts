// The companies (organisations) behind the product's proxy. The shapes are generated from its
// contract, contracts/proxy.yaml (`npm run contracts`).

export type {
  CompanyAddress,
  Company,
  CompanyListQuery,
  CompanyPage,
  MyCompanies,
  ContactPerson,
  CompanyContacts,
  CompanyAddressInput,
  CompanyUpdateInput,
  CompanyUpdated,
  OrganisationUser,
  OrganisationUserQuery,
  OrganisationUserPage,
  OrganisationUserError,
  UserRemoved,
  OrganisationUserInput,
  UserInvited,
  CompanyInvitation,
  CompanyInvitationList,
  InvitationWithdrawn,
} from '../../../contracts/types/proxy';
