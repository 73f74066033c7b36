import type { Market } from '../../api/types';

/**
 * The market a login's new cart session is started in. The shopper's current market wins, so the
 * cart's currency and prices match what the page shows; switching the shown market here would
 * start the cart's own market-switch flow as well. The user's own market (spec point 4: "the
 * user's market") is used when the current one is not among the known markets, and the current
 * one stays the last resort.
 */
export function sessionMarket(current: Market, markets: Market[], userMarketId: string): Market {
  if (markets.length === 0 || markets.some((market) => market.id === current.id)) return current;
  return markets.find((market) => market.id === userMarketId) ?? current;
}
