import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActionAlert } from '../../../components/ActionAlert';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { TextField } from '../../../components/form/TextField';
import type { CompanyListState } from '../companyList';

// The parts every company list shares around its own way of showing the companies (a select in
// the checkout, a list of buttons in the company area): a super admin's search and pages, the
// failure with its retry, and what an empty list says.

/** A super admin's server-side search; `controls` names the list it narrows. */
export function CompanySearchField(props: {
  id: string;
  value: string;
  controls: string;
  onChange: (search: string) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      id={props.id}
      type="search"
      size="small"
      fullWidth
      sx={{ mb: 2 }}
      label={intl.formatMessage({ id: 'company.list.search' })}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 100, 'aria-controls': props.controls } }}
    />
  );
}

export function CompanyListFailed({ onRetry }: { onRetry: () => void }) {
  return <ActionAlert messageId="company.list.loadFailed" actionId="company.list.retry" onAction={onRetry} />;
}

/** An empty list: no matches for a search, else what the screen says when there are none. */
export function CompanyListEmpty({ search, none }: { search: string; none: ReactNode }) {
  return (
    <Typography role="status" color="text.secondary">
      {search ? <FormattedMessage id="company.list.noMatches" values={{ search }} /> : none}
    </Typography>
  );
}

/** Previous and Next through a super admin's pages of companies. */
export function CompanyListPager({
  list,
  busy,
  onPage,
}: {
  list: Pick<CompanyListState, 'page' | 'totalPages' | 'total'>;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  return (
    <PrevNextPager
      page={list.page}
      pages={list.totalPages}
      busy={busy}
      onPage={onPage}
      label={intl.formatMessage({ id: 'company.list.pages' })}
      status={
        <FormattedMessage
          id="company.list.page"
          values={{ page: list.page, pages: list.totalPages, total: list.total }}
        />
      }
    />
  );
}
