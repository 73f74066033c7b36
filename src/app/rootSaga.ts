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
 * The sagas every page needs, started with the store (sagaRuntime.ts), each detached, so one
 * failing flow never stops the others; the others start with their routes (lazySagas.ts).
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
