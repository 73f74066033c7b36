import { getIn, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';

/**
 * A field's error (a catalogue id) once it should show: errors are computed on every change but
 * shown only after the field has been left or the form submitted, so typing is not interrupted.
 */
export function shownError<V>(formik: FormikProps<V>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  const shown = Boolean(getIn(formik.touched, name) || formik.submitCount > 0) && typeof error === 'string';
  return shown ? error : undefined;
}

/** Formik's state for one text field as MUI TextField props. */
export function useFieldProps<V>(formik: FormikProps<V>, idPrefix: string) {
  const intl = useIntl();
  return (name: string) => {
    const error = shownError(formik, name);
    const value: unknown = getIn(formik.values, name);
    return {
      id: `${idPrefix}-${name.replace(/\./g, '-')}`,
      name,
      value: typeof value === 'string' ? value : '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: error !== undefined,
      helperText: error !== undefined ? intl.formatMessage({ id: error }) : undefined,
    };
  };
}

/** One field's props from useFieldProps, for the pieces that draw fields of a form they are given. */
export type FieldProps = ReturnType<ReturnType<typeof useFieldProps>>;
