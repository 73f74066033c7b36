import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../core/hooks';
import { selectSessionCompany } from '../../../company';

/** The backend refused the buyer (403: not allowed to order for this company or contact). */
export function CustomerDataAlert() {
  const { request, buyer } = useAppSelector(selectSessionCompany);
  // A login's own attach failing is no news here: the card sends its buyer again.
  if (request.status !== 'failed' || !buyer) return null;
  const forbidden = request.error?.statusCode === 403;
  return (
    <Alert severity="error">
      <FormattedMessage id={forbidden ? 'company.card.forbidden' : 'company.card.customerDataFailed'} />
    </Alert>
  );
}
