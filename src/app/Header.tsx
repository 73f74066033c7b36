import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../config';
import { AccountMenu } from '../features/auth';
import { CartButton } from '../features/cart';
import { MarketSelector } from '../features/market';
import { FavoritesLink } from '../features/wishlist';
import { paths } from '../core/paths';

export function Header() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 1,
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to={paths.home}
          color="inherit"
          underline="none"
          sx={{ fontWeight: 700, fontSize: '1.25rem', flexGrow: 1 }}
        >
          {config.shopName}
        </Link>
        <Box component="nav" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <MarketSelector />
          <AccountMenu />
          <FavoritesLink />
          <CartButton />
        </Box>
      </Toolbar>
    </Box>
  );
}
