import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { BackLink } from '../../../components/BackLink';
import { OrderLines } from '../../../components/OrderLines';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatSwedishDateTime } from '../../../lib/dates';
import { useSignedInUser } from '../../auth';
import { lineName } from '../../cart';
import { selectLocale } from '../../market';
import { DecisionActions } from '../components/DecisionActions';
import { DecisionDialog } from '../components/DecisionDialog';
import { OrderAddressBlock } from '../components/OrderAddressBlock';
import { OrderHistory } from '../components/OrderHistory';
import { OrderStatusBadges, TOOLTIP_DELAY_MS } from '../components/OrderStatusBadges';
import { OrderTotals } from '../components/OrderTotals';
import { ReorderButton } from '../components/ReorderButton';
import { RetryAlert } from '../components/RetryAlert';
import { orderDetailRequested } from '../ordersSlice';
import { selectOrderDetail } from '../selectors';

const failureText = (statusCode: number | null | undefined) =>
  statusCode === 404
    ? 'orders.detail.notFound'
    : statusCode === 403
      ? 'orders.detail.forbidden'
      : 'orders.detail.failed';

/** {accountLink}/orders/{id}: one order, its lines, totals, addresses and decisions. */
export default function OrderDetailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useParams().id ?? '';
  const { user, redirect } = useSignedInUser(paths.orderDetail(id));
  const detail = useAppSelector((state) => selectOrderDetail(state, id));
  const locale = useAppSelector(selectLocale);
  const order = detail?.order ?? null;
  const head = (
    <PageHead
      title={
        order
          ? intl.formatMessage({ id: 'orders.detail.title' }, { reference: order.reference })
          : intl.formatMessage({ id: 'orders.title' })
      }
    />
  );

  const userId = user?.id;
  useEffect(() => {
    if (userId && id) dispatch(orderDetailRequested({ id }));
  }, [dispatch, userId, id]);
  const referenceOf = useCallback(() => order?.reference ?? '', [order]);

  if (redirect) return <Navigate to={redirect} replace />;

  const back = <BackLink to={paths.orders}>{intl.formatMessage({ id: 'orders.detail.back' })}</BackLink>;

  if (!order) {
    if (detail?.request.status === 'failed') {
      const statusCode = detail.request.error?.statusCode;
      return (
        <Box component="section">
          {head}
          {back}
          <Typography variant="h1" gutterBottom>
            {intl.formatMessage({ id: 'orders.title' })}
          </Typography>
          <RetryAlert
            severity={statusCode === 404 || statusCode === 403 ? 'info' : 'error'}
            messageId={failureText(statusCode)}
            onRetry={
              statusCode === 404 || statusCode === 403
                ? undefined
                : () => dispatch(orderDetailRequested({ id }))
            }
          />
        </Box>
      );
    }
    return (
      <Box component="section" aria-busy="true">
        {head}
        {back}
        <Typography variant="h1" gutterBottom>
          <Skeleton width="40%" />
          <Box component="span" sx={visuallyHidden}>
            {intl.formatMessage({ id: 'orders.detail.loading' })}
          </Box>
        </Typography>
        <Skeleton variant="rounded" height={240} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }

  const company = order.attributes.company;
  return (
    <Box component="section" aria-labelledby="order-title">
      {head}
      {back}
      <Typography id="order-title" variant="h1" gutterBottom>
        {intl.formatMessage({ id: 'orders.detail.title' }, { reference: order.reference })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography color="text.secondary">
          {intl.formatMessage({ id: 'orders.detail.placed' }, { date: formatSwedishDateTime(order.date) })}
        </Typography>
        <OrderStatusBadges order={order} tooltipDelayMs={TOOLTIP_DELAY_MS} />
      </Box>
      {company ? (
        <Typography sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'orders.detail.company' })}: {company.name} ({company.registrationNumber})
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <DecisionActions order={order} />
        <ReorderButton orderId={order.id} reference={order.reference} />
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {intl.formatMessage({ id: 'orders.detail.lines' })}
              </Typography>
              <OrderLines variant="detail" order={order} locale={locale} nameOf={lineName} />
              <Box sx={{ mt: 2, maxWidth: 360, ml: 'auto' }}>
                <OrderTotals totals={order.totals} currencyCode={order.currencyCode} vatIncluded={!company} />
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <OrderAddressBlock
                title={intl.formatMessage({ id: 'orders.detail.billing' })}
                address={order.billingAddress}
              />
              <OrderAddressBlock
                title={intl.formatMessage({ id: 'orders.detail.shippingAddress' })}
                address={order.shippingAddress}
              />
            </CardContent>
          </Card>
          {order.customStateHistory.length > 0 ? <OrderHistory history={order.customStateHistory} /> : null}
        </Grid>
      </Grid>
      <DecisionDialog referenceOf={referenceOf} />
    </Box>
  );
}
