import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { TextField } from '../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import {
  companyListPageRequested,
  companyListRetried,
  companySearchTyped,
  companySelected,
} from '../companyAreaSlice';
import { selectCompanyArea } from '../selectors';

/**
 * The company selector card (spec points 2, 4 and 6): a user's own organisations; a super admin
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
          <TextField
            id="company-search"
            type="search"
            size="small"
            fullWidth
            sx={{ mb: 2 }}
            label={intl.formatMessage({ id: 'companyArea.selector.search' })}
            value={list.search}
            onChange={(event) => dispatch(companySearchTyped(event.target.value))}
            slotProps={{ htmlInput: { maxLength: 100, 'aria-controls': 'company-list' } }}
          />
        ) : null}
        {selected && !list.companies.some((company) => company.id === selected.id) ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            <FormattedMessage id="companyArea.selector.chosenElsewhere" values={{ name: selected.name }} />
          </Typography>
        ) : null}
        {list.request.status === 'failed' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => dispatch(companyListRetried())}>
                <FormattedMessage id="companyArea.selector.retry" />
              </Button>
            }
          >
            <FormattedMessage id="companyArea.selector.loadFailed" />
          </Alert>
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
          <Typography role="status" color="text.secondary">
            {searching ? (
              <FormattedMessage id="companyArea.selector.noMatches" values={{ search: list.search.trim() }} />
            ) : (
              <FormattedMessage id="companyArea.selector.none" />
            )}
          </Typography>
        ) : (
          <List
            id="company-list"
            dense
            aria-label={intl.formatMessage({ id: 'companyArea.selector.listLabel' })}
            aria-busy={loading}
          >
            {list.companies.map((company) => {
              const current = company.id === selected?.id;
              return (
                <ListItem key={company.id} disablePadding>
                  <ListItemButton
                    selected={current}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => dispatch(companySelected({ companyId: company.id }))}
                  >
                    <ListItemText primary={company.name} secondary={company.organisation_number} />
                    {company.status !== 'active' ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={intl.formatMessage({ id: 'companyArea.selector.inactive' })}
                      />
                    ) : null}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        {isSuperAdmin && list.totalPages > 1 ? (
          <PrevNextPager
            page={list.page}
            pages={list.totalPages}
            busy={loading}
            onPage={(page) => dispatch(companyListPageRequested(page))}
            label={intl.formatMessage({ id: 'companyArea.selector.pages' })}
            status={
              <FormattedMessage
                id="companyArea.selector.page"
                values={{ page: list.page, pages: list.totalPages, total: list.total }}
              />
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
