import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { BackLink } from '../../../components/BackLink';
import { PageHead } from '../../../components/head/PageHead';
import { filterOrders, isStatusFilter, type OrderFilters as Filters } from '../../../lib/orderStatus';
import { useSignedInUser } from '../../auth';
import { DecisionDialog } from '../components/DecisionDialog';
import { OrderFilters } from '../components/OrderFilters';
import { OrdersTable } from '../components/OrdersTable';
import { RetryAlert } from '../components/RetryAlert';
import { orderListRequested } from '../ordersSlice';
import { selectOrderList } from '../selectors';

/** Filters live in the address, so a reload or a shared link shows the same rows. */
function useFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: Filters = {
    company: params.get('company') ?? '',
    status: isStatusFilter(status) ? status : 'ALL',
    search: params.get('q') ?? '',
  };
  const setFilters = useCallback(
    (next: Filters) => {
      const query = new URLSearchParams();
      if (next.company) query.set('company', next.company);
      if (next.status !== 'ALL') query.set('status', next.status);
      if (next.search) query.set('q', next.search);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}

/** {accountLink}/orders/: the order list (docs/rules.md#order-list). */
export default function OrderListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { user, redirect } = useSignedInUser(paths.orders);
  const list = useAppSelector(selectOrderList);
  const [filters, setFilters] = useFilters();
  const head = <PageHead title={intl.formatMessage({ id: 'orders.title' })} />;

  const userId = user?.id;
  useEffect(() => {
    if (userId) dispatch(orderListRequested());
  }, [dispatch, userId]);

  const companies = useMemo(
    () =>
      (user?.organisations ?? []).map((organisation) => ({
        organisationNumber: organisation.organisation_number.replace(/-/g, ''),
        name: organisation.name,
      })),
    [user],
  );
  const loaded = list.request.status === 'succeeded' || list.orders.length > 0;
  const rows = useMemo(() => filterOrders(list.orders, filters), [list.orders, filters]);
  const referenceOf = useCallback(
    (orderId: string) => list.orders.find((order) => order.id === orderId)?.reference ?? '',
    [list.orders],
  );

  const retry = () => dispatch(orderListRequested());
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Box component="section" aria-labelledby="orders-title">
      {head}
      <BackLink to={paths.accountOverview}>{intl.formatMessage({ id: 'orders.back' })}</BackLink>
      <Typography id="orders-title" variant="h1" gutterBottom>
        {intl.formatMessage({ id: 'orders.title' })}
      </Typography>
      <OrderFilters filters={filters} companies={companies} onChange={setFilters} />

      {list.request.status === 'failed' ? (
        <RetryAlert severity="error" messageId="orders.failed" onRetry={retry} />
      ) : null}
      {list.incomplete && list.request.status === 'succeeded' ? (
        <RetryAlert severity="warning" messageId="orders.incomplete" onRetry={retry} />
      ) : null}

      {list.request.status === 'failed' && !loaded ? null : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {loaded
              ? intl.formatMessage({ id: 'orders.count' }, { count: rows.length })
              : intl.formatMessage({ id: 'orders.loading' })}
          </Typography>
          <OrdersTable orders={loaded ? rows : null} />
          {loaded && rows.length === 0 ? (
            <Typography sx={{ mt: 2 }}>
              {intl.formatMessage({
                id: list.orders.length === 0 ? 'orders.empty' : 'orders.emptyFiltered',
              })}
            </Typography>
          ) : null}
        </>
      )}
      <DecisionDialog referenceOf={referenceOf} />
    </Box>
  );
}
