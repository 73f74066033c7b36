import { createAction } from '@reduxjs/toolkit';
import { call, takeLeading } from 'typed-redux-saga';
import { service } from './services';

export const SUPPORT_LOG_FILENAME = 'support-log.json';

export const supportLogDownloadRequested = createAction('support/logDownloadRequested');

export function* downloadSupportLog() {
  const supportLog = yield* service('supportLog');
  const download = yield* service('download');
  const text = yield* call(supportLog.exportText);
  yield* call(download, SUPPORT_LOG_FILENAME, text);
}

export function* supportLogRootSaga() {
  yield* takeLeading(supportLogDownloadRequested.type, downloadSupportLog);
}
