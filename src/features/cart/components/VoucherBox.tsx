import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { AppliedCode, type AppliedCodeTexts } from '../../../components/AppliedCode';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartDiscountCodeRemoveRequested } from '../cartSlice';
import { selectPromo, selectRemovingCodes } from '../selectors';
import { PromoCodeForm } from './PromoCodeForm';

const REMOVE_TEXTS: AppliedCodeTexts = {
  remove: 'cart.voucher.remove',
  removing: 'cart.voucher.removing',
  removeShort: 'cart.voucher.removeShort',
};

/**
 * The voucher box (docs/rules.md#cart-codes): the applied codes with a remove button each, then a
 * collapsible promo-code section; at checkout the gift-card section follows (`extras`).
 */
export function VoucherBox({
  codes,
  applied,
  extras,
}: {
  codes: { code: string }[];
  /** More applied vouchers to list with the codes (the checkout's gift cards). */
  applied?: ReactNode;
  extras?: ReactNode;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const promo = useAppSelector(selectPromo);
  const removing = useAppSelector(selectRemovingCodes);

  return (
    <Box sx={{ py: 1 }}>
      {applied}
      {codes.length > 0 ? (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'cart.voucher.appliedCodes' })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {codes.map(({ code }) => (
            <AppliedCode
              key={code}
              code={code}
              busy={removing.includes(code)}
              onRemove={() => dispatch(cartDiscountCodeRemoveRequested({ code }))}
              texts={REMOVE_TEXTS}
            />
          ))}
        </Box>
      ) : null}
      {/* Opens with an error to show; the shopper may still close it. */}
      <CollapsibleSection
        label={<FormattedMessage id="cart.voucher.promoToggle" />}
        openWhen={promo.errorKey !== null}
      >
        <PromoCodeForm />
      </CollapsibleSection>
      {extras}
    </Box>
  );
}
