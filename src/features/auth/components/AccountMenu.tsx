import { Suspense } from 'react';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { lazyNamed } from '../../../components/lazyNamed';
import { useMenuButton } from '../../../components/useMenuButton';
import { logoutRequested } from '../authSlice';
import { selectUser } from '../selectors';
import { userDisplayName } from '../userNames';
import type { UserMenuProps } from './UserMenu';

const menu = lazyNamed<UserMenuProps>(() => import('./UserMenu'), 'UserMenu');

/** The header's account entry: log in, or the user's name with log out. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { mounted, close, buttonProps, menuProps } = useMenuButton(menu.preload);

  if (!user) {
    return (
      <Button color="inherit" component={RouterLink} to={paths.login}>
        <FormattedMessage id="auth.menu.login" />
      </Button>
    );
  }

  return (
    <>
      <Button {...buttonProps} color="inherit">
        {userDisplayName(user)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <menu.Component
            {...menuProps}
            isBusinessBuyer={user.organisations.length > 0}
            hasCompanyArea={user.is_super_admin || user.organisations.length > 0}
            onClose={close}
            onLogout={() => {
              close();
              dispatch(logoutRequested());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
