export { notificationShown, notificationDismissed, notificationsReducer } from './notificationsSlice';
export type { Notification, NotificationSeverity } from './notificationsSlice';
export { selectNotifications } from './selectors';
export { notify, withLoadingToast } from './notify';
export { LazyToaster as Toaster } from './components/LazyToaster';
