import { call, put } from 'typed-redux-saga';
import { now } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { LocalText } from '../../i18n/localText';
import { notificationDismissed, notificationShown, type NotificationSeverity } from './notificationsSlice';

/** Saga helper: show a toast with an id and time taken through effects; returns its id. */
export function* notify(severity: NotificationSeverity, title: LocalText, message?: LocalText) {
  const id = yield* call(newId);
  const createdAt = yield* call(now);
  yield* put(notificationShown({ id, severity, title, ...(message ? { message } : {}), createdAt }));
  return id;
}

/**
 * Saga helper: runs `work` under a loading toast ('Approving order...') that is replaced by the
 * outcome's toast, also when the work fails or is cancelled.
 */
export function* withLoadingToast<R>(title: LocalText, work: () => Generator<unknown, R, unknown>) {
  const id = yield* call(newId);
  const createdAt = yield* call(now);
  yield* put(notificationShown({ id, severity: 'info', title, createdAt, loading: true }));
  try {
    return yield* work();
  } finally {
    yield* put(notificationDismissed({ id }));
  }
}
