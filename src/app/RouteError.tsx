import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead } from '../components/head/PageHead';

/** A page failed to render or its code failed to load (often a deploy while the tab was open). */
export function RouteError() {
  const intl = useIntl();
  return (
    <Container component="main" sx={{ py: 6 }}>
      {/* The page that failed took its title with it: the tab and a screen reader still name this one. */}
      <PageHead title={intl.formatMessage({ id: 'app.routeError.title' })} />
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="app.routeError.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="app.routeError.body" />
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        <FormattedMessage id="app.fatal.reload" />
      </Button>
    </Container>
  );
}
