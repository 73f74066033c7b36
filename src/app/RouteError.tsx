import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** A page failed to render or its code failed to load (often a deploy while the tab was open). */
export function RouteError() {
  return (
    <Container component="main" sx={{ py: 6 }}>
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
