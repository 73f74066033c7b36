import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useNavigation } from 'react-router-dom';
import { Toaster } from '../features/notifications';
import { Suspense } from 'react';
import { lazyNamed } from '../components/lazyNamed';
import { NavigationProgress } from '../components/NavigationProgress';
import { selectFatalError } from '../core/fatalError';
import { useAppSelector } from '../core/hooks';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageScrollRestoration } from './PageScrollRestoration';

/** The page frame; `children` stands in for the route while the first page's code loads. */
const { Component: FatalErrorDialog } = lazyNamed(() => import('./FatalErrorDialog'), 'FatalErrorDialog');

export function Layout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const fatalError = useAppSelector(selectFatalError);
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
      {navigation.state === 'loading' ? <NavigationProgress /> : null}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        // The footer starts below the fold, so it never jumps when a page's content arrives.
        sx={{ py: 4, flexGrow: 1, outline: 'none', minHeight: 'calc(100vh - 64px)' }}
      >
        {children ?? <Outlet />}
      </Container>
      <Footer />
      <Toaster />
      {fatalError ? (
        <Suspense fallback={null}>
          <FatalErrorDialog />
        </Suspense>
      ) : null}
      <PageScrollRestoration />
    </Box>
  );
}
