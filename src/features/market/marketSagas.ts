import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Market } from '../../api/types';
import { service } from '../../core/services';
import { storageKeys } from '../../services/storage';
import { isMarket } from './defaultMarket';
import { followMarketAddress } from './followMarketAddress';
import { marketChosen, marketRestored } from './marketSlice';

export function* restoreMarket() {
  const storage = yield* service('localStorage');
  const stored = yield* call(storage.get<unknown>, storageKeys.market);
  if (isMarket(stored)) yield* put(marketRestored(stored));
}

export function* rememberMarket(action: PayloadAction<Market>) {
  const storage = yield* service('localStorage');
  yield* call(storage.set, storageKeys.market, action.payload);
}

export function* marketRootSaga() {
  yield* call(restoreMarket);
  yield* call(followMarketAddress);
  yield* takeEvery(marketChosen.type, rememberMarket);
  yield* takeLatest(marketChosen.type, followMarketAddress);
}
