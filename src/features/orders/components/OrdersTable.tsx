import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { formatSwedishDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { DecisionActions } from './DecisionActions';
import { OrderStatusBadges, ROW_TOOLTIP_DELAY_MS } from './OrderStatusBadges';
import { ReorderButton } from './ReorderButton';

/** 5 placeholder rows while the orders load (docs/rules.md#order-list). */
export const SKELETON_ROWS = 5;
const COLUMNS = ['number', 'date', 'status', 'total', 'actions'] as const;
// On a phone the date moves under the order number, so the table fits without scrolling sideways.
const dateColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;
const dateUnderNumber = { display: { xs: 'block', sm: 'none' } } as const;

interface OrdersTableProps {
  orders: OrderSummary[] | null;
}

/** The order list's table; null orders means loading. */
export function OrdersTable({ orders }: OrdersTableProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return (
    <TableContainer>
      <Table size="small" aria-busy={orders === null} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'total' ? 'right' : 'left'}
                sx={column === 'date' ? dateColumn : undefined}
              >
                {intl.formatMessage({ id: `orders.column.${column}` })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="order-skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'date' ? dateColumn : undefined}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : orders.map((order) => (
                <TableRow key={order.reference} hover>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={paths.orderDetail(order.id)} sx={{ fontWeight: 600 }}>
                      {order.reference}
                    </Link>
                    <Box
                      component="span"
                      sx={{
                        ...dateUnderNumber,
                        color: 'text.secondary',
                        fontSize: '0.8rem',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {formatSwedishDateTime(order.date)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...dateColumn, whiteSpace: 'nowrap' }}>
                    {formatSwedishDateTime(order.date)}
                  </TableCell>
                  <TableCell>
                    <OrderStatusBadges order={order} tooltipDelayMs={ROW_TOOLTIP_DELAY_MS} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.totals.grandTotal, order.currencyCode, locale)}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <DecisionActions order={order} />
                      <ReorderButton orderId={order.id} reference={order.reference} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
