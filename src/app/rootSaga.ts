import { spawn } from 'typed-redux-saga';
import { authRootSaga } from '../features/auth';
import { catalogRootSaga } from '../features/catalog';
import { wishlistRootSaga } from '../features/wishlist';
import { signupRootSaga } from '../features/signup';
import { passwordRootSaga } from '../features/password';
import { profileRootSaga } from '../features/profile';
import { accountRootSaga } from '../features/account';
import { cartRootSaga } from '../features/cart';
import { checkoutRootSaga } from '../features/checkout';
import { companyRootSaga } from '../features/company';
import { companyAreaRootSaga } from '../features/companyArea';
import { companyUsersRootSaga } from '../features/companyUsers';
import { marketRootSaga } from '../features/market';
import { newsletterRootSaga } from '../features/newsletter';
import { ordersRootSaga } from '../features/orders';
import { printFilesRootSaga } from '../features/printFiles';
import { quickOrderRootSaga } from '../features/quickOrder';
import { settingsRootSaga } from '../features/settings';
import { supportLogRootSaga } from '../core/supportLog';

/** Each feature runs detached, so one failing flow never stops the others. */
export const featureSagas = [
  marketRootSaga,
  settingsRootSaga,
  authRootSaga,
  cartRootSaga,
  checkoutRootSaga,
  companyRootSaga,
  companyAreaRootSaga,
  companyUsersRootSaga,
  supportLogRootSaga,
  catalogRootSaga,
  wishlistRootSaga,
  signupRootSaga,
  passwordRootSaga,
  profileRootSaga,
  accountRootSaga,
  ordersRootSaga,
  printFilesRootSaga,
  quickOrderRootSaga,
  newsletterRootSaga,
];

export function* rootSaga() {
  for (const saga of featureSagas) yield* spawn(saga);
}
