import { call } from 'typed-redux-saga';
import type { Cart } from '../../api/types';
import { service } from '../../core/services';
import { storageKeys } from '../../services/storage';
import { incognitoLinesOf, parseIncognitoLines } from './incognitoLines';

/** Keeps the incognito cart in step with the server cart (docs/rules.md#cart-session). */
export function* storeIncognitoCart(cart: Cart) {
  const storage = yield* service('localStorage');
  yield* call(storage.set, storageKeys.incognitoCart, incognitoLinesOf(cart));
}

export function* readIncognitoCart() {
  const storage = yield* service('localStorage');
  return parseIncognitoLines(yield* call(storage.get<unknown>, storageKeys.incognitoCart));
}

export function* clearIncognitoCart() {
  const storage = yield* service('localStorage');
  yield* call(storage.remove, storageKeys.incognitoCart);
}
