export { accountReducer, accountPageOpened } from './accountSlice';
export type { AccountState } from './accountSlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadAccountRootSaga = () => import('./accountSagas').then((module) => module.accountRootSaga);
