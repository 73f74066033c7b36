import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { GiftNoteField } from '../../cart';
import { selectLocale } from '../../market';
import { selectGiftNotePrice } from '../selectors';
import type { GiftNoteChoiceState } from './useGiftNoteChoice';

interface GiftNoteChoiceProps {
  choice: GiftNoteChoiceState;
  disabled: boolean;
}

/** The product page's optional gift note: the choice with the note's price, then its message. */
export function GiftNoteChoice({ choice, disabled }: GiftNoteChoiceProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const notePrice = useAppSelector(selectGiftNotePrice);
  const label = notePrice
    ? intl.formatMessage(
        { id: 'catalog.product.giftNote.offerWithPrice' },
        { price: formatMoney(notePrice.price.salePriceAmount, notePrice.currencyCode, locale) },
      )
    : intl.formatMessage({ id: 'catalog.product.giftNote.offer' });
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name="giftNote"
            checked={choice.checked}
            onChange={(_event, value) => choice.setChecked(value)}
          />
        }
      />
      {choice.checked ? (
        <Box sx={{ mt: 1, maxWidth: 480 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {intl.formatMessage({ id: 'catalog.product.giftNote.hint' })}
          </Typography>
          <GiftNoteField id="product-gift-note" {...choice.field} disabled={disabled} />
        </Box>
      ) : null}
    </Box>
  );
}
