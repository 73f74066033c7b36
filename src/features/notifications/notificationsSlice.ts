import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LocalText } from '../../i18n/localText';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: string;
  severity: NotificationSeverity;
  title: LocalText;
  message?: LocalText;
  createdAt: number;
  /** A toast for work in progress: it shows a spinner and stays until the saga dismisses it. */
  loading?: boolean;
}

export type NotificationsState = EntityState<Notification, string>;

declare module '../../core/rootState' {
  interface RootState {
    notifications: NotificationsState;
  }
}

const adapter = createEntityAdapter<Notification>({ sortComparer: (a, b) => a.createdAt - b.createdAt });

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: adapter.getInitialState(),
  reducers: {
    /** Id and time come from the saga that shows the toast, so a replay shows the same toasts. */
    notificationShown: (state, action: PayloadAction<Notification>) => adapter.addOne(state, action.payload),
    notificationDismissed: (state, action: PayloadAction<{ id: string }>) =>
      adapter.removeOne(state, action.payload.id),
  },
});

export const { notificationShown, notificationDismissed } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export const notificationsAdapter = adapter;
