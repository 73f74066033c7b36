import Container from '@mui/material/Container';
import { PageMessage } from './PageMessage';
import { ReloadButton } from './ReloadButton';

/** A page failed to render or its code failed to load (often a deploy while the tab was open). */
export function RouteError() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      {/* The page that failed took its title with it: the tab and a screen reader still name this one. */}
      <PageMessage titleId="app.routeError.title" bodyId="app.routeError.body">
        <ReloadButton />
      </PageMessage>
    </Container>
  );
}
