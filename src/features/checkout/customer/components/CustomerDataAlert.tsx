import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../core/hooks';
import { selectCustomerData } from '../selectors';

/** The backend refused the buyer (403: not allowed to order for this company or contact). */
export function CustomerDataAlert() {
  const { request } = useAppSelector(selectCustomerData);
  if (request.status !== 'failed') return null;
  const forbidden = request.error?.statusCode === 403;
  return (
    <Alert severity="error">
      <FormattedMessage id={forbidden ? 'company.card.forbidden' : 'company.card.customerDataFailed'} />
    </Alert>
  );
}
