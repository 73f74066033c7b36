import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicPath } from '../features/market';
import { PageMessage } from './PageMessage';

export default function NotFoundPage() {
  const home = usePublicPath('home');
  return (
    <section>
      <PageMessage titleId="notFound.title" bodyId="notFound.body">
        <Button variant="contained" component={RouterLink} to={home}>
          <FormattedMessage id="notFound.home" />
        </Button>
      </PageMessage>
    </section>
  );
}
