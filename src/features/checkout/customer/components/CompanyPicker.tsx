import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { TextField } from '../../../../components/form/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { CompanyListEmpty, CompanyListFailed, CompanyListPager, CompanySearchField } from '../../../company';
import {
  companyChosen,
  companyPageRequested,
  companySearchChanged,
  customerCardRetried,
} from '../companySlice';
import {
  selectCardViewer,
  selectCompanyDirectory,
  selectCompanyOptions,
  selectCustomerSelection,
  selectOwnCompanies,
} from '../selectors';

/**
 * The company select (docs/rules.md#customer-card): a user's own organisations, disabled with at
 * most one; a super admin searches every company on the server and pages with Prev/Next.
 */
export function CompanyPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectCardViewer);
  const own = useAppSelector(selectOwnCompanies);
  const directory = useAppSelector(selectCompanyDirectory);
  const options = useAppSelector(selectCompanyOptions);
  const { company } = useAppSelector(selectCustomerSelection);
  const isSuperAdmin = viewer?.isSuperAdmin ?? false;
  const request = isSuperAdmin ? directory.request : own.request;
  const searching = isSuperAdmin && directory.search.trim() !== '';

  if (!viewer || (request.status === 'loading' && options.length === 0 && !searching)) {
    return (
      <Skeleton
        variant="rounded"
        height={56}
        aria-label={intl.formatMessage({ id: 'company.card.loading' })}
      />
    );
  }
  return (
    <Box>
      {isSuperAdmin ? (
        <CompanySearchField
          id="customer-company-search"
          value={directory.search}
          controls="customer-company"
          onChange={(search) => dispatch(companySearchChanged(search))}
        />
      ) : null}
      {request.status === 'failed' ? (
        <CompanyListFailed onRetry={() => dispatch(customerCardRetried())} />
      ) : null}
      {options.length === 0 && request.status === 'succeeded' ? (
        <CompanyListEmpty
          search={searching ? directory.search.trim() : ''}
          none={<FormattedMessage id="company.card.noCompanies" />}
        />
      ) : (
        <TextField
          id="customer-company"
          select
          fullWidth
          label={intl.formatMessage({ id: 'company.card.company' })}
          value={company?.id ?? ''}
          disabled={!isSuperAdmin && options.length <= 1}
          onChange={(event) => {
            if (event.target.value) dispatch(companyChosen({ companyId: event.target.value }));
          }}
        >
          {company ? null : (
            <option value="" disabled>
              {intl.formatMessage({ id: 'company.card.chooseCompany' })}
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.name} (${option.organisation_number})`}
            </option>
          ))}
        </TextField>
      )}
      {isSuperAdmin && directory.totalPages > 0 ? (
        <CompanyListPager
          list={directory}
          busy={request.status === 'loading'}
          onPage={(page) => dispatch(companyPageRequested(page))}
        />
      ) : null}
    </Box>
  );
}
