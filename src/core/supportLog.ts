import { createAction } from '@reduxjs/toolkit';
import { call, takeLeading } from 'typed-redux-saga';
import { service } from './services';

export const SUPPORT_LOG_FILENAME = 'support-log.json';

export const supportLogDownloadRequested = createAction('support/logDownloadRequested');

export interface PageLoad {
  /** The page's path, without its query (which may hold a link's token). */
  path: string;
  /** How the page was reached, as the browser reports it: 'reload', 'navigate', 'back_forward'. */
  navigation: string;
}

/**
 * The first action of every page load. The root reducer starts from a fresh state on it, as the
 * browser did, so a replayed log shows each reload where it happened.
 */
export const supportPageLoaded = createAction<PageLoad>('support/pageLoaded');

export function* downloadSupportLog() {
  const supportLog = yield* service('supportLog');
  const download = yield* service('download');
  const text = yield* call(supportLog.exportText);
  yield* call(download, SUPPORT_LOG_FILENAME, text);
}

export function* supportLogRootSaga() {
  yield* takeLeading(supportLogDownloadRequested.type, downloadSupportLog);
}
