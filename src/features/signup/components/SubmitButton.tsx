import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** The submit button; while pending it shows a spinner and ignores further presses. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
