import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../components/usePageTitle';
import { config } from '../../../config';

const offers = ['print', 'merch', 'business'] as const;

export default function HomePage() {
  const intl = useIntl();
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
      <section aria-label={intl.formatMessage({ id: 'home.offers.label' })}>
        <Grid container spacing={2}>
          {offers.map((offer) => (
            <Grid key={offer} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h2" gutterBottom>
                    <FormattedMessage id={`home.offers.${offer}.title`} />
                  </Typography>
                  <Typography>
                    <FormattedMessage id={`home.offers.${offer}.body`} />
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
    </>
  );
}
