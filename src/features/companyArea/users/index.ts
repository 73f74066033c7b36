export { LazyCompanyUsersTab } from './LazyCompanyUsersTab';
export type { CompanyUsersTabProps } from './components/CompanyUsersTab';
export { companyUsersReducer } from './companyUsersSlice';
export type { CompanyUsersState } from './companyUsersSlice';
export { pendingInvitationsReducer } from './pendingInvitationsSlice';
export type { PendingInvitationsState } from './pendingInvitationsSlice';
/** The tab's sagas load with it (see src/app/lazySagas.ts). */
export const loadCompanyUsersRootSaga = () =>
  import('./companyUsersSagas').then((module) => module.companyUsersRootSaga);
