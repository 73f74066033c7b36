import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga';

/**
 * takeLeading per key (a cart line, a variant, a code): actions for different keys run at once,
 * while an action for a key whose worker still runs is ignored, so one key's changes stay
 * ordered and a double click never does the thing twice.
 */
export function* takeLeadingPerKey<P>(
  types: string | string[],
  keyOf: (payload: P) => string,
  worker: (action: PayloadAction<P>) => Generator<unknown, unknown, unknown>,
) {
  const running = new Set<string>();
  yield* takeEvery(types, function* perKey(action: PayloadAction<P>) {
    const key = keyOf(action.payload);
    if (running.has(key)) return;
    running.add(key);
    try {
      yield* call(worker, action);
    } finally {
      running.delete(key);
    }
  });
}
