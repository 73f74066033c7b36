import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { DiscountBadge } from './DiscountBadge';
import { visuallyHidden } from '../../../components/visuallyHidden';

interface PriceTagProps {
  base: number;
  sale: number;
  currency: string;
  /** Larger type on the product page. */
  size?: 'medium' | 'large';
}

/** The price a shopper pays; on sale also the struck-through base price and the discount percent. */
export function PriceTag({ base, sale, currency, size = 'medium' }: PriceTagProps) {
  const locale = useAppSelector(selectLocale);
  const onSale = sale < base;
  return (
    <Box
      component="p"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.5rem' : '1rem',
          color: onSale ? 'secondary.main' : 'text.primary',
        }}
      >
        {onSale ? (
          <Box component="span" sx={visuallyHidden}>
            <FormattedMessage id="catalog.price.now" />{' '}
          </Box>
        ) : null}
        {formatMoney(sale, currency, locale)}
      </Box>
      {onSale ? (
        <>
          <Box component="s" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              <FormattedMessage id="catalog.price.was" />{' '}
            </Box>
            {formatMoney(base, currency, locale)}
          </Box>
          <DiscountBadge base={base} sale={sale} />
        </>
      ) : null}
    </Box>
  );
}
