import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { AnchoredMenu, type AnchoredMenuProps } from '../../../components/AnchoredMenu';

export interface UserMenuProps extends AnchoredMenuProps {
  onLogout: () => void;
}

/** The signed-in user's menu in the header. */
export function UserMenu({ onLogout, ...menu }: UserMenuProps) {
  return (
    <AnchoredMenu {...menu}>
      <MenuItem onClick={onLogout}>
        <FormattedMessage id="auth.menu.logout" />
      </MenuItem>
    </AnchoredMenu>
  );
}
