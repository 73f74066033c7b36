import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CartItem } from '../api/types';
import { formatMoney } from '../lib/money';
import { ProductThumbnail } from './ProductThumbnail';

interface OrderLinesProps {
  /** The cart or the order: its lines and the currency of their prices. */
  order: { items: CartItem[]; currencyCode: string };
  /** The market's locale, which writes the amounts. */
  locale: string;
  /** The name a shopper knows a line by (the cart's `lineName`). */
  nameOf: (item: CartItem) => string;
  /**
   * `summary`: "2 × Classic Tee" and the line's price, one short row a line (the cart's and the
   * confirmation's summary). `detail`: with the picture, colour, size, quantity and unit price, a
   * child line indented under its parent (an order's page).
   */
  variant: 'summary' | 'detail';
}

/** The lines of a cart or an order, one list item a line with its price on the right. */
export function OrderLines({ order, locale, nameOf, variant }: OrderLinesProps) {
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  const Line = variant === 'summary' ? SummaryLine : DetailLine;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.items.map((item) => (
        <Line key={item.id} item={item} name={nameOf(item)} money={money} />
      ))}
    </Box>
  );
}

interface LineProps {
  item: CartItem;
  name: string;
  money: (amount: number) => string;
}

function SummaryLine({ item, name, money }: LineProps) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
      <Typography variant="body2">
        {item.quantity} × {name}
      </Typography>
      <Typography variant="body2">{money(item.totalPriceAmount)}</Typography>
    </Box>
  );
}

function DetailLine({ item, name, money }: LineProps) {
  const intl = useIntl();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        py: 1.5,
        pl: item.options.parentItem ? 4 : 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ProductThumbnail src={item.imageUrl} alt="" size={64} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[item.customAttributes.color, item.customAttributes.size].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'orderLines.quantity' }, { quantity: item.quantity })}
          {' · '}
          {intl.formatMessage({ id: 'orderLines.unitPrice' }, { price: money(item.salePriceAmount) })}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'nowrap' }}>{money(item.totalPriceAmount)}</Typography>
    </Box>
  );
}
