import { call, fork, put, select, take, takeLatest } from 'typed-redux-saga';
import { loggedOut } from '../auth';
import { selectSettingsRequest, settingsFailed, settingsSucceeded } from '../settings';
import { cartItemWatchers } from './cartItemSagas';
import { loadCart } from './cartSession';
import { cartRequested } from './cartSlice';
import { cartViewWatcher } from './cartViewSagas';
import { discountCodeWatchers } from './discountCodeSagas';
import { marketSwitchWatcher } from './marketSwitchSagas';

export { loadCart, startCartSession } from './cartSession';

/** The store groups come with the settings; wait for them before the first cart call. */
function* waitForSettings() {
  const request = yield* select(selectSettingsRequest);
  if (request.status === 'succeeded' || request.status === 'failed') return;
  yield* take([settingsSucceeded.type, settingsFailed.type]);
}

/**
 * The cart's one root saga (already started by app/rootSaga): the session, and the watchers of
 * line changes, discount codes, the market switch and view_cart.
 */
export function* cartSessionRootSaga() {
  yield* fork(cartItemWatchers);
  yield* fork(discountCodeWatchers);
  yield* fork(marketSwitchWatcher);
  yield* fork(cartViewWatcher);
  yield* takeLatest([cartRequested.type, loggedOut.type], loadCart);
  yield* call(waitForSettings);
  yield* put(cartRequested());
}
