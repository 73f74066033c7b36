import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface CheckboxFieldProps<V> {
  formik: FormikProps<V>;
  name: string;
  id: string;
  label: ReactNode;
  onChange?: (checked: boolean) => void;
}

/** A Formik checkbox with its error announced through aria-describedby. */
export function CheckboxField<V>({ formik, name, id, label, onChange }: CheckboxFieldProps<V>) {
  const intl = useIntl();
  const error: unknown = getIn(formik.errors, name);
  const shown = Boolean(getIn(formik.touched, name) || formik.submitCount > 0) && typeof error === 'string';
  const helperId = `${id}-helper`;
  return (
    <FormControl error={shown}>
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
                'aria-invalid': shown,
                ...(shown ? { 'aria-describedby': helperId } : {}),
              } as object,
            }}
          />
        }
      />
      {shown ? (
        <FormHelperText id={helperId}>{intl.formatMessage({ id: error as string })}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
