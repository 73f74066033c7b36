import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../core/paths';
import type { CheckoutProblem } from '../checkoutSlice';

/** Why there is no payment form (spec point 8), with a way on for each. */
export function CheckoutProblemAlert({
  problem,
  onReload,
  onRefreshAccount,
}: {
  problem: CheckoutProblem;
  onReload: () => void;
  onRefreshAccount: () => void;
}) {
  if (problem === 'emptyCart') {
    return (
      <Box sx={{ py: 4 }}>
        <Typography gutterBottom>
          <FormattedMessage id="checkout.empty" />
        </Typography>
        <Link component={RouterLink} to={paths.home}>
          <FormattedMessage id="checkout.continueShopping" />
        </Link>
      </Box>
    );
  }
  if (problem === 'unexpected') {
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            <FormattedMessage id="checkout.error.reload" />
          </Button>
        }
      >
        <FormattedMessage id="checkout.error.unexpected" />
      </Alert>
    );
  }
  if (problem === 'orderingRights') {
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRefreshAccount}>
            <FormattedMessage id="checkout.error.refreshAccount" />
          </Button>
        }
      >
        <FormattedMessage id="checkout.error.orderingRights" />
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <FormattedMessage id={`checkout.error.${problem}`} />
    </Alert>
  );
}
