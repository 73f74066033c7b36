import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../../components/head/PageHead';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import type { ErrorInfo } from '../../../api/apiError';
import { confirmationEntered } from '../checkoutSlice';
import { PAYMENT_NOT_COMPLETED } from '../confirmationSagas';
import { OrderErrorPanel } from '../components/OrderErrorPanel';
import { OrderSummary } from '../components/OrderSummary';
import { selectConfirmation } from '../selectors';
import { usePublicPath } from '../../market';

/**
 * Why no order shows: the buyer may no longer order for the company; the provider says the payment
 * did not go through (a bank payment the shopper cancelled on the bank's page); or there is none.
 */
function failureText(error: ErrorInfo | null | undefined) {
  if (error?.statusCode === 403) return 'checkout.confirmation.orderingRights';
  if (error?.statusCode === 409 && error.message === PAYMENT_NOT_COMPLETED)
    return 'checkout.confirmation.notCompleted';
  return 'checkout.confirmation.notFound';
}

/** Rows of the placeholder while the order is recorded. */
const SKELETON_ROWS = 5;

/**
 * /checkout/confirmation?provider=…: records the paid order once and shows it
 * (docs/rules.md#confirmation).
 */
export default function ConfirmationPage() {
  const intl = useIntl();
  const home = usePublicPath('home');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  // The text, not the URLSearchParams object, so the effect runs again only for another query.
  const search = params.toString();
  const confirmation = useAppSelector(selectConfirmation);
  const head = <PageHead title={intl.formatMessage({ id: 'checkout.confirmation.title' })} />;

  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(search));
    dispatch(confirmationEntered({ provider: query.provider ?? null, query }));
  }, [search, dispatch]);

  const { request, order, orderError } = confirmation;
  return (
    <Box sx={{ py: 3 }}>
      {head}
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id={order ? 'checkout.confirmation.thanks' : 'checkout.confirmation.title'} />
      </Typography>
      {request.status === 'loading' || request.status === 'idle' ? (
        <Box aria-busy="true" data-testid="confirmation-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} height={32} />
          ))}
        </Box>
      ) : null}
      {order ? (
        <>
          <OrderSummary order={order} />
          <Link component={RouterLink} to={home} sx={{ display: 'inline-block', mt: 2 }}>
            <FormattedMessage id="checkout.continueShopping" />
          </Link>
        </>
      ) : null}
      {request.status === 'failed' && orderError ? <OrderErrorPanel error={orderError} /> : null}
      {request.status === 'failed' && !orderError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage id={failureText(request.error)} />
        </Alert>
      ) : null}
      {request.status === 'failed' ? (
        <Link component={RouterLink} to={paths.checkout}>
          <FormattedMessage id="checkout.confirmation.backToCheckout" />
        </Link>
      ) : null}
    </Box>
  );
}
