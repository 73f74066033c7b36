import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeForm, useCodeFormValues } from '../../../components/CodeForm';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartDiscountCodeAddRequested } from '../cartSlice';
import { promoErrorFallbacks, splitTitleBody } from '../promoErrors';
import { selectPromo } from '../selectors';

/** The promo-code field and Apply button: sends the code trimmed, and nothing when it is blank. */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const promo = useAppSelector(selectPromo);
  // docs/rules.md#cart-codes: on a successful add the input is emptied (the error is cleared in the slice).
  const [values, setValue] = useCodeFormValues(['code'], promo.request.status === 'succeeded');

  const error = promo.errorKey
    ? splitTitleBody(
        intl.formatMessage({
          id: `cart.voucher.error.${promo.errorKey}`,
          defaultMessage: promoErrorFallbacks[promo.errorKey],
        }),
      )
    : null;

  return (
    <CodeForm
      fields={[{ name: 'code', label: intl.formatMessage({ id: 'cart.voucher.codeLabel' }) }]}
      values={values}
      onChange={setValue}
      onSubmit={({ code }) => {
        if (code.trim()) dispatch(cartDiscountCodeAddRequested({ code: code.trim() }));
      }}
      pending={promo.request.status === 'loading'}
      applyLabel={<FormattedMessage id="cart.voucher.apply" />}
      pendingLabel={intl.formatMessage({ id: 'cart.voucher.applying' })}
      error={
        error ? (
          <>
            <AlertTitle>{error.title}</AlertTitle>
            {error.body}
          </>
        ) : null
      }
    />
  );
}
