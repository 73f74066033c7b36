import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SvgIcon from '@mui/material/SvgIcon';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { lazyNamed } from '../../../components/lazyNamed';
import { useMenuButton } from '../../../components/useMenuButton';
import { logoutRequested } from '../authSlice';
import { selectUser } from '../selectors';
import { userDisplayName } from '../../../lib/userNames';
import type { UserMenuProps } from './UserMenu';

const PersonIcon = () => (
  <SvgIcon aria-hidden="true">
    <path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
  </SvgIcon>
);

/** On a phone the header has room for icons only; the words stay the button's accessible name. */
const wideOnly = { display: { xs: 'none', sm: 'inline' } } as const;
const iconOnPhone = { minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 1.5 } } as const;

const menu = lazyNamed<UserMenuProps>(() => import('./UserMenu'), 'UserMenu');

/** The header's account entry: log in, or the user's name with log out. */
export function AccountMenu() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { mounted, close, buttonProps, menuProps } = useMenuButton(menu.preload);

  if (!user) {
    return (
      <Button
        color="inherit"
        component={RouterLink}
        to={paths.login}
        aria-label={intl.formatMessage({ id: 'auth.menu.login' })}
        sx={iconOnPhone}
      >
        <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <PersonIcon />
        </Box>
        <Box component="span" sx={wideOnly}>
          <FormattedMessage id="auth.menu.login" />
        </Box>
      </Button>
    );
  }

  return (
    <>
      <Button {...buttonProps} color="inherit" aria-label={userDisplayName(user)} sx={iconOnPhone}>
        <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <PersonIcon />
        </Box>
        <Box component="span" sx={wideOnly}>
          {userDisplayName(user)}
        </Box>
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
