import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CartItem } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { lineName } from '../../cart';
import { selectLocale } from '../../market';

/** The order's lines with their images, quantities and prices; a child line is indented under its parent. */
export function OrderLinesList({ items, currencyCode }: { items: CartItem[]; currencyCode: string }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
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
          <Box
            component="img"
            src={item.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            sx={{ objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{lineName(item)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[item.customAttributes.color, item.customAttributes.size].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'orders.detail.quantity' }, { quantity: item.quantity })}
              {' · '}
              {intl.formatMessage(
                { id: 'orders.detail.unitPrice' },
                { price: formatMoney(item.salePriceAmount, currencyCode, locale) },
              )}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.totalPriceAmount, currencyCode, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
