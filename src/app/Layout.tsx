import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Toaster } from '../features/notifications';
import { FatalErrorDialog } from './FatalErrorDialog';
import { Footer } from './Footer';
import { Header } from './Header';

/** The page frame; `children` stands in for the route while the first page's code loads. */
export function Layout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        <FormattedMessage id="app.skipToContent" />
      </Link>
      <Header />
      {navigation.state === 'loading' ? (
        <LinearProgress aria-hidden="true" sx={{ position: 'sticky', top: 0, zIndex: 1200 }} />
      ) : null}
      <Container component="main" id="main" tabIndex={-1} sx={{ py: 4, flexGrow: 1, outline: 'none' }}>
        {children ?? <Outlet />}
      </Container>
      <Footer />
      <Toaster />
      <FatalErrorDialog />
      <ScrollRestoration />
    </Box>
  );
}
