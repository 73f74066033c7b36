import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CheckoutTotals } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';

interface OrderTotalsProps {
  totals: CheckoutTotals;
  currencyCode: string;
  /** Business prices exclude VAT, so it is added; consumer prices include it. */
  vatIncluded: boolean;
}

/** Subtotal, shipping, discount (when there is one), VAT and total, amounts in minor units. */
export function OrderTotals({ totals, currencyCode, vatIncluded }: OrderTotalsProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const rows: [string, number][] = [
    ['orders.detail.subtotal', totals.subTotal],
    ['orders.detail.shipping', totals.shippingTotal],
    ...(totals.discountTotal
      ? [['orders.detail.discount', -Math.abs(totals.discountTotal)] as [string, number]]
      : []),
    [vatIncluded ? 'orders.detail.vat' : 'orders.detail.vatAdded', totals.taxTotal],
    ...(totals.giftCardTotal
      ? [['orders.detail.giftCards', -Math.abs(totals.giftCardTotal)] as [string, number]]
      : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
      {rows.map(([id, amount]) => (
        <Box key={id} sx={{ display: 'contents' }}>
          <Typography component="dt">{intl.formatMessage({ id })}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {formatMoney(amount, currencyCode, locale)}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700, pt: 1 }}>
        {intl.formatMessage({ id: 'orders.detail.total' })}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, pt: 1, textAlign: 'right' }}>
        {formatMoney(totals.grandTotal, currencyCode, locale)}
      </Typography>
    </Box>
  );
}
