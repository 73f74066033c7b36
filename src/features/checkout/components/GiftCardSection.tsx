import { FormattedMessage, useIntl } from 'react-intl';
import { CodeForm, useCodeFormValues } from '../../../components/CodeForm';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { giftCardAddRequested } from '../checkoutSlice';
import { selectGiftCard } from '../selectors';

/**
 * The voucher box's gift-card section, shown when settings.giftCardEnabled is on
 * (docs/rules.md#gift-cards).
 */
export function GiftCardSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const giftCard = useAppSelector(selectGiftCard);
  const failed = giftCard.errorKey !== null || giftCard.errorText !== null;
  // A card that applied empties the fields (as the promo code does).
  const [values, setValue] = useCodeFormValues(['code', 'pin'], giftCard.request.status === 'succeeded');

  const error = giftCard.errorKey
    ? intl.formatMessage({ id: `checkout.giftCard.error.${giftCard.errorKey}` })
    : giftCard.errorText;

  return (
    <CollapsibleSection label={<FormattedMessage id="checkout.giftCard.toggle" />} openWhen={failed}>
      <CodeForm
        fields={[
          { name: 'code', label: intl.formatMessage({ id: 'checkout.giftCard.code' }), inputMode: 'numeric' },
          {
            name: 'pin',
            label: intl.formatMessage({ id: 'checkout.giftCard.pin' }),
            type: 'password',
            inputMode: 'numeric',
          },
        ]}
        values={values}
        onChange={setValue}
        // As typed: the saga checks and normalises the number and the PIN.
        onSubmit={({ code, pin }) => dispatch(giftCardAddRequested({ code, pin }))}
        pending={giftCard.request.status === 'loading'}
        applyLabel={<FormattedMessage id="checkout.giftCard.apply" />}
        pendingLabel={intl.formatMessage({ id: 'checkout.giftCard.applying' })}
        error={error}
      />
    </CollapsibleSection>
  );
}
