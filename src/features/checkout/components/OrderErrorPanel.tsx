import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderErrorInfo } from '../checkoutSlice';
import { parseOrderError, type OrderFieldError } from '../orderErrors';

function FieldError({ error }: { error: OrderFieldError }) {
  const intl = useIntl();
  const field = error.field
    ? intl.formatMessage({ id: `checkout.orderError.field.${error.field}` })
    : error.path || intl.formatMessage({ id: 'checkout.orderError.field.unknown' });
  // Both addresses can miss the same field: say which one.
  const label =
    error.field && error.address
      ? intl.formatMessage(
          { id: 'checkout.orderError.fieldOfAddress' },
          { address: intl.formatMessage({ id: `checkout.confirmation.${error.address}` }), field },
        )
      : field;
  const message =
    error.problem === 'invalidCountry'
      ? intl.formatMessage({ id: 'checkout.orderError.invalidCountry' })
      : error.problem === 'required'
        ? intl.formatMessage({ id: 'checkout.orderError.required' })
        : error.message;
  return (
    <li>
      <strong>{label}</strong>: {message}
    </li>
  );
}

/** The order-error panel (docs/rules.md#order-errors): what to fix, and the reference for support. */
export function OrderErrorPanel({ error, onClose }: { error: OrderErrorInfo; onClose?: () => void }) {
  return (
    <Alert severity="error" onClose={onClose} role="alert" sx={{ mb: 2 }}>
      <AlertTitle>
        <FormattedMessage id="checkout.orderError.title" />
      </AlertTitle>
      <Typography variant="body2">
        <FormattedMessage id="checkout.orderError.description" />
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {error.errors.map((entry) => (
          <FieldError key={entry} error={parseOrderError(entry)} />
        ))}
      </Box>
      {error.requestId ? (
        <Typography variant="body2">
          <FormattedMessage id="checkout.orderError.reference" values={{ reference: error.requestId }} />
        </Typography>
      ) : null}
    </Alert>
  );
}
