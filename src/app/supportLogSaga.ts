import { createAction } from '@reduxjs/toolkit';
import { call, getContext, takeLeading } from 'typed-redux-saga';
import type { Services } from './services';

export const SUPPORT_LOG_FILENAME = 'support-log.json';

export const supportLogDownloadRequested = createAction('support/logDownloadRequested');

export function* downloadSupportLog() {
  const supportLog = yield* getContext<Services['supportLog']>('supportLog');
  const download = yield* getContext<Services['download']>('download');
  const text = yield* call(supportLog.exportText);
  yield* call(download, SUPPORT_LOG_FILENAME, text);
}

export function* supportLogRootSaga() {
  yield* takeLeading(supportLogDownloadRequested.type, downloadSupportLog);
}
