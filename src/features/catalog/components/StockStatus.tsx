import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import type { StockLevel } from '../variants';

const colours: Record<StockLevel, string> = {
  inStock: 'success.dark',
  fewLeft: 'warning.dark',
  outOfStock: 'secondary.main',
  unknown: 'text.secondary',
};

/** The chosen variant's stock state, in text (the colour only repeats it). */
export function StockStatus({ level, available }: { level: StockLevel; available: number }) {
  return (
    <Box component="p" role="status" sx={{ m: 0, fontWeight: 600, color: colours[level] }}>
      <FormattedMessage id={`catalog.stock.${level}`} values={{ count: available }} />
    </Box>
  );
}
