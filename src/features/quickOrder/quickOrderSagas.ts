import { call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { Market, SkuProduct } from '../../api/types';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { t } from '../../i18n/localText';
import { addLinesToCart, selectCart, type BulkLine } from '../cart';
import { selectCurrentMarket } from '../market';
import { notify } from '../notifications';
import { resolveStoreGroup } from '../settings';
import { checkLines, skusToLookUp } from './checkLines';
import { MAX_QUICK_ORDER_LINES, parseQuickOrder } from './parseQuickOrder';
import {
  addFailed,
  addRequested,
  addSettled,
  addStarted,
  checkFailed,
  checkRefused,
  checkRequested,
  checkStarted,
  checkSucceeded,
} from './quickOrderSlice';
import { selectLinesToAdd, selectQuickOrderText } from './selectors';

/**
 * The variants of these SKUs in the market and the shopper's store group, in one lookup (the
 * wishlist's call, `isMultiple`). The lookup answers 20 products a page, so a longer list reads
 * the further pages of the same query.
 */
export function* lookUpSkus(skus: string[], market: Market) {
  const api = yield* service('api');
  const storeGroup = yield* call(resolveStoreGroup);
  const input = {
    storeGroupSlug: storeGroup.slug,
    market: market.id,
    language: market.language,
    skuQuery: skus.join(','),
    isMultiple: true,
  };
  const first = yield* callApi(api.proxy.getProductsBySku, input);
  const products: SkuProduct[] = [...(first.data ?? [])];
  // Every page holds at least one product, so no answer makes this read more than a list's SKUs.
  const pages = Math.min(first.total_pages ?? 1, MAX_QUICK_ORDER_LINES);
  for (let page = 2; page <= pages; page += 1) {
    const next = yield* callApi(api.proxy.getProductsBySku, { ...input, page });
    products.push(...(next.data ?? []));
  }
  return products;
}

/** Reads the text, shows its lines, looks their SKUs up and says for each whether it can be added. */
export function* checkQuickOrder() {
  const text = yield* select(selectQuickOrderText);
  const parsed = parseQuickOrder(text);
  if (parsed.tooMany) {
    yield* put(checkRefused({ code: 'tooManyLines', count: parsed.count, max: MAX_QUICK_ORDER_LINES }));
    return;
  }
  if (parsed.lines.length === 0) {
    yield* put(checkRefused({ code: 'empty' }));
    return;
  }
  yield* put(checkStarted(parsed.lines));
  try {
    const market = yield* select(selectCurrentMarket);
    const skus = skusToLookUp(parsed.lines);
    const products = skus.length > 0 ? yield* call(lookUpSkus, skus, market) : [];
    // The order limit counts what is in the cart already, as the cart's own check does.
    const cartItems = (yield* select(selectCart))?.items ?? [];
    const lines = checkLines(parsed.lines, products, cartItems);
    yield* put(checkSucceeded({ lines, text, marketId: market.id }));
  } catch (error) {
    yield* put(checkFailed(toErrorInfo(error)));
  }
}

/** One toast for the whole add: how many went to the cart, and whether some stayed behind. */
function* notifyAdded(added: number, refused: number) {
  if (refused === 0) {
    yield* notify('success', t('quickOrder.toast.added', { count: added }), t('quickOrder.toast.addedBody'));
  } else if (added > 0) {
    yield* notify(
      'warning',
      t('quickOrder.toast.partlyAdded', { added, refused }),
      t('quickOrder.toast.refusedBody', { count: refused }),
    );
  } else {
    yield* notify(
      'error',
      t('quickOrder.toast.noneAdded', { count: refused }),
      t('quickOrder.toast.refusedBody', { count: refused }),
    );
  }
}

/**
 * Adds the checked lines to the cart in one go (the cart's `addLinesToCart`); added lines leave the
 * page, refused ones stay with the cart's reason. Nothing happens while the check is stale.
 */
export function* addQuickOrderToCart() {
  const lines = yield* select(selectLinesToAdd);
  if (lines.length === 0) return;
  yield* put(addStarted());
  try {
    const keyOfVariant = new Map(lines.map((line) => [line.product.productVariantId, line.key]));
    const bulk = lines.map(({ product, quantity }): BulkLine => ({
      productVariantId: product.productVariantId,
      quantity,
      name: product.color_variant ? `${product.name}, ${product.color_variant}` : product.name,
      ...(product.productParentId ? { productParentId: product.productParentId } : {}),
      ...(product.orderLimit ? { orderLimit: product.orderLimit } : {}),
    }));
    const result = yield* call(addLinesToCart, bulk);
    const keyOf = (line: BulkLine) => keyOfVariant.get(line.productVariantId) ?? line.productVariantId;
    yield* put(
      addSettled({
        added: result.added.map(keyOf),
        refused: result.refused.map(({ line, reason }) => ({ key: keyOf(line), reason })),
      }),
    );
    yield* call(notifyAdded, result.added.length, result.refused.length);
  } catch (error) {
    yield* put(addFailed(toErrorInfo(error)));
    yield* notify('error', t('quickOrder.toast.failed'), t('quickOrder.toast.failedBody'));
  }
}

export function* quickOrderRootSaga() {
  yield* takeLatest(checkRequested.type, checkQuickOrder);
  // A double click adds once: a second request while the first runs is ignored.
  yield* takeLeading(addRequested.type, addQuickOrderToCart);
}
