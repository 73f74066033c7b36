// The page stays out of this file: it loads with its route.
export { companyAreaReducer } from './companyAreaSlice';
export type { CompanyAreaState } from './companyAreaSlice';
export { companyAreaRootSaga } from './companyAreaSagas';
