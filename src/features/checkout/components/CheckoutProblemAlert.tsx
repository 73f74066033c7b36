import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutProblem } from '../checkoutSlice';
import { usePublicPath } from '../../market';
import { ActionAlert } from '../../../components/ActionAlert';

/** Why there is no payment form (docs/rules.md#checkout), with a way on for each. */
export function CheckoutProblemAlert({
  problem,
  onReload,
  onRefreshAccount,
}: {
  problem: CheckoutProblem;
  onReload: () => void;
  onRefreshAccount: () => void;
}) {
  const home = usePublicPath('home');
  if (problem === 'emptyCart') {
    return (
      <Box sx={{ py: 4 }}>
        <Typography gutterBottom>
          <FormattedMessage id="checkout.empty" />
        </Typography>
        <Link component={RouterLink} to={home}>
          <FormattedMessage id="checkout.continueShopping" />
        </Link>
      </Box>
    );
  }
  // What the shopper can do about the problem, where there is something.
  const action =
    problem === 'unexpected'
      ? { actionId: 'checkout.error.reload', onAction: onReload }
      : problem === 'orderingRights'
        ? { actionId: 'checkout.error.refreshAccount', onAction: onRefreshAccount }
        : null;
  if (action) return <ActionAlert messageId={`checkout.error.${problem}`} {...action} />;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <FormattedMessage id={`checkout.error.${problem}`} />
    </Alert>
  );
}
