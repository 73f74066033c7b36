import { call, fork, put, takeLatest } from 'typed-redux-saga';
import { loggedOut } from '../../core/session';
import { waitForSettings } from '../settings';
import { cartItemWatchers } from './cartItemSagas';
import { loadCart } from './cartSession';
import { cartRequested } from './cartSlice';
import { cartViewWatcher } from './cartViewSagas';
import { discountCodeWatchers } from './discountCodeSagas';
import { giftNoteWatcher } from './giftNoteSagas';
import { marketSwitchWatcher } from './marketSwitchSagas';

/**
 * The cart's root saga (started by app/rootSaga): the session, and the watchers of line changes,
 * gift notes, discount codes, the market switch and view_cart. The store groups come with the
 * settings, so the first cart call waits for them.
 */
export function* cartRootSaga() {
  yield* fork(cartItemWatchers);
  yield* fork(discountCodeWatchers);
  yield* fork(giftNoteWatcher);
  yield* fork(marketSwitchWatcher);
  yield* fork(cartViewWatcher);
  yield* takeLatest([cartRequested.type, loggedOut.type], loadCart);
  yield* call(waitForSettings);
  yield* put(cartRequested());
}
