import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressFormFields, addressGridSx } from '../../../../components/address/AddressFormFields';
import { trimAddress } from '../../../../components/address/addressFields';
import { useAppSelector } from '../../../../core/hooks';
import { selectMarkets } from '../../../market';
import { newAddressSchema } from '../schemas';
import { DEFAULT_NEW_ADDRESS_COUNTRY, newAddressForm } from '../newAddress';
import type { AddressKind, NewAddress } from '../types';

export interface NewAddressFormProps {
  kind: AddressKind;
  initial: NewAddress;
  onUse: (address: NewAddress) => void;
}

/**
 * The New tab's address form (docs/rules.md#customer-card), for this order only (newAddressForm), its
 * countries those of the markets; the order takes the address trimmed.
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
    onSubmit: (values) => onUse(trimAddress(values, newAddressForm.fields)),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: `company.address.new.${kind}` })}
      sx={{ ...addressGridSx, mt: 2 }}
    >
      <AddressFormFields
        form={newAddressForm}
        formik={formik}
        idPrefix={`${kind}-new`}
        country={{ select: countries }}
        layout="grid"
        wide={['street_address']}
        size="small"
        autoCompleteSection={`section-${kind} ${kind}`}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained">
          <FormattedMessage id="company.address.use" />
        </Button>
      </Box>
    </Box>
  );
}
