import { getIn, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';

/**
 * Formik's state for one text field as MUI TextField props. Errors are computed on every change
 * and shown once the field has been left or the form submitted; messages are catalogue ids.
 */
export function useFieldProps<V>(formik: FormikProps<V>, idPrefix: string) {
  const intl = useIntl();
  return (name: string) => {
    const error: unknown = getIn(formik.errors, name);
    const shown = Boolean(getIn(formik.touched, name) || formik.submitCount > 0) && typeof error === 'string';
    const value: unknown = getIn(formik.values, name);
    return {
      id: `${idPrefix}-${name.replace(/\./g, '-')}`,
      name,
      value: typeof value === 'string' ? value : '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: shown,
      helperText: shown ? intl.formatMessage({ id: error as string }) : undefined,
    };
  };
}
