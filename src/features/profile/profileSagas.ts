import { delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { SOMETHING_WENT_WRONG, toErrorInfo } from '../../api/apiError';
import { callApi, callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { logoutRequested, selectUser, userRequested } from '../auth';
import { selectCurrentMarket, selectMarkets } from '../market';
import {
  accountDeleteFailed,
  accountDeleteRequested,
  accountDeleteSucceeded,
  profileSavedNoticeCleared,
  profileSaveFailed,
  profileSaveRequested,
  profileSaveSucceeded,
} from './profileSlice';
import { profilePayload } from './profileValues';

/** The profile success alert disappears after 5 s (docs/rules.md#profile). */
export const SAVED_NOTICE_MS = 5000;
/** The answer of a deletion that happened (docs/rules.md#delete-account). */
export const USER_DELETED = 'user deleted';

/** Success is an answer carrying an email; the user is then refetched (docs/rules.md#profile). */
export function* saveProfile({ payload: values }: ReturnType<typeof profileSaveRequested>) {
  const api = yield* service('api');
  const user = yield* select(selectUser);
  if (!user) {
    yield* put(profileSaveFailed(toErrorInfo(new Error('Unauthorized'))));
    return;
  }
  const markets = yield* select(selectMarkets);
  const current = yield* select(selectCurrentMarket);
  const country = (markets.find((market) => market.id === user.market) ?? current).country;
  try {
    const answer = yield* callApi(api.proxy.updateUser, profilePayload(values, user, country));
    if (!answer || typeof answer.email !== 'string' || !answer.email) {
      yield* put(profileSaveFailed(toErrorInfo(new Error(SOMETHING_WENT_WRONG))));
      return;
    }
    yield* put(profileSaveSucceeded());
    yield* put(userRequested());
  } catch (error) {
    yield* put(profileSaveFailed(toErrorInfo(error)));
  }
}

export function* clearSavedNoticeLater() {
  yield* delay(SAVED_NOTICE_MS);
  yield* put(profileSavedNoticeCleared());
}

/** Logged out and sent to / only when the answer is 'user deleted' (docs/rules.md#delete-account). */
export function* deleteAccount() {
  const api = yield* service('api');
  try {
    const answer = yield* callApiOnce(api.proxy.deleteAccount);
    if (answer?.message !== USER_DELETED) {
      yield* put(accountDeleteFailed(toErrorInfo(new Error(answer?.message || SOMETHING_WENT_WRONG))));
      return;
    }
    yield* put(accountDeleteSucceeded());
    yield* put(logoutRequested());
  } catch (error) {
    yield* put(accountDeleteFailed(toErrorInfo(error)));
  }
}

export function* profileRootSaga() {
  yield* takeLeading(profileSaveRequested.type, saveProfile);
  yield* takeLatest(profileSaveSucceeded.type, clearSavedNoticeLater);
  yield* takeLeading(accountDeleteRequested.type, deleteAccount);
}
