import Dialog, { type DialogProps } from '@mui/material/Dialog';
import type { ReactNode } from 'react';

interface OpenDialogProps {
  /** The id of the dialog's title, which names it. */
  titleId: string;
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  /** Called once the dialog has opened: where its first focus goes (dialogFirstFocus.ts). */
  onOpened: () => void;
  children: ReactNode;
}

/** A full-width dialog, open for as long as it is rendered, named by its title. */
export function OpenDialog({ titleId, onClose, maxWidth, onOpened, children }: OpenDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ transition: { onEntered: onOpened } }}
    >
      {children}
    </Dialog>
  );
}
