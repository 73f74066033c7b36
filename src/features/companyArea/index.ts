// The page stays out of this file: it loads with its route.
export { companyAreaReducer } from './companyAreaSlice';
export type { CompanyAreaState } from './companyAreaSlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadCompanyAreaRootSaga = () =>
  import('./companyAreaSagas').then((module) => module.companyAreaRootSaga);
