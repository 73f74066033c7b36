import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paymentContainerMounted } from '../payment/paymentActions';
import { PAYMENT_CONTAINER_ID } from '../payment/paymentContainerId';
import { paymentWidgetRetryRequested } from '../checkoutSlice';
import { ProviderRefusedAlert } from './ProviderRefusedAlert';
import {
  selectAwaitingCustomer,
  selectPaymentSession,
  selectWidgetStatus,
  selectWidgetTotalsMismatch,
} from '../selectors';

/** The payment form's placeholder until the session data arrives (docs/rules.md#checkout). */
export const PAYMENT_SKELETON_HEIGHT = 500;

/**
 * The embedded payment container (docs/rules.md#checkout). The element stays the same across
 * renders, so the provider's widget, which the saga renders into it, survives React's re-renders.
 */
export function PaymentContainer() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectPaymentSession);
  const widget = useAppSelector(selectWidgetStatus);
  const awaitingCustomer = useAppSelector(selectAwaitingCustomer);
  const publicToken = session?.publicToken;

  useEffect(() => {
    if (publicToken) dispatch(paymentContainerMounted());
  }, [publicToken, dispatch]);

  const mismatch = useAppSelector(selectWidgetTotalsMismatch);

  if (awaitingCustomer && !session) {
    return <Alert severity="info">{intl.formatMessage({ id: 'checkout.payment.awaitingCustomer' })}</Alert>;
  }
  const loading = !session || widget === 'loading' || widget === 'none';
  return (
    <Box sx={{ position: 'relative', minHeight: loading ? PAYMENT_SKELETON_HEIGHT : undefined }}>
      <ProviderRefusedAlert />
      {mismatch ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(paymentWidgetRetryRequested())}>
              {intl.formatMessage({ id: 'checkout.payment.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'checkout.payment.totalsMismatch' })}
        </Alert>
      ) : null}
      {session ? (
        <Box
          id={PAYMENT_CONTAINER_ID}
          data-provider={session.provider}
          aria-busy={widget === 'suspended' || undefined}
          sx={{ opacity: widget === 'suspended' ? 0.6 : 1, transition: 'opacity 120ms' }}
        />
      ) : null}
      {loading ? (
        <Skeleton
          variant="rectangular"
          height={PAYMENT_SKELETON_HEIGHT}
          aria-label={intl.formatMessage({ id: 'checkout.payment.loading' })}
          data-testid="payment-skeleton"
          sx={{ position: 'absolute', inset: 0, borderRadius: 1 }}
        />
      ) : null}
    </Box>
  );
}
