import { call, select } from 'typed-redux-saga';
import type { Market } from '../../api/types';
import { selectCurrentMarket, selectMarkets } from '../market';
import { moveCart } from './cartMove';
import { selectCart } from './selectors';

/**
 * The market a user's new cart session is started in. The shopper's current market wins, so the
 * cart's currency and prices match what the page shows; switching the shown market here would
 * start the cart's own market-switch flow as well. The user's own market is used when the current
 * one is not among the known markets, and the current one stays the last resort
 * (docs/decisions.md#cart).
 */
export function sessionMarket(current: Market, markets: Market[], userMarketId: string): Market {
  if (markets.length === 0 || markets.some((market) => market.id === current.id)) return current;
  return markets.find((market) => market.id === userMarketId) ?? current;
}

/**
 * A signed-in user's cart follows the user's store group (docs/rules.md#login: the login's store-group
 * migration): a cart kept in another store group moves there (moveCart: new session, lines added
 * again parents first, refused lines named, checkout invalidated), so a company buyer sees
 * business prices for what they chose as a visitor.
 *
 * Where the rules were silent (docs/decisions.md#cart): an empty cart in another store group is
 * moved too (nothing to re-add), so what the user adds next is priced for their store group.
 */
export function* moveCartToUserStoreGroup(user: { store_group_id: string; market: string }) {
  const cart = yield* select(selectCart);
  if (!cart || !user.store_group_id || cart.storeGroupId === user.store_group_id) return;
  const market = sessionMarket(yield* select(selectCurrentMarket), yield* select(selectMarkets), user.market);
  yield* call(moveCart, { storeGroupId: user.store_group_id, market });
}
