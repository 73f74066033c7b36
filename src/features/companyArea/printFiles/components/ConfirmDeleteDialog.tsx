import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { useDialogFirstFocus } from '../../../../components/dialogFirstFocus';
import { useLocalText } from '../../../../i18n/useLocalText';
import { printFileDeleteCancelled, printFileDeleteConfirmed } from '../printFilesSlice';
import { selectCompanyPrintFiles, selectDeleteTarget } from '../selectors';
import { swedish } from '../texts';

/**
 * The confirmation before a print file is deleted (docs/rules.md#print-files); it stays open while
 * the delete runs.
 */
export function ConfirmDeleteDialog({ companyId }: { companyId: string }) {
  const dispatch = useAppDispatch();
  const resolve = useLocalText();
  const titleId = useId();
  const textId = useId();
  const [cancelRef, focusCancel] = useDialogFirstFocus<HTMLButtonElement>();
  const target = useAppSelector(selectDeleteTarget);
  const { deletingId } = useAppSelector((state) => selectCompanyPrintFiles(state, companyId));
  if (!target || target.companyId !== companyId) return null;
  const deleting = deletingId === target.fileId;

  return (
    <Dialog
      open
      onClose={() => dispatch(printFileDeleteCancelled())}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onEntered: focusCancel } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="printFiles.delete.title" />
      </DialogTitle>
      <DialogContent>
        {target.error && !deleting ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {resolve(target.error)}
          </Alert>
        ) : null}
        <DialogContentText id={textId}>{swedish.confirmDelete(target.filename)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => dispatch(printFileDeleteCancelled())} disabled={deleting} ref={cancelRef}>
          <FormattedMessage id="printFiles.delete.cancel" />
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => dispatch(printFileDeleteConfirmed())}
          disabled={deleting}
          aria-busy={deleting}
        >
          <FormattedMessage id="printFiles.delete.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
