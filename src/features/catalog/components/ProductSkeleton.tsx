import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';

/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const intl = useIntl();
  return (
    <Box aria-busy="true" aria-label={intl.formatMessage({ id: 'catalog.product.loading' })} role="region">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="text" width="70%" height={56} />
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="text" width="20%" />
          <Skeleton variant="rectangular" height={44} width={200} sx={{ my: 2 }} />
          <Skeleton variant="rectangular" height={44} width={240} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={56} width={320} />
        </Grid>
      </Grid>
    </Box>
  );
}
