// The company area: one page (its route loads it) with three tabs. Details loads with the page;
// users and print files are sub-folders whose code and sagas load when their tab first shows.
// The slices keep their own keys (`companyArea`, `companyUsers`, `printFiles`), so recorded
// support logs replay.
export { companyAreaReducer } from './companyAreaSlice';
export type { CompanyAreaState } from './companyAreaSlice';
export type { CompanyUsersState, PendingInvitationsState } from './users';
export type { PrintFilesState } from './printFiles';
/** The users tab's slices and sagas, loaded when the tab first shows (src/core/featureLoading.tsx). */
export const loadCompanyUsersReducers = () =>
  import('./users').then((users) => ({
    companyUsers: users.companyUsersReducer,
    pendingInvitations: users.pendingInvitationsReducer,
  }));
export const loadCompanyUsersRootSaga = () =>
  import('./users').then((users) => users.loadCompanyUsersRootSaga());
/** The print files tab's slice and sagas, likewise. */
export const loadPrintFilesReducer = () => import('./printFiles').then((files) => files.printFilesReducer);
export const loadPrintFilesRootSaga = () =>
  import('./printFiles').then((files) => files.loadPrintFilesRootSaga());
/** The page's own sagas load with its route (see src/app/lazySagas.ts). */
export const loadCompanyAreaRootSaga = () =>
  import('./companyAreaSagas').then((module) => module.companyAreaRootSaga);
