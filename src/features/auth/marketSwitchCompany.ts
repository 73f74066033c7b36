import { call, race, select, take, takeLatest } from 'typed-redux-saga';
import { cartFailed, cartSucceeded } from '../cart';
import { marketChosen } from '../market';
import { attachCompany } from '../company';
import { selectUser } from './selectors';

/**
 * A market switch moves the cart to a new session (cart feature), which knows nothing of the
 * business user's company: once the moved cart is in, the company attributes go to it as they
 * did to the login's session, so the checkout and the order carry the company in any market.
 */
export function* attachCompanyAfterMarketSwitch() {
  const user = yield* select(selectUser);
  if (!user) return;
  const { moved } = yield* race({ moved: take(cartSucceeded.type), failed: take(cartFailed.type) });
  if (moved) yield* call(attachCompany, user);
}

export function* marketSwitchCompanyWatcher() {
  yield* takeLatest(marketChosen.type, attachCompanyAfterMarketSwitch);
}
