import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrganisationUser } from '../../../../api/types';
import { useDialogFirstFocus } from '../../../../components/dialogFirstFocus';
import { fullName } from './UsersTable';

interface RemoveUserDialogProps {
  user: OrganisationUser | null;
  onCancel: () => void;
  onConfirm: (user: OrganisationUser) => void;
}

/**
 * Asks before a user is taken out of the company. Cancel has the focus, so Enter on an
 * accidental open does no harm; Escape cancels; focus returns to the row's button on close.
 */
export function RemoveUserDialog({ user, onCancel, onConfirm }: RemoveUserDialogProps) {
  const intl = useIntl();
  const [cancelRef, focusCancel] = useDialogFirstFocus<HTMLButtonElement>();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The text stays while the dialog fades out after the choice.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Dialog
      open={user !== null}
      onClose={onCancel}
      aria-labelledby="remove-user-title"
      aria-describedby="remove-user-text"
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEntered: focusCancel } }}
    >
      <DialogTitle id="remove-user-title">{text('companyUsers.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-user-text">
          {shown ? text('companyUsers.remove.text', { name: fullName(shown), email: shown.email }) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button ref={cancelRef} onClick={onCancel}>
          {text('companyUsers.remove.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => user && onConfirm(user)}>
          {text('companyUsers.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
