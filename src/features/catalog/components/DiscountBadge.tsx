import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { discountPercent } from '../../../lib/money';

/** '-20 %' when the sale price is below the base price; nothing otherwise. */
export function DiscountBadge({ base, sale }: { base: number; sale: number }) {
  const percent = discountPercent(base, sale);
  if (sale >= base || percent === 0) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        fontSize: '0.875rem',
        lineHeight: 1.4,
      }}
    >
      <FormattedMessage id="catalog.price.discount" values={{ percent }} />
    </Box>
  );
}
