import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../config';
import { AccountMenu } from '../features/auth';
import { CartButton } from '../features/cart';
import { MarketSelector, usePublicPath } from '../features/market';
import { FavoritesLink } from '../features/wishlist';

export function Header() {
  const home = usePublicPath('home');
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
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to={home}
          color="inherit"
          underline="none"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
            flexGrow: 1,
            whiteSpace: 'nowrap',
          }}
        >
          {config.shopName}
        </Link>
        <Box component="nav" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 1 } }}>
          <MarketSelector />
          <AccountMenu />
          <FavoritesLink />
          <CartButton />
        </Box>
      </Toolbar>
    </Box>
  );
}
