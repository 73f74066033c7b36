import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ExpandIcon } from '../form/icons';
import { TextField } from '../form/TextField';
import { countryCodes } from '../../lib/countryCodes';

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
 * (docs/rules.md#company-form: 'No country found.' when nothing matches). MUI's autocomplete hook
 * does the combobox's filtering, keyboard and ARIA; the list is drawn here, under the field,
 * because MUI's Autocomplete component brings Popper and its positioning engine (about 16 kB gzip
 * with its styles) for one list that never needs to flip or leave its card.
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
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({
    id,
    options,
    value: selected,
    onChange: (_event, option) => onChange(option?.code ?? ''),
    getOptionLabel: (option) => option.name,
    isOptionEqualToValue: (option, current) => option.code === current.code,
    autoHighlight: true,
  });
  const { onBlur: inputBlur, ...inputProps } = getInputProps();
  const found = groupedOptions as CountryOption[];
  return (
    <Box {...getRootProps()} sx={{ position: 'relative' }}>
      <TextField
        label={label}
        required={required}
        error={error}
        helperText={helperText}
        size="small"
        fullWidth
        slotProps={{
          inputLabel: getInputLabelProps(),
          htmlInput: {
            ...inputProps,
            onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
              inputBlur?.(event);
              onBlur?.();
            },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  // Out of the tab order, as the field itself opens the list by keyboard.
                  tabIndex={-1}
                  onClick={getPopupIndicatorProps().onClick}
                  size="small"
                  edge="end"
                  aria-label={intl.formatMessage({
                    id: popupOpen ? 'address.country.close' : 'address.country.open',
                  })}
                  sx={{ transform: popupOpen ? 'rotate(180deg)' : undefined }}
                >
                  <ExpandIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {popupOpen ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            zIndex: 'modal',
            left: 0,
            right: 0,
            top: 'calc(100% + 4px)',
          }}
        >
          {found.length === 0 ? (
            <Box sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
              {intl.formatMessage({ id: 'address.country.none' })}
            </Box>
          ) : (
            <Box
              component="ul"
              {...getListboxProps()}
              // The listbox scrolls itself: the hook keeps the highlighted option in its view.
              sx={{ listStyle: 'none', m: 0, py: 1, px: 0, maxHeight: 280, overflow: 'auto' }}
            >
              {found.map((option, index) => {
                const { key, ...optionProps } = getOptionProps({ option, index });
                return (
                  <Box
                    component="li"
                    key={key}
                    {...optionProps}
                    sx={{
                      px: 2,
                      py: 0.75,
                      cursor: 'pointer',
                      '&.Mui-focused': { bgcolor: 'action.hover' },
                      '&[aria-selected="true"]': { bgcolor: 'action.selected', fontWeight: 600 },
                    }}
                  >
                    {option.name}
                  </Box>
                );
              })}
            </Box>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
