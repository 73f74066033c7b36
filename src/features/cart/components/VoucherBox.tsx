import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage, useIntl } from 'react-intl';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { Tag } from '../../../components/Tag';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartDiscountCodeRemoveRequested } from '../cartSlice';
import { selectPromo, selectRemovingCodes } from '../selectors';
import { PromoCodeForm } from './PromoCodeForm';

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
          {codes.map(({ code }) => {
            const busy = removing.includes(code);
            return (
              <li key={code}>
                <Tag color="success" variant="outlined">
                  {code}
                </Tag>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => dispatch(cartDiscountCodeRemoveRequested({ code }))}
                  aria-label={intl.formatMessage({ id: 'cart.voucher.remove' }, { code })}
                >
                  {busy ? (
                    <CircularProgress
                      size={16}
                      aria-label={intl.formatMessage({ id: 'cart.voucher.removing' })}
                    />
                  ) : (
                    <FormattedMessage id="cart.voucher.removeShort" />
                  )}
                </Button>
              </li>
            );
          })}
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
