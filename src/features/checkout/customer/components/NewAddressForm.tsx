import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '../../../../components/form/TextField';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldProps } from '../../../../components/form/useFieldProps';
import { useAppSelector } from '../../../../core/hooks';
import { selectMarkets } from '../../../market';
import { cleanNewAddress, newAddressSchema } from '../schemas';
import { DEFAULT_NEW_ADDRESS_COUNTRY } from '../newAddress';
import type { AddressKind, NewAddress } from '../types';

export interface NewAddressFormProps {
  kind: AddressKind;
  initial: NewAddress;
  onUse: (address: NewAddress) => void;
}

/**
 * The New tab's address form (spec points 2 and 5), for this order only: location name optional,
 * company name, street, city, state/province, ZIP and country required, countries from the markets.
 */
export function NewAddressForm({ kind, initial, onUse }: NewAddressFormProps) {
  const intl = useIntl();
  const markets = useAppSelector(selectMarkets);
  const countries = useMemo(() => {
    const codes = new Set(markets.map((m) => m.country));
    codes.add(initial.country || DEFAULT_NEW_ADDRESS_COUNTRY);
    return [...codes];
  }, [markets, initial.country]);
  const formik = useFormik<NewAddress>({
    initialValues: initial,
    validationSchema: newAddressSchema,
    onSubmit: (values) => onUse(cleanNewAddress(values)),
  });
  const field = useFieldProps(formik, `${kind}-new`);
  const text = (name: keyof NewAddress, label: string, autoComplete: string, required = true) => (
    <TextField
      {...field(name)}
      label={intl.formatMessage({ id: label })}
      required={required}
      fullWidth
      size="small"
      autoComplete={autoComplete === 'off' ? 'off' : `section-${kind} ${kind} ${autoComplete}`}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: `company.address.new.${kind}` })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}
    >
      {text('name', 'company.address.field.name', 'off', false)}
      {text('company_name', 'company.address.field.companyName', 'organization')}
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        {text('street_address', 'company.address.field.street', 'address-line1')}
      </Box>
      {text('postal_code', 'company.address.field.postalCode', 'postal-code')}
      {text('city', 'company.address.field.city', 'address-level2')}
      {text('state_province', 'company.address.field.state', 'address-level1')}
      <TextField
        {...field('country')}
        select
        required
        fullWidth
        size="small"
        label={intl.formatMessage({ id: 'company.address.field.country' })}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {intl.formatDisplayName(code, { type: 'region' }) ?? code}
          </option>
        ))}
      </TextField>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained">
          <FormattedMessage id="company.address.use" />
        </Button>
      </Box>
    </Box>
  );
}
