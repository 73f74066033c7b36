import { spawn } from 'typed-redux-saga';
import { authRootSaga } from '../features/auth';
import { cartSessionRootSaga } from '../features/cart';
import { marketRootSaga } from '../features/market';
import { settingsRootSaga } from '../features/settings';
import { supportLogRootSaga } from './supportLogSaga';

/** Each feature runs detached, so one failing flow never stops the others. */
export const featureSagas = [
  marketRootSaga,
  settingsRootSaga,
  authRootSaga,
  cartSessionRootSaga,
  supportLogRootSaga,
];

export function* rootSaga() {
  for (const saga of featureSagas) yield* spawn(saga);
}
