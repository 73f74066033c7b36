import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { GIFT_NOTE_MAX_LENGTH, giftNoteError } from '../giftNote';

/** Lines the field shows; longer messages scroll. */
const NOTE_ROWS = 3;

interface GiftNoteFieldProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Whether a problem with the text is shown yet (after a submit or once the field was left). */
  showError: boolean;
  onBlur?: () => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message on a gift note, with its counter and what is wrong with it: one field for the
 * product page and the cart, so both ask for the same text within the same bound.
 */
export function GiftNoteField({
  id,
  value,
  onChange,
  showError,
  onBlur,
  disabled,
  inputRef,
}: GiftNoteFieldProps) {
  const intl = useIntl();
  const problem = giftNoteError(value);
  const error =
    showError && problem ? intl.formatMessage({ id: problem }, { max: GIFT_NOTE_MAX_LENGTH }) : null;
  const counter = intl.formatMessage(
    { id: 'cart.giftNote.counter' },
    { count: value.length, max: GIFT_NOTE_MAX_LENGTH },
  );
  return (
    <TextField
      id={id}
      fullWidth
      multiline
      rows={NOTE_ROWS}
      required
      disabled={disabled}
      label={intl.formatMessage({ id: 'cart.giftNote.label' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error ?? ''}</span>
          <Box
            component="span"
            sx={{ flexShrink: 0, color: value.length > GIFT_NOTE_MAX_LENGTH ? 'error.main' : undefined }}
          >
            {counter}
          </Box>
        </Box>
      }
    />
  );
}
