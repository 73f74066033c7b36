import { spawn } from 'typed-redux-saga';
import { authRootSaga } from '../features/auth';
import { catalogRootSaga } from '../features/catalog';
import { wishlistRootSaga } from '../features/wishlist';
import { cartRootSaga } from '../features/cart';
import { sessionCompanyRootSaga } from '../features/company';
import { checkoutTokenSaga } from '../features/checkout';
import { marketRootSaga } from '../features/market';
import { settingsRootSaga } from '../features/settings';
import { supportLogRootSaga } from '../core/supportLog';

/**
 * The sagas every page needs, started with the store; the others start with their routes
 * (lazySagas.ts). Each feature runs detached, so one failing flow never stops the others.
 */
export const featureSagas = [
  marketRootSaga,
  settingsRootSaga,
  authRootSaga,
  cartRootSaga,
  sessionCompanyRootSaga,
  checkoutTokenSaga,
  supportLogRootSaga,
  catalogRootSaga,
  wishlistRootSaga,
];

export function* rootSaga() {
  for (const saga of featureSagas) yield* spawn(saga);
}
