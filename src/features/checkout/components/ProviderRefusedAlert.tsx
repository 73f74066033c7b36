import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectCart } from '../../cart';
import { checkoutEntered } from '../checkoutSlice';
import { choosePaymentProvider, PROVIDER_BRANDS } from '../providerChoice';
import { selectPaymentProvider, selectRefusedProviders } from '../selectors';

/**
 * The provider said it cannot complete the order (Klarna's can_not_complete_order): the shopper is
 * offered the market's next provider, which opens as the checkout starts again with the same cart.
 * Where there is none, the form stays, as another set of details may pass.
 */
export function ProviderRefusedAlert() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const provider = useAppSelector(selectPaymentProvider);
  const refused = useAppSelector(selectRefusedProviders);
  const capabilities = useAppSelector(selectCart)?.capabilities;
  const shown = !!provider && refused.includes(provider);
  const alert = useRef<HTMLDivElement>(null);
  // The shopper pressed pay at the foot of the provider's form: the offer above it is brought into
  // view, or she sees only the form's own "declined".
  useEffect(() => {
    if (shown) alert.current?.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  if (!provider || !shown) return null;
  const next = capabilities ? choosePaymentProvider(capabilities, refused) : null;
  const values = { provider: PROVIDER_BRANDS[provider] };
  if (!next) {
    return (
      <Alert ref={alert} severity="warning" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'checkout.payment.refused.none' }, values)}
      </Alert>
    );
  }
  return (
    <Alert
      ref={alert}
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(checkoutEntered({ restart: true }))}>
          {intl.formatMessage(
            { id: 'checkout.payment.refused.payWith' },
            { provider: PROVIDER_BRANDS[next] },
          )}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'checkout.payment.refused.other' }, values)}
    </Alert>
  );
}
