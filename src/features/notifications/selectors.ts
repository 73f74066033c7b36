import type { EntityState } from '@reduxjs/toolkit';
import { notificationsAdapter, type Notification } from './notificationsSlice';

type WithNotifications = { notifications: EntityState<Notification, string> };

export const { selectAll: selectNotifications } = notificationsAdapter.getSelectors(
  (state: WithNotifications) => state.notifications,
);
