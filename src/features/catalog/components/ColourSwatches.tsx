import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { ProductVariant } from '../../../api/types';
import { colourOptions } from '../variants';

/** The colours a product comes in, each a dot named by its colour. */
export function ColourSwatches({ variants }: { variants: ProductVariant[] }) {
  const intl = useIntl();
  const colours = colourOptions(variants);
  if (colours.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'catalog.swatches.label' })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {colours.map(({ key, color, colorCode }) => (
        <Box component="li" key={key} sx={{ display: 'flex' }}>
          <Box
            component="span"
            role="img"
            aria-label={color}
            title={color}
            sx={{
              width: 18,
              height: 18,
              borderRadius: '50%',
              bgcolor: colorCode,
              border: '1px solid',
              borderColor: 'grey.500',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
