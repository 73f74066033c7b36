import { forwardRef, useEffect, useRef } from 'react';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import AlertTitle from '@mui/material/AlertTitle';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useLocalText } from '../../../i18n/useLocalText';
import { notificationDismissed, type Notification } from '../notificationsSlice';
import { selectNotifications } from '../selectors';
import { toastDefaults } from '../toastDefaults';

interface ToastProps extends CustomContentProps {
  notification: Notification;
}

const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ id, notification }, ref) {
  const { closeSnackbar } = useSnackbar();
  const intl = useIntl();
  const resolve = useLocalText();
  return (
    <Alert
      ref={ref}
      data-toast
      tabIndex={-1}
      role={notification.severity === 'error' ? 'alert' : 'status'}
      severity={notification.severity}
      icon={notification.loading ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      variant="filled"
      onClose={() => closeSnackbar(id)}
      closeText={intl.formatMessage({ id: 'notifications.close' })}
      sx={{ width: toastDefaults.widthPx, maxWidth: '100%' }}
    >
      <AlertTitle sx={{ mb: notification.message ? 0.5 : 0 }}>{resolve(notification.title)}</AlertTitle>
      {notification.message ? resolve(notification.message) : null}
    </Alert>
  );
});

/** Mirrors the notifications slice into notistack; the slice stays the source of truth. */
function ToastBridge() {
  const notifications = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    // A toast the store no longer has (a loading toast its saga replaced) closes.
    const current = new Set(notifications.map((notification) => notification.id));
    for (const id of shown.current) if (!current.has(id)) closeSnackbar(id);
    for (const notification of notifications) {
      if (shown.current.has(notification.id)) continue;
      shown.current.add(notification.id);
      enqueueSnackbar({
        key: notification.id,
        variant: 'toast',
        notification,
        persist: Boolean(notification.loading),
        onExited: () => {
          shown.current.delete(notification.id);
          dispatch(notificationDismissed({ id: notification.id }));
        },
      } as never);
    }
  }, [notifications, enqueueSnackbar, closeSnackbar, dispatch]);

  useEffect(() => {
    // Alt+T moves focus to the newest toast, so keyboard users can read and close it.
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === toastDefaults.hotkey.code) {
        const toasts = document.querySelectorAll<HTMLElement>('[data-toast]');
        const newest = toasts[toasts.length - 1];
        if (newest) {
          event.preventDefault();
          newest.focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return null;
}

declare module 'notistack' {
  interface VariantOverrides {
    toast: { notification: Notification };
  }
}

export function Toaster() {
  return (
    <SnackbarProvider
      maxSnack={toastDefaults.maxVisible}
      autoHideDuration={toastDefaults.durationMs}
      anchorOrigin={toastDefaults.anchorOrigin}
      Components={{ toast: Toast }}
    >
      <ToastBridge />
    </SnackbarProvider>
  );
}
