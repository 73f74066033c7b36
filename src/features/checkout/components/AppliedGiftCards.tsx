import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppliedGiftCard } from '../../../api/types';
import { Tag } from '../../../components/Tag';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { giftCardRemoveRequested } from '../checkoutSlice';
import { selectRemovingGiftCards } from '../selectors';

/** The gift cards on the checkout, each with what it pays and a remove button (docs/rules.md#gift-cards). */
export function AppliedGiftCards({ cards, currency }: { cards: AppliedGiftCard[]; currency: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const removing = useAppSelector(selectRemovingGiftCards);
  if (cards.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'checkout.giftCard.applied' })}
      sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {cards.map((card) => {
        const busy = removing.includes(card.maskedCode);
        return (
          <li key={card.maskedCode}>
            <Tag color="success" variant="outlined">
              {`${card.maskedCode} · ${formatMoney(card.amount, currency, locale)}`}
            </Tag>
            <Button
              size="small"
              disabled={busy}
              onClick={() => dispatch(giftCardRemoveRequested({ maskedCode: card.maskedCode }))}
              aria-label={intl.formatMessage({ id: 'checkout.giftCard.remove' }, { code: card.maskedCode })}
            >
              {busy ? (
                <CircularProgress
                  size={16}
                  aria-label={intl.formatMessage({ id: 'checkout.giftCard.removing' })}
                />
              ) : (
                <FormattedMessage id="checkout.giftCard.removeShort" />
              )}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
