import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField } from '../../../components/form/TextField';
import { useIntl } from 'react-intl';
import { STATUS_FILTERS, type OrderFilters as Filters, type StatusFilter } from '../../../lib/orderStatus';

export interface CompanyChoice {
  organisationNumber: string;
  name: string;
}

interface OrderFiltersProps {
  filters: Filters;
  /** The company filter shows only with more than one organisation (docs/rules.md#order-list). */
  companies: CompanyChoice[];
  onChange: (filters: Filters) => void;
}

/** Company, status and order-number search (docs/rules.md#order-list). */
export function OrderFilters({ filters, companies, onChange }: OrderFiltersProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Box
      role="search"
      aria-label={text('orders.filter.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      {companies.length > 1 ? (
        <TextField
          select
          size="small"
          label={text('orders.filter.company')}
          value={filters.company}
          onChange={(event) => onChange({ ...filters, company: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <option value="">{text('orders.filter.allCompanies')}</option>
          {companies.map((company) => (
            <option key={company.organisationNumber} value={company.organisationNumber}>
              {company.name}
            </option>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={text('orders.filter.status')}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        sx={{ minWidth: 160 }}
      >
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {text(`orders.filter.${status}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={text('orders.filter.search')}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 40 },
          input: {
            endAdornment: filters.search ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={text('orders.filter.clearSearch')}
                  onClick={() => onChange({ ...filters, search: '' })}
                >
                  <span aria-hidden>×</span>
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
    </Box>
  );
}
