import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../components/usePageTitle';
import { config } from '../../../config';
import { ProductGrid } from '../components/ProductGrid';

/** The home page: a welcome and the product listing. */
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
    </>
  );
}
