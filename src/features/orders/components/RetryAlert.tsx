import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

/** A failure the buyer can do something about: what went wrong and a Try again button. */
export function RetryAlert({
  severity,
  messageId,
  onRetry,
}: {
  severity: AlertColor;
  messageId: string;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'orders.retry' })}
          </Button>
        ) : null
      }
    >
      {intl.formatMessage({ id: messageId })}
    </Alert>
  );
}
