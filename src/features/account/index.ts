export { accountReducer, accountPageOpened } from './accountSlice';
export type { AccountState } from './accountSlice';
export { accountRootSaga } from './accountSagas';
