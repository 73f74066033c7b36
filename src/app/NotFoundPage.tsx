import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../components/head/PageHead';
import { usePublicPath } from '../features/market';

export default function NotFoundPage() {
  const intl = useIntl();
  const home = usePublicPath('home');
  return (
    <section>
      <PageHead title={intl.formatMessage({ id: 'notFound.title' })} />
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="notFound.body" />
      </Typography>
      <Button variant="contained" component={RouterLink} to={home}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </section>
  );
}
