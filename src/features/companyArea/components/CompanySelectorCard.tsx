import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tag } from '../../../components/Tag';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { CompanyListEmpty, CompanyListFailed, CompanyListPager, CompanySearchField } from '../../company';
import {
  companyListPageRequested,
  companyListRetried,
  companySearchTyped,
  companySelected,
} from '../companyAreaSlice';
import { selectCompanyArea } from '../selectors';

/**
 * The company selector card (docs/rules.md#company-area): a user's own organisations; a super admin
 * searches every company on the server, ten at a time.
 */
export function CompanySelectorCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { viewer, list, selected } = useAppSelector(selectCompanyArea);
  const isSuperAdmin = viewer?.isSuperAdmin ?? false;
  const searching = isSuperAdmin && list.search.trim() !== '';
  const loading = list.request.status === 'loading' || list.request.status === 'idle';

  return (
    <Card variant="outlined" component="section" aria-labelledby="company-selector-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="company-selector-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          <FormattedMessage id="companyArea.selector.title" />
        </Typography>
        {isSuperAdmin ? (
          <CompanySearchField
            id="company-search"
            value={list.search}
            controls="company-list"
            onChange={(search) => dispatch(companySearchTyped(search))}
          />
        ) : null}
        {selected && !list.companies.some((company) => company.id === selected.id) ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            <FormattedMessage id="companyArea.selector.chosenElsewhere" values={{ name: selected.name }} />
          </Typography>
        ) : null}
        {list.request.status === 'failed' ? (
          <CompanyListFailed onRetry={() => dispatch(companyListRetried())} />
        ) : loading && list.companies.length === 0 ? (
          <Box aria-busy="true">
            <Box component="span" sx={visuallyHidden}>
              <FormattedMessage id="companyArea.selector.loading" />
            </Box>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={48} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : list.companies.length === 0 ? (
          <CompanyListEmpty
            search={searching ? list.search.trim() : ''}
            none={<FormattedMessage id="companyArea.selector.none" />}
          />
        ) : (
          <Box
            component="ul"
            id="company-list"
            aria-label={intl.formatMessage({ id: 'companyArea.selector.listLabel' })}
            aria-busy={loading}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {list.companies.map((company) => {
              const current = company.id === selected?.id;
              return (
                <li key={company.id}>
                  <ButtonBase
                    aria-current={current ? 'true' : undefined}
                    onClick={() => dispatch(companySelected({ companyId: company.id }))}
                    sx={{
                      width: '100%',
                      justifyContent: 'space-between',
                      gap: 1,
                      px: 2,
                      py: 0.75,
                      textAlign: 'left',
                      borderRadius: 1,
                      bgcolor: current ? 'action.selected' : undefined,
                      '&:hover': { bgcolor: current ? 'action.selected' : 'action.hover' },
                      '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                    }}
                  >
                    <Box
                      component="span"
                      sx={{ display: 'flex', flexDirection: 'column', typography: 'body2' }}
                    >
                      <span>{company.name}</span>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {company.organisation_number}
                      </Box>
                    </Box>
                    {company.status !== 'active' ? (
                      <Tag color="warning">
                        <FormattedMessage id="companyArea.selector.inactive" />
                      </Tag>
                    ) : null}
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        )}
        {isSuperAdmin && list.totalPages > 1 ? (
          <CompanyListPager
            list={list}
            busy={loading}
            onPage={(page) => dispatch(companyListPageRequested(page))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
