import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead } from '../../../components/head/PageHead';
import { config } from '../../../config';
import { usePublicPage } from '../../market';
import { NewsletterBlock } from '../../newsletter';
import { ProductGrid } from '../components/ProductGrid';
import { homeStructuredData } from '../homeStructuredData';

/** The home page: a welcome, the product listing and the newsletter sign-up. */
export default function HomePage() {
  const intl = useIntl();
  const { path, alternates, locale } = usePublicPage('home');
  return (
    <>
      <PageHead
        title=""
        page={{
          path,
          alternates,
          locale,
          description: intl.formatMessage({ id: 'home.description' }),
          structuredData: homeStructuredData(path, locale.slice(0, 2)),
        }}
      />
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
