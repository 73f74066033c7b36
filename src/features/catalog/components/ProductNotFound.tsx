import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicPath } from '../../market';

export function ProductNotFound() {
  const home = usePublicPath('home');
  return (
    <section>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="catalog.product.notFound.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="catalog.product.notFound.body" />
      </Typography>
      <Link component={RouterLink} to={home}>
        <FormattedMessage id="catalog.product.notFound.home" />
      </Link>
    </section>
  );
}
