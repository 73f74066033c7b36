import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { GiftNoteField } from '../../cart';
import { selectLocale } from '../../market';
import { selectGiftNotePrice } from '../selectors';

interface GiftNoteChoiceProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  showError: boolean;
  onBlur: () => void;
  fieldRef: Ref<HTMLTextAreaElement>;
  disabled: boolean;
}

/** The product page's optional gift note: the choice with the note's price, then its message. */
export function GiftNoteChoice({
  checked,
  onCheckedChange,
  text,
  onTextChange,
  showError,
  onBlur,
  fieldRef,
  disabled,
}: GiftNoteChoiceProps) {
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
          <Checkbox name="giftNote" checked={checked} onChange={(_event, value) => onCheckedChange(value)} />
        }
      />
      {checked ? (
        <Box sx={{ mt: 1, maxWidth: 480 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {intl.formatMessage({ id: 'catalog.product.giftNote.hint' })}
          </Typography>
          <GiftNoteField
            id="product-gift-note"
            value={text}
            onChange={onTextChange}
            showError={showError}
            onBlur={onBlur}
            inputRef={fieldRef}
            disabled={disabled}
          />
        </Box>
      ) : null}
    </Box>
  );
}
