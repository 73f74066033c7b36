import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartItem } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { cartItemRemoveRequested } from '../cartSlice';
import { noteText } from '../giftNote';
import { selectGiftNoteDraft, selectIsCartLineBusy } from '../selectors';
import { GiftNoteDialog } from './GiftNoteDialog';

interface GiftNoteSectionProps {
  box: CartItem;
  boxName: string;
  /** The box's note line, if it has one. */
  note: CartItem | undefined;
  currency: string;
}

/**
 * A gift box's note inside the box's line: its text and price with Edit and Remove, or the way to
 * add one. The note follows the box's quantity, so it has no quantity control of its own.
 */
export function GiftNoteSection({ box, boxName, note, currency }: GiftNoteSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const draft = useAppSelector((state) => selectGiftNoteDraft(state, box.id));
  const [open, setOpen] = useState(false);
  // A removed note stays busy until its removal settled: a note added meanwhile would make two
  // when the removal is refused and the old note comes back.
  const [removedId, setRemovedId] = useState<string | null>(null);
  const noteLineId = note?.id ?? removedId;
  const busy = useAppSelector(
    (state) =>
      selectIsCartLineBusy(state, box.id) || (noteLineId !== null && selectIsCartLineBusy(state, noteLineId)),
  );
  // Add and Edit take each other's place, so the focus goes back to whichever is there.
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const hasNote = Boolean(note);

  useEffect(() => {
    if (!open && refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [open, hasNote]);

  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  const remove = () => {
    if (!note) return;
    // The removed note's buttons go at once (optimistic): Add, in their place, takes the focus.
    refocus.current = true;
    setRemovedId(note.id);
    dispatch(cartItemRemoveRequested({ itemId: note.id }));
  };

  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'cart.giftNote.group' }, { name: boxName })}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
    >
      {note ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {intl.formatMessage({ id: 'cart.giftNote.title' })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(note.totalPriceAmount, currency, locale)}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            component="blockquote"
            data-testid="gift-note-text"
            sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic' }}
          >
            {noteText(note)}
          </Typography>
        </>
      ) : null}
      {draft?.request.status === 'failed' && !open ? (
        <Alert severity="warning" sx={{ mt: note ? 1 : 0, mb: 1 }}>
          {intl.formatMessage({ id: 'cart.giftNote.notSaved' })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: note ? 1 : 0 }}>
        <Button
          ref={opener}
          size="small"
          variant={note ? 'text' : 'outlined'}
          // Not disabled while busy, so it can hold the focus it is given after a removal.
          aria-disabled={busy}
          onClick={() => {
            if (!busy) setOpen(true);
          }}
          aria-label={intl.formatMessage(
            { id: note ? 'cart.giftNote.editLabel' : 'cart.giftNote.addLabel' },
            { name: boxName },
          )}
        >
          {intl.formatMessage({ id: note ? 'cart.giftNote.edit' : 'cart.giftNote.add' })}
        </Button>
        {note ? (
          <Button
            size="small"
            disabled={busy}
            onClick={remove}
            aria-label={intl.formatMessage({ id: 'cart.giftNote.removeLabel' }, { name: boxName })}
          >
            {intl.formatMessage({ id: 'cart.giftNote.remove' })}
          </Button>
        ) : null}
      </Box>
      {open ? (
        <GiftNoteDialog
          boxItemId={box.id}
          boxName={boxName}
          currentText={note ? noteText(note) : undefined}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
