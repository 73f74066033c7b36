import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { addressCountries } from '../constants';
import type { useFieldProps } from '../../../components/form/useFieldProps';

interface AddressFieldsProps {
  prefix: 'billing' | 'shipping';
  field: ReturnType<typeof useFieldProps>;
  disabled?: boolean;
  /** Replaces Formik's change handler (billing changes feed the autofill rules). */
  onChange?: (name: string, value: string) => void;
}

/** Street, postal code, city and country of one address. */
export function AddressFields({ prefix, field, disabled, onChange }: AddressFieldsProps) {
  const intl = useIntl();
  const props = (name: string) => {
    const base = field(`${prefix}.${name}`);
    return {
      ...base,
      disabled,
      required: true,
      fullWidth: true,
      ...(onChange
        ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(base.name, event.target.value) }
        : {}),
    };
  };
  return (
    <>
      <TextField
        {...props('street_address')}
        label={intl.formatMessage({ id: 'signup.field.street' })}
        autoComplete={`${prefix} street-address`}
      />
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          {...props('postal_code')}
          label={intl.formatMessage({ id: 'signup.field.postalCode' })}
          autoComplete={`${prefix} postal-code`}
        />
        <TextField
          {...props('city')}
          label={intl.formatMessage({ id: 'signup.field.city' })}
          autoComplete={`${prefix} address-level2`}
        />
      </Box>
      <TextField {...props('country')} select label={intl.formatMessage({ id: 'signup.field.country' })}>
        {addressCountries.map((code) => (
          <option key={code} value={code}>
            {intl.formatDisplayName(code, { type: 'region' }) ?? code}
          </option>
        ))}
      </TextField>
    </>
  );
}
