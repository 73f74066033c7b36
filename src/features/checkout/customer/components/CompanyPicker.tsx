import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { TextField } from '../../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrevNextPager } from '../../../../components/PrevNextPager';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
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
 * The company select (spec points 2 and 6): a user's own organisations, disabled with at most one;
 * a super admin searches every company on the server and pages with Prev/Next.
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
        <TextField
          id="customer-company-search"
          type="search"
          fullWidth
          size="small"
          sx={{ mb: 2 }}
          label={intl.formatMessage({ id: 'company.card.search' })}
          value={directory.search}
          onChange={(event) => dispatch(companySearchChanged(event.target.value))}
          slotProps={{ htmlInput: { maxLength: 100, 'aria-controls': 'customer-company' } }}
        />
      ) : null}
      {request.status === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(customerCardRetried())}>
              <FormattedMessage id="company.card.retry" />
            </Button>
          }
        >
          <FormattedMessage id="company.card.loadFailed" />
        </Alert>
      ) : null}
      {options.length === 0 && request.status === 'succeeded' ? (
        <Typography role="status" color="text.secondary">
          {searching ? (
            <FormattedMessage
              id="company.card.noSearchResults"
              values={{ search: directory.search.trim() }}
            />
          ) : (
            <FormattedMessage id="company.card.noCompanies" />
          )}
        </Typography>
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
        <PrevNextPager
          page={directory.page}
          pages={directory.totalPages}
          busy={request.status === 'loading'}
          onPage={(page) => dispatch(companyPageRequested(page))}
          label={intl.formatMessage({ id: 'company.card.pages' })}
          status={
            <FormattedMessage
              id="company.card.page"
              values={{ page: directory.page, pages: directory.totalPages, total: directory.total }}
            />
          }
        />
      ) : null}
    </Box>
  );
}
