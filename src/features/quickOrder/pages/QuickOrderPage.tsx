import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { SubPageHeading } from '../../../components/SubPageHeading';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { paths } from '../../../core/paths';
import { useSignedInUser } from '../../auth';
import { QuickOrderPanel } from '../components/QuickOrderPanel';
import { usePublicPath } from '../../market';

/**
 * /my-account/quick-order/: business buyers (signed in, with at least one organisation) type, paste
 * or load `SKU quantity` lines, check them against the catalog and add the valid ones in one go.
 */
export default function QuickOrderPage() {
  const home = usePublicPath('home');
  const { user, redirect } = useSignedInUser(paths.quickOrder);
  // As on the profile page: a visitor logs in first and comes back; one who signs out here goes home.
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Box component="section" aria-labelledby="quick-order-title" sx={{ maxWidth: 1040, mx: 'auto' }}>
      <SubPageHeading
        id="quick-order-title"
        titleId="quickOrder.title"
        backTo={paths.accountOverview}
        backId="quickOrder.back"
      />
      {!user ? (
        <Box aria-busy="true">
          <Box component="span" sx={visuallyHidden}>
            <FormattedMessage id="quickOrder.loading" />
          </Box>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Box>
      ) : user.organisations.length === 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>
            <FormattedMessage id="quickOrder.consumer.body" />
          </Typography>
          <Link component={RouterLink} to={home}>
            <FormattedMessage id="quickOrder.consumer.shop" />
          </Link>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }} color="text.secondary">
            <FormattedMessage id="quickOrder.intro" />
          </Typography>
          <QuickOrderPanel />
        </>
      )}
    </Box>
  );
}
