import Box from '@mui/material/Box';
import { getIn, type FormikProps } from 'formik';
import { Fragment, type ChangeEvent, type ComponentType, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { normalisePhone } from '../../lib/phone';
import { FieldRow } from '../form/FieldRow';
import { TextField } from '../form/TextField';
import { useFieldProps } from '../form/useFieldProps';
import { ADDRESS_FIELDS, addressLabel, type AddressField, type AddressForm } from './addressFields';
import type { CountryPickerProps } from './CountryPicker';

/** Two columns from the small breakpoint: the grid the `grid` layout's fields sit in. */
export const addressGridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

const wholeRowSx = { gridColumn: { sm: '1 / -1' } };

export interface AddressFormFieldsProps<V, F extends AddressField> {
  form: AddressForm<F>;
  formik: FormikProps<V>;
  /** Where the address sits in the form's values ('billing', 'shipping_address.0'); none: at the top. */
  path?: string;
  /** The start of the fields' ids (useFieldProps). */
  idPrefix: string;
  /**
   * The country: a native select of these countries, or a picker of every country (CountryPicker).
   * The form passes the picker in, so that forms with a select do not load it.
   */
  country: { select: readonly string[] } | { picker: ComponentType<CountryPickerProps> };
  /**
   * `grid`: the fields in the parent's two-column grid (addressGridSx), `wide` ones across it;
   * `stack`: one under another, postal code and city side by side from the small breakpoint.
   */
  layout: 'grid' | 'stack';
  wide?: readonly F[];
  size?: 'small';
  /** The texts' inputs take no more characters than this. */
  inputMaxLength?: number;
  /** Goes before the fields' autofill tokens ('section-billing billing'). */
  autoCompleteSection?: string;
  /** Autofill tokens that differ from the standard ones ('off' for none). */
  autoComplete?: { [K in F]?: string };
  disabled?: boolean;
  /** Replaces Formik's change handling; gets the field's name in the form ('billing.city'). */
  onChange?: (name: string, value: string) => void;
  /** The calling code a phone number typed without one gets when the address has no country. */
  phoneCountry?: string;
}

/** One address's fields, as the form's options (AddressForm) and these props say. */
export function AddressFormFields<V, F extends AddressField>({
  form,
  formik,
  path,
  idPrefix,
  country,
  layout,
  wide = [],
  size,
  inputMaxLength,
  autoCompleteSection,
  autoComplete = {},
  disabled,
  onChange,
  phoneCountry,
}: AddressFormFieldsProps<V, F>) {
  const intl = useIntl();
  const fieldProps = useFieldProps(formik, idPrefix);
  const nameOf = (field: F) => (path ? `${path}.${field}` : field);
  const shown = (Object.keys(ADDRESS_FIELDS) as AddressField[]).filter((field): field is F =>
    form.fields.includes(field as F),
  );

  const fieldOf = (field: F) => {
    const base = fieldProps(nameOf(field));
    return {
      ...base,
      label: intl.formatMessage({ id: addressLabel(form.labels, field) }),
      required: form.required.includes(field),
      disabled,
      fullWidth: true,
      size,
      ...(onChange
        ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(base.name, event.target.value) }
        : {}),
    };
  };
  const autofill = (field: F) => {
    const token: string = autoComplete[field] ?? ADDRESS_FIELDS[field].autoComplete ?? 'off';
    return token === 'off' || !autoCompleteSection ? token : `${autoCompleteSection} ${token}`;
  };
  /** A phone number gets its calling code as the field is left (docs/rules.md#phone-numbers). */
  const normalisedOnBlur = (field: F, onBlur: (event: FocusEvent<HTMLInputElement>) => void) => {
    return (event: FocusEvent<HTMLInputElement>) => {
      onBlur(event);
      const value: unknown = getIn(formik.values, nameOf(field));
      const addressCountry: unknown = getIn(formik.values, nameOf('country' as F));
      if (typeof value === 'string' && value.trim())
        void formik.setFieldValue(
          nameOf(field),
          normalisePhone(value, (typeof addressCountry === 'string' && addressCountry) || phoneCountry),
        );
    };
  };

  const input = (field: F): ReactNode => {
    const own = fieldOf(field);
    if (field === 'country' && 'picker' in country) {
      const Picker = country.picker;
      return (
        <Picker
          id={own.id}
          label={own.label}
          value={own.value}
          required={own.required}
          onChange={(code) =>
            onChange ? onChange(own.name, code) : void formik.setFieldValue(own.name, code)
          }
          onBlur={() => void formik.setFieldTouched(own.name, true)}
          error={own.error}
          helperText={own.helperText}
        />
      );
    }
    if (field === 'country')
      return (
        <TextField {...own} select>
          {(country as { select: readonly string[] }).select.map((code) => (
            <option key={code} value={code}>
              {intl.formatDisplayName(code, { type: 'region' }) ?? code}
            </option>
          ))}
        </TextField>
      );
    if (field === 'phone')
      return (
        <TextField
          {...own}
          type="tel"
          autoComplete={autofill(field)}
          onBlur={normalisedOnBlur(field, own.onBlur)}
        />
      );
    return (
      <TextField
        {...own}
        autoComplete={autofill(field)}
        slotProps={inputMaxLength ? { htmlInput: { maxLength: inputMaxLength } } : undefined}
      />
    );
  };

  const paired = layout === 'stack' && shown.includes('postal_code' as F) && shown.includes('city' as F);
  const items: ReactNode[] = [];
  for (const field of shown) {
    if (paired && field === 'city') continue;
    if (paired && field === 'postal_code')
      items.push(
        <FieldRow key={field}>
          {input(field)}
          {input('city' as F)}
        </FieldRow>,
      );
    else if (layout === 'grid' && wide.includes(field))
      items.push(
        <Box key={field} sx={wholeRowSx}>
          {input(field)}
        </Box>,
      );
    else items.push(<Fragment key={field}>{input(field)}</Fragment>);
  }
  return <>{items}</>;
}
