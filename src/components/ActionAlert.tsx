import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

interface ActionAlertProps {
  /** Catalogue id of what went wrong. */
  messageId: string;
  /** Catalogue id of the button's text. */
  actionId: string;
  onAction: () => void;
}

/** An error with the one thing the person can do about it, as a button at the alert's end. */
export function ActionAlert({ messageId, actionId, onAction }: ActionAlertProps) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          <FormattedMessage id={actionId} />
        </Button>
      }
    >
      <FormattedMessage id={messageId} />
    </Alert>
  );
}
