import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { giftCardAddRequested } from '../checkoutSlice';
import { selectGiftCard } from '../selectors';

/** Spec point 2: the gift-card section of the voucher box, shown when settings.giftCardEnabled is on. */
export function GiftCardSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const giftCard = useAppSelector(selectGiftCard);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const pending = giftCard.request.status === 'loading';
  const failed = giftCard.errorKey !== null || giftCard.errorText !== null;

  // A card that applied empties the fields (as the promo code does).
  const [seenStatus, setSeenStatus] = useState(giftCard.request.status);
  if (giftCard.request.status !== seenStatus) {
    setSeenStatus(giftCard.request.status);
    if (giftCard.request.status === 'succeeded') {
      setCode('');
      setPin('');
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    dispatch(giftCardAddRequested({ code, pin }));
  };

  const error = giftCard.errorKey
    ? intl.formatMessage({ id: `checkout.giftCard.error.${giftCard.errorKey}` })
    : giftCard.errorText;

  return (
    <CollapsibleSection label={<FormattedMessage id="checkout.giftCard.toggle" />} openWhen={failed}>
      <Box component="form" onSubmit={submit} noValidate sx={{ pt: 1, display: 'grid', gap: 1 }}>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'checkout.giftCard.code' })}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': error ? true : undefined } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            type="password"
            label={intl.formatMessage({ id: 'checkout.giftCard.pin' })}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': error ? true : undefined } }}
          />
          <SubmitButton
            variant="outlined"
            size="medium"
            pending={pending}
            pendingLabel={intl.formatMessage({ id: 'checkout.giftCard.applying' })}
            sx={{ minWidth: 96, height: 40 }}
          >
            <FormattedMessage id="checkout.giftCard.apply" />
          </SubmitButton>
        </Box>
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Box>
    </CollapsibleSection>
  );
}
