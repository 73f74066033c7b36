import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { AppliedGiftCard } from '../../../api/types';
import { AppliedCode, type AppliedCodeTexts } from '../../../components/AppliedCode';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { giftCardRemoveRequested } from '../checkoutSlice';
import { selectRemovingGiftCards } from '../selectors';

const REMOVE_TEXTS: AppliedCodeTexts = {
  remove: 'checkout.giftCard.remove',
  removing: 'checkout.giftCard.removing',
  removeShort: 'checkout.giftCard.removeShort',
};

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
      {cards.map((card) => (
        <AppliedCode
          key={card.maskedCode}
          code={card.maskedCode}
          label={`${card.maskedCode} · ${formatMoney(card.amount, currency, locale)}`}
          busy={removing.includes(card.maskedCode)}
          onRemove={() => dispatch(giftCardRemoveRequested({ maskedCode: card.maskedCode }))}
          texts={REMOVE_TEXTS}
        />
      ))}
    </Box>
  );
}
