import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { shownError } from './useFieldProps';

interface CheckboxFieldProps<V> {
  formik: FormikProps<V>;
  name: string;
  id: string;
  label: ReactNode;
  /** Replaces Formik's change handler, for a box whose change sets other values too. */
  onChange?: (checked: boolean) => void;
}

/** A Formik checkbox; its error is tied to it with aria-invalid and aria-describedby. */
export function CheckboxField<V>({ formik, name, id, label, onChange }: CheckboxFieldProps<V>) {
  const intl = useIntl();
  const error = shownError(formik, name);
  const helperId = `${id}-helper`;
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            name={name}
            checked={Boolean(getIn(formik.values, name))}
            onChange={(event, checked) => (onChange ? onChange(checked) : formik.handleChange(event))}
            onBlur={formik.handleBlur}
            slotProps={{
              input: {
                'aria-invalid': error !== undefined,
                ...(error !== undefined ? { 'aria-describedby': helperId } : {}),
              } as object,
            }}
          />
        }
      />
      {error !== undefined ? (
        <FormHelperText id={helperId}>{intl.formatMessage({ id: error })}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
