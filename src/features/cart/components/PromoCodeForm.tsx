import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartDiscountCodeAddRequested } from '../cartSlice';
import { promoErrorFallbacks, splitTitleBody } from '../promoErrors';
import { selectPromo } from '../selectors';

/**
 * The promo-code field and Apply button. One field with no rule but "not empty", so a plain
 * controlled field rather than Formik + Yup, which would double this lazy chunk.
 */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const promo = useAppSelector(selectPromo);
  const [code, setCode] = useState('');
  const fieldId = useId();
  const pending = promo.request.status === 'loading';

  // Spec point 4: on a successful add the input is emptied (the error is cleared in the slice).
  // Adjusted while rendering, when the status changes (React's "storing information from previous renders").
  const [seenStatus, setSeenStatus] = useState(promo.request.status);
  if (promo.request.status !== seenStatus) {
    setSeenStatus(promo.request.status);
    if (promo.request.status === 'succeeded') setCode('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || pending) return;
    dispatch(cartDiscountCodeAddRequested({ code: code.trim() }));
  };

  const error = promo.errorKey
    ? splitTitleBody(
        intl.formatMessage({
          id: `cart.voucher.error.${promo.errorKey}`,
          defaultMessage: promoErrorFallbacks[promo.errorKey],
        }),
      )
    : null;

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={fieldId}
          size="small"
          fullWidth
          label={intl.formatMessage({ id: 'cart.voucher.codeLabel' })}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { 'aria-invalid': error ? true : undefined } }}
        />
        <SubmitButton
          variant="outlined"
          size="medium"
          pending={pending}
          pendingLabel={intl.formatMessage({ id: 'cart.voucher.applying' })}
          sx={{ minWidth: 96, height: 40 }}
        >
          <FormattedMessage id="cart.voucher.apply" />
        </SubmitButton>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          <AlertTitle>{error.title}</AlertTitle>
          {error.body}
        </Alert>
      ) : null}
    </Box>
  );
}
