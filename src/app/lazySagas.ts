import type { Saga } from 'redux-saga';
import { loadCheckoutRootSaga } from '../features/checkout';
import {
  loadCompanyAreaRootSaga,
  loadCompanyUsersRootSaga,
  loadPrintFilesRootSaga,
} from '../features/companyArea';
import { loadInvitationRootSaga } from '../features/invitation';
import { loadNewsletterRootSaga } from '../features/newsletter';
import { loadOrdersRootSaga } from '../features/orders';
import { loadPasswordRootSaga } from '../features/password';
import { loadProfileRootSaga } from '../features/profile';
import { loadQuickOrderRootSaga } from '../features/quickOrder';
import { loadSignupRootSaga } from '../features/signup';

/**
 * The features whose sagas only their own routes need: their code loads with the route, not
 * before the first screen. Their slices stay in the root reducer, so a support log still replays.
 */
export const lazySagas = {
  checkout: loadCheckoutRootSaga,
  companyArea: loadCompanyAreaRootSaga,
  companyUsers: loadCompanyUsersRootSaga,
  invitation: loadInvitationRootSaga,
  newsletter: loadNewsletterRootSaga,
  orders: loadOrdersRootSaga,
  password: loadPasswordRootSaga,
  printFiles: loadPrintFilesRootSaga,
  profile: loadProfileRootSaga,
  quickOrder: loadQuickOrderRootSaga,
  signup: loadSignupRootSaga,
} satisfies Record<string, () => Promise<Saga>>;

export type LazySagaName = keyof typeof lazySagas;

/** Starts a feature's sagas in a store, once however often it is asked. */
export type StartFeatureSaga = (name: LazySagaName, saga: Saga) => void;

/** Loads the named features' sagas and starts them; resolves when they run. */
export const sagaLoader =
  (start: StartFeatureSaga) =>
  (names: readonly LazySagaName[]): Promise<void> =>
    Promise.all(names.map(async (name) => start(name, await lazySagas[name]()))).then(() => undefined);

export type LoadFeatureSagas = ReturnType<typeof sagaLoader>;
