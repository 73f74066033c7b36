import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { logoutRequested } from '../authSlice';
import { selectUser } from '../selectors';

/** The header's account entry: log in, or the user's name with log out. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {`${user.first_name} ${user.last_name}`.trim() || user.email}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            dispatch(logoutRequested());
          }}
        >
          <FormattedMessage id="auth.menu.logout" />
        </MenuItem>
      </Menu>
    </>
  );
}
