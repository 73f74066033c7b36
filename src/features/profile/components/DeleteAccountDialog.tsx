import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDialogFirstFocus } from '../../../components/dialogFirstFocus';
import { TextField } from '../../../components/form/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { accountDeleteDismissed, accountDeleteRequested } from '../profileSlice';
import { selectAccountDeletion } from '../selectors';

const GENERIC = 'somethingWentWrong';

/**
 * docs/rules.md#delete-account: the keyword (a catalogue text: 'RADERA' in Swedish, 'DELETE' in
 * English) is typed in uppercase; Confirm is enabled only on an exact match; Cancel closes and
 * clears.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [keywordFieldRef, focusKeywordField] = useDialogFirstFocus<HTMLInputElement>();
  const dispatch = useAppDispatch();
  const deletion = useAppSelector(selectAccountDeletion);
  const [typed, setTyped] = useState('');
  const keyword = intl.formatMessage({ id: 'profile.delete.keyword' });
  const pending = deletion.status === 'loading';

  const close = () => {
    if (pending) return;
    setTyped('');
    dispatch(accountDeleteDismissed());
    onClose();
  };

  // Enter in the keyword field submits too; the keyword still has to match.
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (typed === keyword && !pending) dispatch(accountDeleteRequested());
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      slotProps={{ transition: { onEntered: focusKeywordField } }}
    >
      {/* The form sits inside the paper: a <form> may not carry the dialog role itself. */}
      <form onSubmit={confirm}>
        <DialogTitle id="delete-account-title">
          <FormattedMessage id="profile.delete.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
            <FormattedMessage id="profile.delete.body" values={{ keyword: <strong>{keyword}</strong> }} />
          </DialogContentText>
          {deletion.status === 'failed' ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {deletion.error?.message && deletion.error.message !== GENERIC ? (
                deletion.error.message
              ) : (
                <FormattedMessage id="profile.delete.failed" />
              )}
            </Alert>
          ) : null}
          <TextField
            id="delete-account-keyword"
            label={intl.formatMessage({ id: 'profile.delete.keywordLabel' }, { keyword })}
            value={typed}
            onChange={(event) => setTyped(event.target.value.toUpperCase())}
            autoComplete="off"
            fullWidth
            inputRef={keywordFieldRef}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            <FormattedMessage id="profile.delete.cancel" />
          </Button>
          <SubmitButton color="error" size="medium" pending={pending} disabled={typed !== keyword}>
            <FormattedMessage id="profile.delete.confirm" />
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
