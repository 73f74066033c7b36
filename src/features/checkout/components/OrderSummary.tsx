import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order, OrderAddress } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { OrderLines } from '../../../components/OrderLines';
import { formatMoney } from '../../../lib/money';
import { lineName } from '../../cart';
import { selectLocale } from '../../market';

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25, fontWeight: strong ? 700 : 400 }}>
      <dt>{label}</dt>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </Box>
  );
}

function Address({ title, address }: { title: ReactNode; address: OrderAddress }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
        {address.givenName} {address.familyName}
        <br />
        {address.address}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.country}
        {address.telephoneNumber ? (
          <>
            <br />
            {address.telephoneNumber}
          </>
        ) : null}
        {address.email ? (
          <>
            <br />
            {address.email}
          </>
        ) : null}
      </Typography>
    </Box>
  );
}

/** The confirmed order: reference, lines, totals and addresses (docs/rules.md#confirmation). */
export function OrderSummary({ order }: { order: Order }) {
  const locale = useAppSelector(selectLocale);
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-summary-title">
      <CardContent>
        <Typography id="order-summary-title" component="h2" variant="h6">
          <FormattedMessage id="checkout.confirmation.reference" values={{ reference: order.reference }} />
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <FormattedMessage id="checkout.confirmation.emailSent" values={{ email: order.email }} />
        </Typography>
        <OrderLines variant="summary" order={order} locale={locale} nameOf={lineName} />
        <Divider sx={{ my: 1 }} />
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={<FormattedMessage id="cart.summary.subtotal" />} value={money(order.totals.subTotal)} />
          <Row
            label={<FormattedMessage id="cart.summary.shipping" />}
            value={money(order.totals.shippingTotal)}
          />
          {order.totals.discountTotal > 0 ? (
            <Row
              label={<FormattedMessage id="cart.summary.discount" />}
              value={money(-order.totals.discountTotal)}
            />
          ) : null}
          {order.totals.giftCardTotal > 0 ? (
            <Row
              label={<FormattedMessage id="cart.summary.giftCards" />}
              value={money(-order.totals.giftCardTotal)}
            />
          ) : null}
          <Row
            // A company's order was priced without VAT, which comes on top.
            label={
              <FormattedMessage
                id={order.attributes?.company ? 'cart.summary.vatAdded' : 'cart.summary.vat'}
              />
            }
            value={money(order.totals.taxTotal)}
          />
          <Row
            strong
            label={<FormattedMessage id="cart.summary.total" values={{ currency: order.currencyCode }} />}
            value={money(order.totals.grandTotal)}
          />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Address
              title={<FormattedMessage id="checkout.confirmation.shippingAddress" />}
              address={order.shippingAddress}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Address
              title={<FormattedMessage id="checkout.confirmation.billingAddress" />}
              address={order.billingAddress}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
