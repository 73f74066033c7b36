import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';
import type { MenuWiring } from './useMenuButton';

export interface AnchoredMenuProps extends MenuWiring {
  onClose: () => void;
}

/** A menu opened by the button useMenuButton wired to it, and named by that button. */
export function AnchoredMenu({
  id,
  labelledBy,
  anchor,
  onClose,
  children,
}: AnchoredMenuProps & { children: ReactNode }) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      // Rendered where its button is (the header), so its items stay inside a landmark.
      disablePortal
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {children}
    </Menu>
  );
}
