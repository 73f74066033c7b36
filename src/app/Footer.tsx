import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../config';
import { useAppDispatch } from '../core/hooks';
import { supportLogDownloadRequested } from '../core/supportLog';
import { usePublicPath } from '../features/market';

export function Footer() {
  const dispatch = useAppDispatch();
  const terms = usePublicPath('terms');
  const integrity = usePublicPath('integrity');
  const privacyPolicy = usePublicPath('privacyPolicy');
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Typography variant="body2">© {config.shopName}</Typography>
        <Link component={RouterLink} to={terms} color="inherit">
          <FormattedMessage id="footer.terms" />
        </Link>
        <Link component={RouterLink} to={integrity} color="inherit">
          <FormattedMessage id="footer.integrity" />
        </Link>
        <Link component={RouterLink} to={privacyPolicy} color="inherit">
          <FormattedMessage id="footer.privacyPolicy" />
        </Link>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ ml: 'auto' }}
          onClick={() => dispatch(supportLogDownloadRequested())}
        >
          <FormattedMessage id="footer.supportLog" />
        </Button>
      </Container>
    </Box>
  );
}
