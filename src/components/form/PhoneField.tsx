import Box from '@mui/material/Box';
import { TextField } from './TextField';
import type { ChangeEvent, FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { dialCode, normalisePhone, phoneCountries } from '../../lib/phone';

interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: string;
}

interface PhoneFieldProps {
  label: string;
  country: FieldProps;
  number: FieldProps;
  required?: boolean;
  /** Receives the number in E.164 form when the field is left (docs/rules.md#phone-numbers). */
  onNormalised: (value: string) => void;
}

/** A country selector (its dial code) and the number; a number typed without '+' gets the code on leaving. */
export function PhoneField({ label, country, number, required, onNormalised }: PhoneFieldProps) {
  const intl = useIntl();
  const countryName = (code: string) => intl.formatDisplayName(code, { type: 'region' }) ?? code;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        {...country}
        select
        label={intl.formatMessage({ id: 'form.phone.country' })}
        sx={{ minWidth: 170, flexShrink: 0 }}
      >
        {phoneCountries.map((code) => (
          <option key={code} value={code}>
            {`${countryName(code)} (${dialCode(code)})`}
          </option>
        ))}
      </TextField>
      <TextField
        {...number}
        label={label}
        required={required}
        type="tel"
        autoComplete="tel"
        fullWidth
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          number.onBlur(event);
          if (number.value.trim()) onNormalised(normalisePhone(number.value, country.value));
        }}
      />
    </Box>
  );
}
