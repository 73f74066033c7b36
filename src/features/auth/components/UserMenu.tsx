import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { AnchoredMenu, type AnchoredMenuProps } from '../../../components/AnchoredMenu';
import { paths } from '../../../core/paths';

export interface UserMenuProps extends AnchoredMenuProps {
  onLogout: () => void;
  /** Business buyers (users with an organisation) also get the quick order. */
  isBusinessBuyer: boolean;
  /** Business users and super admins reach the company information screen. */
  hasCompanyArea: boolean;
}

/** The signed-in user's menu in the header: the account's pages, then log out. */
export function UserMenu({ onLogout, isBusinessBuyer, hasCompanyArea, ...menu }: UserMenuProps) {
  const link = (to: string, id: string) => (
    <MenuItem key={id} component={RouterLink} to={to} onClick={menu.onClose}>
      <FormattedMessage id={id} />
    </MenuItem>
  );
  return (
    <AnchoredMenu {...menu}>
      {link(paths.accountOverview, 'auth.menu.account')}
      {link(paths.orders, 'auth.menu.orders')}
      {isBusinessBuyer ? link(paths.quickOrder, 'auth.menu.quickOrder') : null}
      {hasCompanyArea ? link(paths.company, 'auth.menu.company') : null}
      {link(paths.profile, 'auth.menu.profile')}
      {link(paths.favorites, 'auth.menu.favorites')}
      <Divider />
      <MenuItem onClick={onLogout}>
        <FormattedMessage id="auth.menu.logout" />
      </MenuItem>
    </AnchoredMenu>
  );
}
