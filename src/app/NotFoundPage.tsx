import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';
import { paths } from '../core/paths';

export default function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <section>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="notFound.body" />
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </section>
  );
}
