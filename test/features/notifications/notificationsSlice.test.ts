import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import {
  notificationDismissed,
  notificationShown,
  notificationsReducer,
  type Notification,
} from '../../../src/features/notifications/notificationsSlice';
import { notify } from '../../../src/features/notifications/notify';
import { selectNotifications } from '../../../src/features/notifications/selectors';
import { literal, t } from '../../../src/i18n/localText';
import { now } from '../../../src/lib/clock';
import { newId } from '../../../src/lib/ids';
import { sagaHarness } from '../../support/sagaHarness';

const initial = notificationsReducer(undefined, { type: '@@init' });
const toast = (id: string, createdAt: number): Notification => ({
  id,
  severity: 'info',
  title: t('toast.title'),
  createdAt,
});

function show(...toasts: Notification[]) {
  return toasts.reduce((state, item) => notificationsReducer(state, notificationShown(item)), initial);
}

describe('notificationsSlice', () => {
  it('starts empty', () => {
    expect(selectNotifications({ notifications: initial })).toEqual([]);
  });

  it('notificationShown adds the toast', () => {
    const state = show(toast('a', 1000));
    expect(selectNotifications({ notifications: state })).toEqual([toast('a', 1000)]);
  });

  it('keeps the toasts sorted by createdAt, whatever order they were shown in', () => {
    const state = show(toast('late', 3000), toast('early', 1000), toast('middle', 2000));
    expect(selectNotifications({ notifications: state }).map((item) => item.id)).toEqual([
      'early',
      'middle',
      'late',
    ]);
  });

  it('notificationDismissed removes only the toast with that id', () => {
    const state = notificationsReducer(
      show(toast('a', 1000), toast('b', 2000)),
      notificationDismissed({ id: 'a' }),
    );
    expect(selectNotifications({ notifications: state })).toEqual([toast('b', 2000)]);
  });

  it('dismissing an unknown id changes nothing', () => {
    const state = show(toast('a', 1000));
    expect(notificationsReducer(state, notificationDismissed({ id: 'missing' }))).toEqual(state);
  });
});

describe('notify', () => {
  const { reducer, setup } = sagaHarness(combineReducers({ notifications: notificationsReducer }));

  it('puts notificationShown with the id from newId and the time from now', async () => {
    const { storeState } = await expectSaga(notify, 'error', t('cart.error.title'), literal('Out of stock'))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(newId), 'toast-1'],
        [matchers.call.fn(now), 1_700_000_000_000],
        ...setup().providers,
      ])
      .put(
        notificationShown({
          id: 'toast-1',
          severity: 'error',
          title: { id: 'cart.error.title' },
          message: { text: 'Out of stock' },
          createdAt: 1_700_000_000_000,
        }),
      )
      .run();
    expect(selectNotifications(storeState as ReturnType<typeof reducer>).map((item) => item.id)).toEqual([
      'toast-1',
    ]);
  });

  it('leaves the message out of the toast when none is given', async () => {
    const { storeState } = await expectSaga(notify, 'success', t('saved'))
      .withReducer(reducer)
      .provide([[matchers.call.fn(newId), 'toast-2'], [matchers.call.fn(now), 5], ...setup().providers])
      .run();
    const [shown] = selectNotifications(storeState as ReturnType<typeof reducer>);
    expect(shown).toEqual({ id: 'toast-2', severity: 'success', title: { id: 'saved' }, createdAt: 5 });
    expect(shown).not.toHaveProperty('message');
  });
});
