import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { ProductParent } from '../../api/types';
import { callApi } from '../../core/callApi';
import { paths } from '../../core/paths';
import { service } from '../../core/services';
import { cartSucceeded, GIFT_NOTE, takesGiftNote } from '../cart';
import { marketChosen, marketRestored, selectCurrentMarket } from '../market';
import { listingStoreGroup, resolveStoreGroup, settingsSucceeded } from '../settings';
import { viewItemListParams, viewItemParams } from './analytics';
import {
  listingFailed,
  listingRequested,
  listingStarted,
  listingSucceeded,
  giftNotePricesFailed,
  giftNotePricesStarted,
  giftNotePricesSucceeded,
  pricesFailed,
  pricesStarted,
  pricesSucceeded,
  productFailed,
  productRequested,
  productSucceeded,
  stocksFailed,
  stocksStarted,
  stocksSucceeded,
} from './catalogSlice';
import { selectListing, selectPrices, selectProductState } from './selectors';

/**
 * A listing belongs to one market (country, language, currency) and one store group (prices),
 * named by the id or, for a new visitor whose settings have not arrived, the slug it was asked by.
 */
export const listingKey = (marketId: string, storeGroupRef: string) => `${marketId}|${storeGroupRef}`;

export function* loadListing() {
  const api = yield* service('api');
  const market = yield* select(selectCurrentMarket);
  const storeGroup = yield* call(listingStoreGroup);
  const key = listingKey(market.id, storeGroup.id);
  yield* put(listingStarted({ key }));
  try {
    const products = yield* callApi(api.shopper.listProducts, {
      countryCode: market.country,
      languageCode: market.language,
      storeGroupId: storeGroup.id,
    });
    yield* put(listingSucceeded({ key, products }));
    const analytics = yield* service('analytics');
    yield* call([analytics, analytics.track], 'view_item_list', viewItemListParams(products));
  } catch (error) {
    yield* put(listingFailed({ key, error: toErrorInfo(error) }));
  }
}

function* loadPrices(productParentId: string, storeGroupId: string, countryCode: string) {
  const api = yield* service('api');
  yield* put(pricesStarted({ storeGroupId }));
  try {
    const prices = yield* callApi(api.shopper.getPrices, productParentId, storeGroupId, countryCode);
    yield* put(pricesSucceeded(prices));
  } catch (error) {
    yield* put(pricesFailed(toErrorInfo(error)));
  }
}

function* loadStocks(productParentId: string, storeGroupId: string, countryCode: string) {
  const api = yield* service('api');
  yield* put(stocksStarted());
  try {
    const stocks = yield* callApi(api.shopper.getStocks, productParentId, storeGroupId, countryCode);
    yield* put(stocksSucceeded(stocks));
  } catch (error) {
    yield* put(stocksFailed(toErrorInfo(error)));
  }
}

function* loadGiftNotePrices(storeGroupId: string, countryCode: string) {
  const api = yield* service('api');
  yield* put(giftNotePricesStarted());
  try {
    const prices = yield* callApi(
      api.shopper.getPrices,
      GIFT_NOTE.productParentId,
      storeGroupId,
      countryCode,
    );
    yield* put(giftNotePricesSucceeded(prices));
  } catch (error) {
    yield* put(giftNotePricesFailed(toErrorInfo(error)));
  }
}

/**
 * Prices and stocks (and the gift note's prices, where the product takes a note) load side by
 * side; any may fail without taking the others with it.
 */
export function* loadPricesAndStocks(product: ProductParent) {
  const market = yield* select(selectCurrentMarket);
  const storeGroup = yield* call(resolveStoreGroup);
  yield* all([
    call(loadPrices, product.id, storeGroup.id, market.country),
    call(loadStocks, product.id, storeGroup.id, market.country),
    ...(takesGiftNote(product.id) ? [call(loadGiftNotePrices, storeGroup.id, market.country)] : []),
  ]);
}

export function* loadProduct(action: PayloadAction<{ slug: string }>) {
  const api = yield* service('api');
  const market = yield* select(selectCurrentMarket);
  let product: ProductParent;
  try {
    product = yield* callApi(api.shopper.getProductBySlug, action.payload.slug, {
      countryCode: market.country,
      languageCode: market.language,
    });
  } catch (error) {
    yield* put(productFailed(toErrorInfo(error)));
    return;
  }
  yield* put(productSucceeded(product));
  yield* call(loadPricesAndStocks, product);

  // The view counts with a price; without one GA4 cannot value it, so it is not sent.
  const prices = yield* select(selectPrices);
  if (prices.data) {
    const analytics = yield* service('analytics');
    yield* call([analytics, analytics.track], 'view_item', viewItemParams(product, prices.data));
  }
}

/** The listing on screen was made for another market or store group: fetch the right one. */
function* refreshStaleListing() {
  const listing = yield* select(selectListing);
  if (listing.key === null) return;
  const market = yield* select(selectCurrentMarket);
  const storeGroup = yield* call(resolveStoreGroup);
  const sameGroup =
    listing.key === listingKey(market.id, storeGroup.id) ||
    listing.key === listingKey(market.id, storeGroup.slug);
  if (!sameGroup) yield* put(listingRequested());
}

/** A login can move the shopper to another store group (the cart follows): reprice the product. */
function* refreshStalePrices() {
  const { product } = yield* select(selectProductState);
  const prices = yield* select(selectPrices);
  if (!product || prices.storeGroupId === null) return;
  const storeGroup = yield* call(resolveStoreGroup);
  if (storeGroup.id !== prices.storeGroupId) yield* call(loadPricesAndStocks, product);
}

function* onShoppingContextChanged() {
  yield* call(refreshStaleListing);
  yield* call(refreshStalePrices);
}

/**
 * Slugs are in the market's language, so after a market switch the product page moves to the
 * same product's address in the new market. A product the new market does not sell is asked for
 * again by its slug, which shows the not-found state rather than another market's prices.
 */
export function* followProductToMarket() {
  const { product, slug } = yield* select(selectProductState);
  if (!product || !slug) return;
  const api = yield* service('api');
  const navigation = yield* service('navigate');
  const market = yield* select(selectCurrentMarket);
  const storeGroup = yield* call(resolveStoreGroup);
  let target: string | undefined;
  try {
    const products = yield* callApi(api.shopper.listProducts, {
      countryCode: market.country,
      languageCode: market.language,
      storeGroupId: storeGroup.id,
    });
    target = products.find((candidate) => candidate.id === product.id)?.slug;
  } catch {
    // Unknown: fall through to asking for the product again.
  }
  if (target) {
    yield* call([navigation, navigation.navigate], paths.product(market.productUrlPrefix, target), {
      replace: true,
    });
  }
  // A new slug reaches the page through the address; the same slug would not, so ask here.
  if (!target || target === slug) yield* put(productRequested({ slug }));
}

function* onMarketChosen() {
  yield* call(refreshStaleListing);
  yield* call(followProductToMarket);
}

export function* catalogRootSaga() {
  yield* takeLatest(listingRequested.type, loadListing);
  yield* takeLatest(productRequested.type, loadProduct);
  yield* takeLatest(marketChosen.type, onMarketChosen);
  yield* takeLatest(
    [cartSucceeded.type, settingsSucceeded.type, marketRestored.type],
    onShoppingContextChanged,
  );
}
