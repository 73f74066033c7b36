import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ProductThumbnail } from '../../../components/ProductThumbnail';
import { useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { formatMoney } from '../../../lib/money';
import { selectCurrentMarket, selectLocale } from '../../market';
import type { QuickOrderLine } from '../types';
import { problemMessage } from './lineStatus';

const columns = ['sku', 'product', 'price', 'stock', 'quantity', 'status'] as const;

function LineStatus({ line }: { line: QuickOrderLine }) {
  const intl = useIntl();
  // Shown as read when the check could not be made.
  if (!line.problem && !line.product) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        <FormattedMessage id="quickOrder.status.unchecked" />
      </Typography>
    );
  }
  if (!line.problem) {
    return (
      <Typography component="span" variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
        <FormattedMessage id="quickOrder.status.ok" />
      </Typography>
    );
  }
  const { id, values } = problemMessage(line.problem);
  return (
    <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
      {intl.formatMessage({ id }, values)}
    </Typography>
  );
}

function LineRow({ line }: { line: QuickOrderLine }) {
  const locale = useAppSelector(selectLocale);
  const market = useAppSelector(selectCurrentMarket);
  const { product } = line;
  const name = product?.color_variant ? `${product.name}, ${product.color_variant}` : product?.name;
  return (
    <TableRow data-testid="quick-order-line">
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {line.sku || line.text}
      </TableCell>
      <TableCell>
        {product ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <ProductThumbnail src={product.imageUrl} alt="" size={48} />
            <Link component={RouterLink} to={paths.product(market.productUrlPrefix, product.slug)}>
              {name}
            </Link>
          </Box>
        ) : (
          '–'
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {product ? formatMoney(product.price.salePriceAmount, product.price.currencyCode, locale) : '–'}
      </TableCell>
      <TableCell align="right">
        {product?.stock !== undefined ? (
          <FormattedMessage id="quickOrder.stock.units" values={{ count: product.stock }} />
        ) : (
          '–'
        )}
      </TableCell>
      <TableCell align="right">{line.quantity ?? '–'}</TableCell>
      <TableCell>
        <LineStatus line={line} />
      </TableCell>
    </TableRow>
  );
}

function SkeletonRow({ line }: { line: QuickOrderLine }) {
  return (
    <TableRow data-testid="quick-order-skeleton-row">
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {line.sku || line.text}
      </TableCell>
      {columns.slice(1).map((column) => (
        <TableCell key={column}>
          <Skeleton
            variant={column === 'product' ? 'rounded' : 'text'}
            height={column === 'product' ? 48 : undefined}
          />
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The quick order's lines: placeholders while the check runs, then each with its product and status. */
export function QuickOrderTable({
  lines,
  checking,
  labelledBy,
}: {
  lines: QuickOrderLine[];
  checking: boolean;
  labelledBy: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} aria-busy={checking}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                align={column === 'price' || column === 'stock' || column === 'quantity' ? 'right' : 'left'}
              >
                <FormattedMessage id={`quickOrder.table.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) =>
            checking && !line.problem ? (
              <SkeletonRow key={line.key} line={line} />
            ) : (
              <LineRow key={line.key} line={line} />
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
