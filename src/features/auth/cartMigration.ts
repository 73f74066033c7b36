import { call, getContext, put, select } from 'typed-redux-saga';
import type { Cart, CartItem, SessionUser } from '../../api/types';
import { callApi } from '../../app/callApi';
import type { Services } from '../../app/services';
import { t } from '../../i18n/localText';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import { cartSucceeded, checkoutInvalidated, selectCart } from '../cart';
import { selectCurrentMarket, selectMarkets } from '../market';
import { notify } from '../notifications';
import { sessionMarket } from './sessionMarket';

const itemName = (item: CartItem) => item.displayName || item.name || item.productVariantId;

/**
 * The login's store-group cart migration (spec point 4): a cart kept in another store group
 * than the user's moves to a new cart session in the user's store group, and every line is
 * added again there, so a company buyer sees business prices for what they chose as a visitor.
 *
 * Where the spec is silent:
 * - An empty cart in another store group is moved too (nothing to re-add), so what the user
 *   adds next is priced for their store group.
 * - Child lines (options.parentItem) are added after their parents, pointing at the parent's
 *   new line id.
 * - Lines the new session refuses (out of stock, order limit) are named in one warning toast.
 * - The cached checkout is emptied through the cart's checkoutInvalidated (the checkout slice
 *   listens to it), after the checkout-token cookie is deleted.
 */
export function* migrateCartToUserStoreGroup(user: SessionUser) {
  const cart = yield* select(selectCart);
  if (!cart || !user.store_group_id || cart.storeGroupId === user.store_group_id) return;

  const api = yield* getContext<Services['api']>('api');
  const cookies = yield* getContext<Services['cookies']>('cookies');
  yield* call(cookies.remove, cookieNames.checkoutToken);
  yield* put(checkoutInvalidated());

  const market = sessionMarket(yield* select(selectCurrentMarket), yield* select(selectMarkets), user.market);
  const started = yield* callApi(api.shopper.startSession, {
    storeGroupId: user.store_group_id,
    countryCode: market.country,
    languageCode: market.language,
  });
  yield* call(cookies.set, cookieNames.cartToken, started.token, cookieLifetimes.cart);
  yield* call(cookies.set, cookieNames.storeGroupId, started.cart.storeGroupId, cookieLifetimes.cart);

  const { cart: final, failed } = yield* call(readdItems, cart.items, started.cart);
  yield* put(cartSucceeded(final));
  if (failed.length > 0) {
    yield* notify(
      'warning',
      t('auth.cartMigration.failed.title'),
      t('auth.cartMigration.failed.body', { names: failed.join(', ') }),
    );
  }
}

/** Adds the old lines to the new session, parents first; returns the last cart and the names that failed. */
export function* readdItems(items: CartItem[], startCart: Cart) {
  const api = yield* getContext<Services['api']>('api');
  let cart = startCart;
  const failed: string[] = [];
  const newLineIds = new Map<string, string>();
  const parents = items.filter((item) => !item.options?.parentItem);
  const children = items.filter((item) => item.options?.parentItem);

  for (const item of [...parents, ...children]) {
    const { parentItem, ...rest } = item.options ?? {};
    let options = item.options ?? {};
    if (parentItem) {
      const newParent = newLineIds.get(String(parentItem));
      if (!newParent) {
        failed.push(itemName(item));
        continue;
      }
      options = { ...rest, parentItem: newParent };
    }
    try {
      const before = new Set(cart.items.map((line) => line.id));
      cart = yield* callApi(api.shopper.addItem, {
        productVariantId: item.productVariantId,
        quantity: item.quantity,
        options,
      });
      const line =
        cart.items.find(
          (candidate) => !before.has(candidate.id) && candidate.productVariantId === item.productVariantId,
        ) ?? cart.items.find((candidate) => candidate.productVariantId === item.productVariantId);
      if (line) newLineIds.set(item.id, line.id);
    } catch {
      failed.push(itemName(item));
    }
  }
  return { cart, failed };
}
