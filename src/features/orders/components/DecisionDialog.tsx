import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDialogFirstFocus } from '../../../components/dialogFirstFocus';
import { OpenDialog } from '../../../components/OpenDialog';
import { TextField } from '../../../components/form/TextField';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import type { LocalText } from '../../../i18n/localText';
import { useLocalText } from '../../../i18n/useLocalText';
import { orderDecisionRequested, orderDialogClosed } from '../ordersSlice';
import { reasonError, REASON_MAX_LENGTH } from '../reason';
import { selectDecisionDialog, selectDecisionInFlight } from '../selectors';

/**
 * docs/rules.md#order-decisions: Decline's reason text area has 4 rows (Request Change's too, for
 * the same reason).
 */
export const REASON_ROWS = 4;

/**
 * The Decline Order and Request Change dialogs (docs/rules.md#order-decisions). The reason stays
 * typed while the decision is sent and when it fails; the dialog closes once the decision went
 * through.
 */
export function DecisionDialog({ referenceOf }: { referenceOf: (orderId: string) => string }) {
  const dialog = useAppSelector(selectDecisionDialog);
  return dialog ? (
    <DecisionDialogContent
      key={`${dialog.orderId}:${dialog.decision}`}
      orderId={dialog.orderId}
      decision={dialog.decision}
      reference={referenceOf(dialog.orderId)}
      error={dialog.error}
    />
  ) : null;
}

interface ContentProps {
  orderId: string;
  decision: 'decline' | 'requestChange';
  reference: string;
  error?: LocalText;
}

function DecisionDialogContent({ orderId, decision, reference, error: failure }: ContentProps) {
  const intl = useIntl();
  const [reasonFieldRef, focusReasonField] = useDialogFirstFocus<HTMLTextAreaElement>();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const inFlight = Boolean(useAppSelector((state) => selectDecisionInFlight(state, orderId)));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = reasonError(reason);
  const shownError = touched && error ? intl.formatMessage({ id: error }, { max: REASON_MAX_LENGTH }) : null;
  const prefix = `orders.dialog.${decision}`;
  const titleId = `order-dialog-title-${decision}`;

  const close = () => {
    if (!inFlight) dispatch(orderDialogClosed());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || inFlight) return;
    dispatch(orderDecisionRequested({ orderId, decision, reason }));
  };

  return (
    <OpenDialog titleId={titleId} onClose={close} maxWidth="sm" onOpened={focusReasonField}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{intl.formatMessage({ id: `${prefix}.title` })}</DialogTitle>
        <DialogContent>
          {failure && !inFlight ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {resolve(failure)}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>
            {intl.formatMessage({ id: `${prefix}.text` }, { reference })}
          </DialogContentText>
          <TextField
            inputRef={reasonFieldRef}
            fullWidth
            multiline
            rows={REASON_ROWS}
            name="reason"
            label={intl.formatMessage({ id: 'orders.dialog.reason' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(shownError)}
            helperText={shownError ?? ' '}
            required
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 1 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={inFlight}>
            {intl.formatMessage({ id: 'orders.dialog.cancel' })}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'decline' ? 'error' : 'primary'}
            disabled={inFlight}
            aria-busy={inFlight}
          >
            {intl.formatMessage({ id: `${prefix}.submit` })}
          </Button>
        </DialogActions>
      </form>
    </OpenDialog>
  );
}
