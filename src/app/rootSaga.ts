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
import { marketRootSaga } from '../features/market';
import { ordersRootSaga } from '../features/orders';
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
  supportLogRootSaga,
  catalogRootSaga,
  wishlistRootSaga,
  signupRootSaga,
  passwordRootSaga,
  profileRootSaga,
  accountRootSaga,
  ordersRootSaga,
  quickOrderRootSaga,
];

export function* rootSaga() {
  for (const saga of featureSagas) yield* spawn(saga);
}
