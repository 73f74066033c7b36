import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CartItem } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { lineName } from '../cartLines';

/** The short list of a summary: "2 × Classic Tee" and the line's price, one row a line. */
export function SummaryLines({ items, currencyCode }: { items: CartItem[]; currencyCode: string }) {
  const locale = useAppSelector(selectLocale);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}
        >
          <Typography variant="body2">
            {item.quantity} × {lineName(item)}
          </Typography>
          <Typography variant="body2">{formatMoney(item.totalPriceAmount, currencyCode, locale)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
