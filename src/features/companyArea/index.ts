// The company area: one page (its route loads it) with three tabs. Details loads with the page;
// users and print files are sub-folders whose code and sagas load when their tab first shows.
// The slices keep their own keys (`companyArea`, `companyUsers`, `printFiles`), so recorded
// support logs replay.
export { companyAreaReducer } from './companyAreaSlice';
export type { CompanyAreaState } from './companyAreaSlice';
export { companyUsersReducer, loadCompanyUsersRootSaga, pendingInvitationsReducer } from './users';
export type { CompanyUsersState, PendingInvitationsState } from './users';
export { printFilesReducer, loadPrintFilesRootSaga } from './printFiles';
export type { PrintFilesState } from './printFiles';
/** The page's own sagas load with its route (see src/app/lazySagas.ts). */
export const loadCompanyAreaRootSaga = () =>
  import('./companyAreaSagas').then((module) => module.companyAreaRootSaga);
