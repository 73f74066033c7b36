import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartGiftNoteDraftDiscarded, cartGiftNoteSaveRequested } from '../cartSlice';
import { cleanNoteText, giftNoteError } from '../giftNote';
import { selectGiftNoteDraft } from '../selectors';
import { GiftNoteField } from './GiftNoteField';
import { useDialogFirstFocus } from '../../../components/dialogFirstFocus';

interface GiftNoteDialogProps {
  boxItemId: string;
  /** The box's name, for the title. */
  boxName: string;
  /** The note's current text; undefined when the box has no note yet. */
  currentText: string | undefined;
  onClose: () => void;
}

/**
 * Adds or edits a box's gift note. The text stays typed while it is saved and when the save
 * fails (a failed text comes back when the dialog opens again); the dialog closes once it saved.
 */
export function GiftNoteDialog({ boxItemId, boxName, currentText, onClose }: GiftNoteDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => selectGiftNoteDraft(state, boxItemId));
  const [text, setText] = useState(() =>
    draft?.request.status === 'failed' ? draft.text : (currentText ?? ''),
  );
  const [touched, setTouched] = useState(false);
  const [field, focusField] = useDialogFirstFocus<HTMLTextAreaElement>();
  const saving = draft?.request.status === 'loading';
  const editing = currentText !== undefined;
  const titleId = `gift-note-title-${boxItemId}`;

  // The saga's answer: a save that settled without a failure closes the dialog; a failed one puts
  // the shopper back in the field, with the text as typed and the alert above it.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !draft) onClose();
    if (wasSaving.current && draft?.request.status === 'failed') field.current?.focus();
    wasSaving.current = saving;
  }, [draft, saving, onClose, field]);

  const cancel = () => {
    if (saving) return;
    dispatch(cartGiftNoteDraftDiscarded({ itemId: boxItemId }));
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (saving) return;
    if (giftNoteError(text)) {
      field.current?.focus();
      return;
    }
    const clean = cleanNoteText(text);
    if (clean === currentText) onClose();
    else dispatch(cartGiftNoteSaveRequested({ itemId: boxItemId, text: clean }));
  };

  return (
    <Dialog
      open
      onClose={cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // The opener may be gone once a note was added (Add becomes Edit): it takes the focus back itself.
      disableRestoreFocus
      slotProps={{ transition: { onEntered: focusField } }}
    >
      <form onSubmit={submit} noValidate aria-busy={saving}>
        <DialogTitle id={titleId}>
          {intl.formatMessage(
            { id: editing ? 'cart.giftNote.editTitle' : 'cart.giftNote.addTitle' },
            { name: boxName },
          )}
        </DialogTitle>
        <DialogContent>
          {draft?.request.status === 'failed' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {intl.formatMessage({ id: 'cart.giftNote.notSaved' })}
            </Alert>
          ) : null}
          <GiftNoteField
            id={`gift-note-text-${boxItemId}`}
            value={text}
            onChange={setText}
            onBlur={() => setTouched(true)}
            showError={touched}
            inputRef={field}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} disabled={saving}>
            {intl.formatMessage({ id: 'cart.giftNote.cancel' })}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}>
            {intl.formatMessage({ id: saving ? 'cart.giftNote.saving' : 'cart.giftNote.save' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
