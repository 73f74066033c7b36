import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { fatalErrorDismissed, selectFatalError } from '../core/fatalError';
import { useAppDispatch, useAppSelector } from '../core/hooks';
import { ReloadButton } from './ReloadButton';

/** Offers a reload after a flow failed in a way nothing else handled. */
export function FatalErrorDialog() {
  const error = useAppSelector(selectFatalError);
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open={Boolean(error)}
      onClose={() => dispatch(fatalErrorDismissed())}
      aria-labelledby="fatal-error-title"
    >
      <DialogTitle id="fatal-error-title">
        <FormattedMessage id="app.fatal.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="app.fatal.body" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(fatalErrorDismissed())}>
          <FormattedMessage id="common.close" />
        </Button>
        <ReloadButton />
      </DialogActions>
    </Dialog>
  );
}
