import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../components/usePageTitle';
import { config } from '../../../config';
import { NewsletterBlock } from '../../newsletter';
import { ProductGrid } from '../components/ProductGrid';

/** The home page: a welcome, the product listing and the newsletter sign-up. */
export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <section aria-labelledby="home-title">
        <Typography id="home-title" variant="h1" gutterBottom>
          <FormattedMessage id="home.title" values={{ shopName: config.shopName }} />
        </Typography>
        <Typography sx={{ maxWidth: '65ch', mb: 4 }}>
          <FormattedMessage id="home.intro" />
        </Typography>
      </section>
      <ProductGrid />
      <NewsletterBlock />
    </>
  );
}
