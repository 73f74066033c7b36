import Alert from '@mui/material/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../../core/hooks';
import { selectCustomerSelection } from '../selectors';

const NOT_CREDIT_VALID = 'company.card.notCreditValid';

/**
 * docs/rules.md#customer-card: an inactive company warns; a company without a passed credit check
 * warns only where the catalogue has a text for it.
 */
export function CompanyWarnings() {
  const intl = useIntl();
  const { company } = useAppSelector(selectCustomerSelection);
  if (!company) return null;
  const inactive = company.status !== 'active';
  const notCreditValid = !company.credit_check && NOT_CREDIT_VALID in intl.messages;
  if (!inactive && !notCreditValid) return null;
  return (
    <>
      {inactive ? (
        <Alert severity="warning">
          <FormattedMessage id="company.card.inactive" values={{ company: company.name }} />
        </Alert>
      ) : null}
      {notCreditValid ? (
        <Alert severity="warning">
          <FormattedMessage id={NOT_CREDIT_VALID} values={{ company: company.name }} />
        </Alert>
      ) : null}
    </>
  );
}
