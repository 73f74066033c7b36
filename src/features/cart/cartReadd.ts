import { call } from 'typed-redux-saga';
import type { Cart } from '../../api/types';
import { callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { t } from '../../i18n/localText';
import { notify } from '../notifications';
import { parentsFirst, type IncognitoLine } from './incognitoLines';

/**
 * Adds the incognito lines into a new session, in order, parents before children (a child gets
 * its parent's new line id). Lines the new session refuses (not sold or out of stock in this
 * market, or any other refusal) are collected by name; a child whose parent failed fails too.
 */
export function* readdLines(startCart: Cart, lines: IncognitoLine[]) {
  const api = yield* service('api');
  let cart = startCart;
  const failed: string[] = [];
  const newLineOfVariant = new Map<string, string>();
  for (const line of parentsFirst(lines)) {
    const { parentVariantId, ...options } = line.options;
    const parentItem = parentVariantId ? newLineOfVariant.get(parentVariantId) : undefined;
    if (parentVariantId && !parentItem) {
      failed.push(line.name);
      continue;
    }
    try {
      cart = yield* callApiOnce(api.shopper.addItem, {
        productVariantId: line.productVariantId,
        quantity: line.quantity,
        options: parentItem ? { ...options, parentItem } : options,
      });
      const added = cart.items.find(
        (item) => item.productVariantId === line.productVariantId && !item.options.parentItem,
      );
      if (!parentVariantId && added) newLineOfVariant.set(line.productVariantId, added.id);
    } catch {
      failed.push(line.name);
    }
  }
  return { cart, failed: [...new Set(failed)] };
}

/** One warning naming every line that could not come along: nothing is dropped silently. */
export function* notifyNotReadded(names: string[]) {
  if (names.length === 0) return;
  yield* notify(
    'warning',
    t('cart.readd.failedTitle', { count: names.length }),
    t('cart.readd.failedBody', { count: names.length, names: names.join(', ') }),
  );
}

export function* readdAndReport(startCart: Cart, lines: IncognitoLine[]) {
  if (lines.length === 0) return startCart;
  const { cart, failed } = yield* call(readdLines, startCart, lines);
  yield* call(notifyNotReadded, failed);
  return cart;
}
