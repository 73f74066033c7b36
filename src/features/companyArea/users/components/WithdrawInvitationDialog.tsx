import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyInvitation } from '../../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { useDialogFirstFocus } from '../../../../components/dialogFirstFocus';
import { useLocalText } from '../../../../i18n/useLocalText';
import { invitationWithdrawClosed, invitationWithdrawRequested } from '../pendingInvitationsSlice';
import { selectPendingInvitations } from '../selectors';

/**
 * Asks before an invitation is withdrawn (docs/rules.md#pending-invitations). Cancel has the focus,
 * so Enter on an accidental open does no harm; Escape cancels unless the withdrawal is under way,
 * whose failure shows here (a modal hides the toasts from screen readers).
 */
export function WithdrawInvitationDialog({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const [cancelRef, focusCancel] = useDialogFirstFocus<HTMLButtonElement>();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const { withdraw } = useAppSelector(selectPendingInvitations);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const invitation = withdraw.confirming;
  // The text stays while the dialog fades out after the choice.
  const [shown, setShown] = useState<CompanyInvitation | null>(invitation);
  if (invitation && invitation !== shown) setShown(invitation);
  const busy = withdraw.request.status === 'loading';
  const close = () => dispatch(invitationWithdrawClosed());
  return (
    <Dialog
      open={invitation !== null}
      onClose={busy ? undefined : close}
      aria-labelledby="withdraw-invitation-title"
      aria-describedby="withdraw-invitation-text"
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEntered: focusCancel } }}
    >
      <DialogTitle id="withdraw-invitation-title">
        {text('companyUsers.invitations.withdraw.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-invitation-text">
          {shown ? text('companyUsers.invitations.withdraw.text', { email: shown.email }) : null}
        </DialogContentText>
        {withdraw.message ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {resolve(withdraw.message)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button ref={cancelRef} onClick={close} disabled={busy}>
          {text('companyUsers.invitations.withdraw.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          onClick={() =>
            invitation && dispatch(invitationWithdrawRequested({ companyId, invitationId: invitation.id }))
          }
        >
          {text(
            busy
              ? 'companyUsers.invitations.withdraw.withdrawing'
              : 'companyUsers.invitations.withdraw.confirm',
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
