import { put, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { settingsFailed, settingsRequested, settingsSucceeded } from './settingsSlice';

export function* loadSettings() {
  const api = yield* service('api');
  try {
    const config = yield* callApi(api.proxy.getSettings);
    yield* put(settingsSucceeded(config));
  } catch (error) {
    yield* put(settingsFailed(toErrorInfo(error)));
  }
}

export function* settingsRootSaga() {
  yield* takeLatest(settingsRequested.type, loadSettings);
  yield* put(settingsRequested());
}
