import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { lazyNamed } from '../../../components/lazyNamed';
import { logoutRequested } from '../authSlice';
import { selectUser } from '../selectors';
import { userDisplayName } from '../userNames';
import type { UserMenuProps } from './UserMenu';

const menu = lazyNamed<UserMenuProps>(() => import('./UserMenu'), 'UserMenu');

/** The header's account entry: log in, or the user's name with log out. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  if (!user) {
    return (
      <Button color="inherit" component={RouterLink} to={paths.login}>
        <FormattedMessage id="auth.menu.login" />
      </Button>
    );
  }

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setMounted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
      >
        {userDisplayName(user)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <menu.Component
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onLogout={() => {
              setAnchor(null);
              dispatch(logoutRequested());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
