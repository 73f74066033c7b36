import { lazyNamed } from '../../../components/lazyNamed';
import type { CompanyUsersTabProps } from './components/CompanyUsersTab';

// The tab loads with the company page that shows it, not with the first screen.
export const LazyCompanyUsersTab = lazyNamed<CompanyUsersTabProps>(
  () => import('./components/CompanyUsersTab'),
  'CompanyUsersTab',
);
export type { CompanyUsersTabProps };
export { companyUsersReducer } from './companyUsersSlice';
export type { CompanyUsersState } from './companyUsersSlice';
export { pendingInvitationsReducer } from './pendingInvitationsSlice';
export type { PendingInvitationsState } from './pendingInvitationsSlice';
/** The tab's sagas load with it (see src/app/lazySagas.ts). */
export const loadCompanyUsersRootSaga = () =>
  import('./companyUsersSagas').then((module) => module.companyUsersRootSaga);
