import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { countryCodes } from '../../../lib/countryCodes';

export interface CountryPickerProps {
  id: string;
  label: string;
  /** ISO 3166-1 alpha-2, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every country (lib/countryCodes) by its name in the shop's language, searchable as one types
 * (spec point 2: 'No country found.' when nothing matches).
 */
export function CountryPicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  helperText,
}: CountryPickerProps) {
  const intl = useIntl();
  const options = useMemo<CountryOption[]>(
    () =>
      countryCodes
        .map((code) => ({ code, name: intl.formatDisplayName(code, { type: 'region' }) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [intl],
  );
  const selected = options.find((option) => option.code === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      noOptionsText={intl.formatMessage({ id: 'companyArea.country.none' })}
      openText={intl.formatMessage({ id: 'companyArea.country.open' })}
      closeText={intl.formatMessage({ id: 'companyArea.country.close' })}
      clearText={intl.formatMessage({ id: 'companyArea.country.clear' })}
      autoHighlight
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
