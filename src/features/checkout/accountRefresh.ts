import { call, put, race, take } from 'typed-redux-saga';
import { followUserStoreGroup, userFailed, userRequested, userSucceeded } from '../auth';
import { checkoutEntered } from './checkoutSlice';

/**
 * The way on after the checkout's backends refused the buyer's ordering rights: the account is read
 * again, the cart follows it (a former member's cart returns to the account's own store group and
 * prices, a member of another company gets that company), and the checkout opens again.
 */
export function* refreshAccountAndReopen() {
  yield* put(userRequested());
  const { loaded } = yield* race({ loaded: take(userSucceeded), failed: take(userFailed) });
  if (loaded) yield* call(followUserStoreGroup, loaded.payload);
  yield* put(checkoutEntered({ restart: true }));
}
