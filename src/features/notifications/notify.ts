import { call, put } from 'typed-redux-saga';
import { now } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { LocalText } from '../../i18n/localText';
import { notificationShown, type NotificationSeverity } from './notificationsSlice';

/** Saga helper: show a toast with an id and time taken through effects. */
export function* notify(severity: NotificationSeverity, title: LocalText, message?: LocalText) {
  const id = yield* call(newId);
  const createdAt = yield* call(now);
  yield* put(notificationShown({ id, severity, title, ...(message ? { message } : {}), createdAt }));
}
