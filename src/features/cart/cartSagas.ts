import { call, fork, put, takeLatest } from 'typed-redux-saga';
import { loggedOut } from '../../core/session';
import { waitForSettings } from '../settings';
import { cartItemWatchers } from './cartItemSagas';
import { hasCartSession, loadCart } from './cartSession';
import { cartMayHaveLines, cartRequested } from './cartSlice';
import { readIncognitoCart } from './incognitoCart';
import { cartViewWatcher } from './cartViewSagas';
import { discountCodeWatchers } from './discountCodeSagas';
import { giftNoteWatcher } from './giftNoteSagas';
import { marketSwitchWatcher } from './marketSwitchSagas';

/**
 * The cart's root saga (started with the store, app/sagaRuntime.ts): the session, and the watchers of line changes,
 * gift notes, discount codes, the market switch and view_cart. A returning visitor's cart token
 * is known at once, so that cart loads beside the settings; a new visitor's session starts in a
 * store group the settings name, so it waits for them. Whether the cart may have lines is told at
 * once, before any request: without a session or incognito lines it is empty.
 */
export function* cartRootSaga() {
  yield* fork(cartItemWatchers);
  yield* fork(discountCodeWatchers);
  yield* fork(giftNoteWatcher);
  yield* fork(marketSwitchWatcher);
  yield* fork(cartViewWatcher);
  yield* takeLatest([cartRequested.type, loggedOut.type], loadCart);
  const hasSession = yield* call(hasCartSession);
  if (hasSession || (yield* call(readIncognitoCart)).length > 0) yield* put(cartMayHaveLines());
  if (!hasSession) yield* call(waitForSettings);
  yield* put(cartRequested());
}
