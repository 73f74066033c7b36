import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export function Header() {
  const intl = useIntl();
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar>
        <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
          <FormattedMessage id="header.brand" />
        </Typography>
        <nav aria-label={intl.formatMessage({ id: 'header.navigation' })}>
          <Button color="inherit" component={Link} to="/">
            <FormattedMessage id="header.home" />
          </Button>
          <Button color="inherit" component={Link} to="/terms">
            <FormattedMessage id="header.terms" />
          </Button>
        </nav>
      </Toolbar>
    </AppBar>
  );
}
