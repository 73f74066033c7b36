import { call, select } from 'typed-redux-saga';
import type { SessionUser } from '../../api/types';
import { moveCart, selectCart } from '../cart';
import { selectCurrentMarket, selectMarkets } from '../market';
import { sessionMarket } from './sessionMarket';

/**
 * The login's store-group cart migration (spec point 4): a cart kept in another store group than
 * the user's moves to the user's store group (the cart feature's moveCart: new session, lines
 * added again parents first, refused lines named, checkout dropped), so a company buyer sees
 * business prices for what they chose as a visitor.
 *
 * Where the spec is silent: an empty cart in another store group is moved too (nothing to re-add),
 * so what the user adds next is priced for their store group.
 */
export function* migrateCartToUserStoreGroup(user: SessionUser) {
  const cart = yield* select(selectCart);
  if (!cart || !user.store_group_id || cart.storeGroupId === user.store_group_id) return;
  const market = sessionMarket(yield* select(selectCurrentMarket), yield* select(selectMarkets), user.market);
  yield* call(moveCart, { storeGroupId: user.store_group_id, market });
}
