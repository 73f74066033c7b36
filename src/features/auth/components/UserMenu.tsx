import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';

export interface UserMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onLogout: () => void;
  onClose: () => void;
}

/** The signed-in user's menu in the header. */
export function UserMenu({ id, labelledBy, anchor, onLogout, onClose }: UserMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      <MenuItem onClick={onLogout}>
        <FormattedMessage id="auth.menu.logout" />
      </MenuItem>
    </Menu>
  );
}
