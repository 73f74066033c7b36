import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressFormFields, addressGridSx } from '../../../components/address/AddressFormFields';
import { CountryPicker } from '../../../components/address/CountryPicker';
import { shownError } from '../../../components/form/useFieldProps';
import { Tag } from '../../../components/Tag';
import {
  addressForms,
  newAddressRow,
  withDefault,
  withoutRow,
  type AddressKind,
  type AddressRow,
  type CompanyFormValues,
} from './companyForm';

interface AddressListEditorProps {
  kind: AddressKind;
  formik: FormikProps<CompanyFormValues>;
  canEdit: boolean;
  /** The market's country: a new address's country and the phone's calling code. */
  marketCountry: string;
}

/**
 * One kind of the company's addresses (docs/rules.md#company-form): admins add, edit, remove while
 * more than one remains and choose the default; everyone else reads them.
 */
export function AddressListEditor({ kind, formik, canEdit, marketCountry }: AddressListEditorProps) {
  const intl = useIntl();
  const rows = formik.values[kind];
  const listError = shownError(formik, kind);
  const setRows = (next: AddressRow[]) => void formik.setFieldValue(kind, next);
  const itemLabel = (index: number) =>
    intl.formatMessage({ id: `companyArea.address.${kind}.item` }, { number: index + 1 });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        <FormattedMessage id={`companyArea.address.${kind}.title`} />
      </Typography>
      {rows.map((row, index) => (
        <Card
          key={row.id || `new-${index}`}
          variant="outlined"
          role="group"
          aria-label={row.name ? `${itemLabel(index)}: ${row.name}` : itemLabel(index)}
          // The country list opens below its field, past the card's edge.
          sx={{ mb: 2, overflow: 'visible' }}
        >
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{row.name || itemLabel(index)}</Typography>
              {row.is_default ? (
                <Tag color="primary">
                  <FormattedMessage id="companyArea.address.default" />
                </Tag>
              ) : canEdit ? (
                <Button size="small" onClick={() => setRows(withDefault(rows, index))}>
                  <FormattedMessage id="companyArea.address.makeDefault" />
                </Button>
              ) : null}
              {canEdit ? (
                <Button
                  size="small"
                  color="error"
                  disabled={rows.length <= 1}
                  title={
                    rows.length <= 1 ? intl.formatMessage({ id: 'companyArea.address.keepOne' }) : undefined
                  }
                  onClick={() => setRows(withoutRow(rows, index))}
                >
                  <FormattedMessage id="companyArea.address.remove" />
                </Button>
              ) : null}
            </Box>
            {canEdit ? (
              <Box sx={addressGridSx}>
                <AddressFormFields
                  form={addressForms[kind]}
                  formik={formik}
                  path={`${kind}.${index}`}
                  idPrefix="company"
                  country={{ picker: CountryPicker }}
                  layout="grid"
                  size="small"
                  inputMaxLength={200}
                  autoComplete={{ state_province: 'off' }}
                  phoneCountry={marketCountry}
                />
              </Box>
            ) : (
              <AddressSummary row={row} />
            )}
          </CardContent>
        </Card>
      ))}
      {listError ? <FormHelperText error>{intl.formatMessage({ id: listError })}</FormHelperText> : null}
      {canEdit ? (
        <Button
          variant="outlined"
          onClick={() => setRows([...rows, newAddressRow(rows, marketCountry, formik.values.phone)])}
        >
          <FormattedMessage id={`companyArea.address.${kind}.add`} />
        </Button>
      ) : null}
    </Box>
  );
}

function AddressSummary({ row }: { row: AddressRow }) {
  const intl = useIntl();
  const country = row.country ? (intl.formatDisplayName(row.country, { type: 'region' }) ?? row.country) : '';
  const lines = [
    row.co_address ? `c/o ${row.co_address}` : '',
    [row.street_address, row.house_number].filter(Boolean).join(' '),
    [row.postal_code, row.city].filter(Boolean).join(' '),
    row.state_province,
    country,
    row.phone,
  ].filter(Boolean);
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {lines.join('\n')}
    </Typography>
  );
}
