import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '../visuallyHidden';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  pending: boolean;
  /**
   * For a button too narrow for a spinner beside its text: while pending the spinner replaces the
   * text and this becomes the button's name (a spinner's own label does not name a button).
   */
  pendingLabel?: string;
}

/** A form's submit button: while pending it shows a spinner, is marked busy and ignores presses. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  variant = 'contained',
  size = 'large',
  ...props
}: SubmitButtonProps) {
  const replaced = pending && pendingLabel !== undefined;
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      size={size}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      startIcon={
        pending && !replaced ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined
      }
    >
      {replaced ? (
        <>
          <CircularProgress size={20} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {pendingLabel}
          </Box>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
